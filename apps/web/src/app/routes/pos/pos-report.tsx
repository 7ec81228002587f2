import { useTranslation } from 'react-i18next';
import { ParcelReportView } from '../../../features/logistics/components/parcel-report.tsx';
import { MloReportPage } from './mlo-report-page.tsx';

/** `/report/parcels`: the MLO agent's parcel report in the report centre (RPT-01 "MLO transaction", MLO-06). */
export function PosReportPage() {
  const { t } = useTranslation();
  return (
    <MloReportPage title={t('pos.report.title')} description={t('pos.report.description')}>
      <ParcelReportView scope="own" />
    </MloReportPage>
  );
}
