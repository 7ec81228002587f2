import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useReportAvailability } from '../../../features/reports/api/get-report.ts';
import { AgentListReportView } from '../../../features/reports/components/agent-list-report.tsx';
import { AgentsOnlyNotice } from '../../../features/reports/components/agents-only.tsx';
import { CashbackReportView } from '../../../features/reports/components/cashback-report.tsx';
import { DebtReportView } from '../../../features/reports/components/debt-report.tsx';
import { ShopReportView } from '../../../features/reports/components/shop-report.tsx';
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

/**
 * `/account/laporan/transaksi-agen`: the purchases of the agents who registered with the account's code. An account
 * that may not have agents is told who the report is for before anything is asked of the server (whose 403 would
 * only say 'Unauthorized Access!'); when the availability cannot be read the report is asked and the server decides.
 * The Agent Center shows the same report among its own tabs (`nav`).
 */
export function AgentTransactionsReportPage({ nav = <ReportTabs /> }: { nav?: ReactNode } = {}) {
  const { t } = useTranslation();
  const availability = useReportAvailability();
  return (
    <ReportFrame title={t('reports.title.transaksi-agen')} nav={nav}>
      {availability.data?.agent_transactions_allowed === false ? (
        <AgentsOnlyNotice />
      ) : availability.isPending ? (
        <LoadingText label={t('app.loading')} />
      ) : (
        <TransactionReportView name="transaksi-agen" />
      )}
    </ReportFrame>
  );
}

/** `/account/laporan/agen` (RPT-01 agent list): the account's whole network, for agents and master agents. */
export function AgentListReportPage() {
  const { t } = useTranslation();
  const availability = useReportAvailability();
  return (
    <ReportFrame title={t('reports.title.agen')} nav={<ReportTabs />}>
      {availability.data?.agent_transactions_allowed === false ? (
        <AgentsOnlyNotice />
      ) : availability.isPending ? (
        <LoadingText label={t('app.loading')} />
      ) : (
        <AgentListReportView />
      )}
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

/** `/account/laporan/utang`: every movement of the agent debt (RPT-02 debt columns, AGT-06). */
export function DebtReportPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame title={t('reports.title.utang')} nav={<ReportTabs />}>
      <DebtReportView />
    </ReportFrame>
  );
}

/** `/account/laporan/toko`: the shop's sales per day (RPT-01 shop), for the shop's admins. */
export function ShopReportPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame title={t('reports.title.toko')} nav={<ReportTabs />}>
      <ShopReportView />
    </ReportFrame>
  );
}
