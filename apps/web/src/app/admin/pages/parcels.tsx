import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ParcelReportView } from '../../../features/logistics/components/parcel-report.tsx';

/** `/admin/parcels`: the parcel report over every agent of the tenant (RPT-01 "MLO transaction", MLO-06). */
export function AdminParcelsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pos.report.admin_title')} description={t('pos.report.admin_description')} width="wide">
      <ParcelReportView scope="admin" />
    </PageFrame>
  );
}
