import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { TabLinks } from '../../../components/ui/tab-links.tsx';
import { AgentCenterNav } from '../../../features/agents/components/agent-center-nav.tsx';
import { DebtReportView } from '../../../features/reports/components/debt-report.tsx';
import { ReportFrame } from '../../../features/reports/components/report-frame.tsx';
import { TransactionReportView } from '../../../features/reports/components/transaction-report.tsx';
import { AgentTransactionsReportPage } from '../report/report-pages.tsx';

/** The debt history's tabs (NAV-11, NAV-12 `debt-history/*`), each a path under the area's `debt-history`. */
export const debtHistoryTabs = ['prabayar', 'pascabayar', 'transfer-deposit'] as const;
type DebtHistoryTab = (typeof debtHistoryTabs)[number];

/** Which area (the account or the Agent Center) and which tab (null: not one of them) a debt history path is. */
function useDebtHistoryPlace(): { base: string; tab: DebtHistoryTab | null; agentCenter: boolean } {
  const { pathname } = useLocation();
  const { tab } = useParams();
  const agentCenter = pathname.startsWith('/agent-center/');
  return {
    base: agentCenter ? '/agent-center/debt-history' : '/account/debt-history',
    tab: debtHistoryTabs.find((name) => name === tab) ?? null,
    agentCenter,
  };
}

/**
 * `/account/debt-history/{prabayar,pascabayar,transfer-deposit}` and the same under `/agent-center` (NAV-11,
 * NAV-12): what is owed, in the reports that already hold it. The purchase tabs are the purchase reports filtered to
 * the sales with a down payment (the customers' debts to the seller, §3), with their exports; transfer-deposit is
 * the agent debt report (loans drawn onto the deposit and their repayments, AGT-06).
 */
export function DebtHistoryPage() {
  const { t } = useTranslation();
  const { base, tab, agentCenter } = useDebtHistoryPlace();
  if (!tab) return <Navigate to={`${base}/prabayar`} replace />;
  const tabs = debtHistoryTabs.map((name) => ({
    key: name,
    to: `${base}/${name}`,
    // The purchase tabs read as the cashback lists' (Prabayar, Pascabayar).
    label: t(
      name === 'transfer-deposit' ? 'network.debt_history.tab.transfer-deposit' : `network.cashback.kind_tab.${name}`,
    ),
  }));
  return (
    <ReportFrame
      title={t('network.title.debt_history')}
      description={t(tab === 'transfer-deposit' ? 'agents.loan.my_intro' : 'network.debt_history.customer_intro')}
      nav={agentCenter ? <AgentCenterNav /> : undefined}
    >
      <TabLinks label={t('network.debt_history.tabs')} tabs={tabs} current={tab} />
      {tab === 'transfer-deposit' ? (
        <DebtReportView />
      ) : (
        // A key per tab: the two purchase reports keep their own filters and pages.
        <TransactionReportView key={tab} name={tab} customerDebtOnly />
      )}
    </ReportFrame>
  );
}

/**
 * `/agent-center/transaksi-agen` (NAV-12, AGT-01): the purchases of the master's network, the report of
 * `/account/laporan/transaksi-agen` among the Agent Center's tabs.
 */
export function AgentCenterAgentTransactionsPage() {
  return <AgentTransactionsReportPage nav={<AgentCenterNav />} />;
}
