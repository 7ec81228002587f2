import { useTranslation } from 'react-i18next';
import { CashbackReportView } from '../../../features/reports/components/cashback-report.tsx';
import { DepositReportView } from '../../../features/reports/components/deposit-report.tsx';
import { ReportFrame } from '../../../features/reports/components/report-frame.tsx';
import { ReportTabs } from '../../../features/reports/components/report-tabs.tsx';
import { TransactionReportView } from '../../../features/reports/components/transaction-report.tsx';

/** `/account/laporan/transaksi`: prepaid purchases (RPT-01, RPT-02, RPT-03). */
export function PrepaidReportPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame title={t('reports.title.prabayar')} nav={<ReportTabs />}>
      <TransactionReportView name="prabayar" />
    </ReportFrame>
  );
}

/** `/account/laporan/pasca`: bill payments. */
export function PostpaidReportPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame title={t('reports.title.pascabayar')} nav={<ReportTabs />}>
      <TransactionReportView name="pascabayar" />
    </ReportFrame>
  );
}

/** `/account/laporan/transaksi-agen`: the purchases of the agents who registered with the account's code. */
export function AgentTransactionsReportPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame title={t('reports.title.transaksi-agen')} nav={<ReportTabs />}>
      <TransactionReportView name="transaksi-agen" />
    </ReportFrame>
  );
}

/** `/account/laporan/deposit`: every movement of the deposit. */
export function DepositReportPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame title={t('reports.title.deposit')} nav={<ReportTabs />}>
      <DepositReportView />
    </ReportFrame>
  );
}

/** `/account/laporan/cashback-balance`: cashback per purchase. */
export function CashbackReportPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame title={t('reports.title.cashback')} nav={<ReportTabs />}>
      <CashbackReportView />
    </ReportFrame>
  );
}
