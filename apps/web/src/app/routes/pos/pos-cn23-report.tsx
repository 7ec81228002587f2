import { useTranslation } from 'react-i18next';
import { Cn23ReportView } from '../../../features/logistics/components/cn23-report.tsx';
import { MloReportPage } from './mlo-report-page.tsx';

/** `/report/cn23`: the MLO agent's CN23 declarations in the report centre (spec `mlo/report/cn23`, MLO-04). */
export function PosCn23ReportPage() {
  const { t } = useTranslation();
  return (
    <MloReportPage title={t('pos.cn23.report_title')} description={t('pos.cn23.report_description')}>
      <Cn23ReportView />
    </MloReportPage>
  );
}
