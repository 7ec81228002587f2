import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useExcelAccess } from '../../../features/ppob/api/check-excel.ts';
import { useMloAccess } from '../../../features/logistics/api/access.ts';
import { useMloText } from '../../../features/logistics/mlo-text.ts';
import { useAffiliate } from '../../../features/referral/api/affiliate.ts';
import type { ReportCentreEntry } from '../../../features/reports/components/report-centre.tsx';
import { ReportCentre } from '../../../features/reports/components/report-centre.tsx';

/**
 * `/report`: the report centre (RPT-01) and, for accounts with spreadsheet access (XLS-01), the history of their
 * spreadsheet uploads.
 */
export function ReportCentrePage() {
  const { t } = useTranslation();
  const { t: mloText } = useMloText();
  const excel = useExcelAccess();
  const more: ReportCentreEntry[] = excel.data?.excelAccess
    ? [
        {
          id: 'uploads',
          to: '/report/uploads',
          title: t('reports.centre.uploads'),
          description: t('reports.centre.uploads_desc'),
          icon: 'sheet',
        },
      ]
    : [];
  // RPT-01 "MLO transaction": the parcel report, for MLO agents.
  const mlo = useMloAccess();
  if (mlo.data?.is_agen_mlo) {
    more.push({
      id: 'parcels',
      to: '/report/parcels',
      title: t('pos.report.title'),
      description: t('pos.report.description'),
      icon: 'receipt',
    });
    // MLO-07: the manifest report per courier beside it.
    more.push({
      id: 'manifests',
      to: '/report/manifests',
      title: mloText('mlo.report.title'),
      description: mloText('mlo.report.description'),
      icon: 'receipt',
    });
    more.push({
      id: 'cn23',
      to: '/report/cn23',
      title: t('pos.cn23.report_title'),
      description: t('pos.cn23.report_description'),
      icon: 'receipt',
    });
  }
  // REF-04: the affiliate's commission report, once an admin has verified the affiliate (§6: closed until then).
  const affiliate = useAffiliate();
  if (affiliate.data?.verified_at) {
    more.push({
      id: 'commissions',
      to: '/account/referral/commission',
      title: t('ref.title.commission'),
      description: t('ref.menu.commission_desc'),
      icon: 'wallet',
    });
  }
  return (
    <PageFrame title={t('reports.title.centre')} description={t('reports.centre.intro')} width="wide">
      <ReportCentre more={more} />
    </PageFrame>
  );
}
