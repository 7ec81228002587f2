import { ManifestReportView } from '../../../features/logistics/components/manifest-report.tsx';
import { useMloText } from '../../../features/logistics/mlo-text.ts';
import { MloReportPage } from './mlo-report-page.tsx';

/** `/report/manifests`: the MLO agent's manifest report per courier in the report centre (MLO-07, RPT-01). */
export function PosManifestReportPage() {
  const { t } = useMloText();
  return (
    <MloReportPage title={t('mlo.report.title')} description={t('mlo.report.description')}>
      <ManifestReportView scope="own" />
    </MloReportPage>
  );
}
