import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { courierNames } from '@konter/shared/contracts/logistics';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useManifest } from '../../../features/logistics/api/manifests.ts';
import { Barcode } from '../../../features/logistics/components/barcode.tsx';

/** `/pos/manifest/:id`: a closed manifest, printable (its code and every parcel's AWB as barcodes). */
export function PosManifestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const manifest = useManifest(id);
  if (!manifest.data) return <LoadingText label={t('pos.loading')} />;
  const data = manifest.data;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5">
      <article
        className="flex flex-col gap-3 border-2 border-black bg-white p-4 text-black"
        data-testid="manifest-print"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-black pb-2">
          <h2 className="text-xl font-extrabold">{courierNames[data.courier]}</h2>
          <span className="font-semibold">{t(`pos.manifest.status_${data.status}`)}</span>
        </header>
        <Barcode value={data.code} />
        <ol className="flex flex-col gap-3">
          {data.orders.map((order, index) => (
            <li key={order.id} className="border-t border-slate-300 pt-2">
              <p className="text-sm">
                {index + 1}. {order.receiver.name} · {order.receiver.city} · {order.service}
              </p>
              {order.awb && <Barcode value={order.awb} />}
            </li>
          ))}
        </ol>
      </article>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>{t('pos.print')}</Button>
        <ButtonLink to="/pos?tab=manifests" variant="secondary">
          {t('pos.tab.manifests')}
        </ButtonLink>
      </div>
    </div>
  );
}
