import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingText, PageFrame } from '../../../components/ui/page-frame.tsx';
import { RefusalNotice } from '../../../components/ui/refusal-notice.tsx';
import { useMloAccess } from '../../../features/logistics/api/access.ts';
import { ParcelReportView } from '../../../features/logistics/components/parcel-report.tsx';

/**
 * `/report/parcels`: the MLO agent's parcel report in the report centre (RPT-01 "MLO transaction", MLO-06). Anybody
 * else reads the permission message of MLO-01.
 */
export function PosReportPage() {
  const { t } = useTranslation();
  const access = useMloAccess();
  if (!access.data) return <LoadingText label={t('pos.loading')} />;
  if (!access.data.is_agen_mlo) {
    return (
      <PageFrame title={t('pos.report.title')}>
        <RefusalNotice
          title={t('pos.forbidden')}
          testId="mlo-forbidden"
          action={
            <ButtonLink to="/report" variant="secondary">
              {t('reports.title.centre')}
            </ButtonLink>
          }
        >
          {t('pos.forbidden_body')}
        </RefusalNotice>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('pos.report.title')} description={t('pos.report.description')} width="wide">
      <ParcelReportView scope="own" />
    </PageFrame>
  );
}
