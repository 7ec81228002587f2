import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useMloAccess } from '../../../features/logistics/api/access.ts';
import { useManifest } from '../../../features/logistics/api/manifests.ts';
import { ManifestPrint } from '../../../features/logistics/components/manifest-print.tsx';
import { isManifestLayout } from '../../../features/logistics/manifest-layout.ts';

/**
 * `/pos/manifest/:id`: a closed manifest, printable (its code and every parcel's AWB as barcodes) on a 58 or 80 mm
 * thermal roll or on A4 (`?layout=58|80|a4`, A4 when none).
 */
export function PosManifestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const manifest = useManifest(id);
  const access = useMloAccess();
  if (!manifest.data) return <LoadingText label={t('pos.loading')} />;
  const chosen = params.get('layout');
  const layout = isManifestLayout(chosen) ? chosen : 'a4';
  const settings = access.data?.settings;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-5">
      <ManifestPrint
        manifest={manifest.data}
        agent={settings ? { name: settings.sender_name, phone: settings.sender_phone } : null}
        layout={layout}
        onLayout={(next) => setParams({ layout: next }, { replace: true })}
      />
      <ButtonLink to="/pos?tab=manifests" variant="secondary" className="self-start print:hidden">
        {t('pos.tab.manifests')}
      </ButtonLink>
    </div>
  );
}
