import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { Cn23Clearance } from '../../../features/logistics/components/cn23-clearance.tsx';
import { CustomsAdmin } from '../../../features/logistics/components/customs-admin.tsx';
import { ParcelReportView } from '../../../features/logistics/components/parcel-report.tsx';

/**
 * `/admin/parcels`: the parcel report over every agent of the tenant (RPT-01 "MLO transaction", MLO-06), customs'
 * outcome on the submitted CN23 declarations, and the customs data the CN23 tax simulation uses (MLO-04).
 */
export function AdminParcelsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pos.report.admin_title')} description={t('pos.report.admin_description')} width="wide">
      <ParcelReportView scope="admin" />
      <section className="mt-6 flex flex-col gap-3" aria-labelledby="cn23-clearance-heading">
        <h2 id="cn23-clearance-heading" className="text-xl font-bold">
          {t('admin.cn23.title')}
        </h2>
        <Cn23Clearance />
      </section>
      <section className="mt-6 flex flex-col gap-3" aria-labelledby="customs-heading">
        <h2 id="customs-heading" className="text-xl font-bold">
          {t('pos.customs.title')}
        </h2>
        <CustomsAdmin />
      </section>
    </PageFrame>
  );
}
