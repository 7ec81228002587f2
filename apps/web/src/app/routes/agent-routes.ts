import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { WebMessageKey } from '../../locales/id.ts';
import type { RouteHandle } from '../route-handle.ts';
import { lazyPage } from './define-route.ts';

const networkPage = (name: keyof typeof import('./agents/agent-network.tsx')) => async () =>
  (await import('./agents/agent-network.tsx'))[name];

const page = (name: keyof typeof import('./agents/agent-center.tsx')) => async () =>
  (await import('./agents/agent-center.tsx'))[name];

const historyPage = (name: 'DebtHistoryPage' | 'AgentCenterAgentTransactionsPage') => async () =>
  (await import('./agents/network-history.tsx'))[name];

/** A §2 path that shows a page of another address: the redirect keeps the query (a report's filters). */
const alias = (id: string, path: string, to: string, title: WebMessageKey): RouteObject => ({
  id,
  path,
  handle: { title, back: true } satisfies RouteHandle,
  loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
});

/** The debt history's tabs (NAV-11, NAV-12): the bare path opens the prepaid tab. */
const debtHistoryRoutes = (area: 'account' | 'agent-center'): RouteObject[] => [
  alias(
    `${area}.debt-history`,
    `/${area}/debt-history`,
    `/${area}/debt-history/prabayar`,
    'network.title.debt_history',
  ),
  // One route for the three tabs: the page checks the tab and sends another back to the prepaid one.
  lazyPage({
    id: `${area}.debt-history.tab`,
    path: `/${area}/debt-history/:tab`,
    title: 'network.title.debt_history',
    back: true,
    load: historyPage('DebtHistoryPage'),
  }),
];

/** The agent network's pages (issue 18): becoming an agent, the Agent Center, the admin's applications. */
export const agentRoutes: RouteObject[] = [
  { id: 'agent-center', path: '/agent-center', loader: () => redirect('/agent-center/dashboard') },
  lazyPage({
    id: 'agent-center.dashboard',
    path: '/agent-center/dashboard',
    title: 'agents.title.center',
    load: page('AgentCenterDashboardPage'),
  }),
  lazyPage({
    id: 'agent-center.list-agent',
    path: '/agent-center/list-agent',
    title: 'agents.title.list',
    back: true,
    load: page('AgentListPage'),
  }),
  lazyPage({
    id: 'agent-center.agent-detail',
    path: '/agent-center/list-agent/:id',
    title: 'agents.title.detail',
    back: true,
    load: page('AgentDetailPage'),
  }),
  lazyPage({
    id: 'agent-center.agent',
    path: '/agent-center/agent',
    title: 'agents.title.register',
    back: true,
    load: page('RegisterAgentPage'),
  }),
  lazyPage({
    id: 'account.agent',
    path: '/account/agent',
    title: 'agents.title.become',
    back: true,
    load: page('BecomeAgentPage'),
  }),
  lazyPage({
    id: 'account.list-agent',
    path: '/account/list-agent',
    title: 'agents.title.list',
    back: true,
    load: page('AccountAgentListPage'),
  }),
  // Loans and agent debt (AGT-06, AGT-07).
  lazyPage({
    id: 'account.utang',
    path: '/account/utang',
    title: 'agents.title.my_debt',
    back: true,
    load: page('MyDebtPage'),
  }),
  lazyPage({
    id: 'agent-center.list-agent-debt',
    path: '/agent-center/list-agent-debt',
    title: 'agents.title.loans',
    back: true,
    load: page('NetworkLoansPage'),
  }),
  lazyPage({
    id: 'agent-center.list-bill-debt',
    path: '/agent-center/list-bill-debt',
    title: 'agents.title.billing',
    back: true,
    load: page('BillingPage'),
  }),
  lazyPage({
    id: 'agent-center.list-deposit-debt',
    path: '/agent-center/list-deposit-debt',
    title: 'agents.title.loan_deposits',
    back: true,
    load: page('LoanDepositsPage'),
  }),
  // An agent's own markup for its downline (decision 025).
  lazyPage({
    id: 'agent-center.markup',
    path: '/agent-center/markup',
    title: 'network.title.markup',
    back: true,
    load: networkPage('AgentCenterMarkupPage'),
  }),
  lazyPage({
    id: 'account.downline-markup',
    path: '/account/downline-markup',
    title: 'network.title.markup',
    back: true,
    load: networkPage('DownlineMarkupPage'),
  }),
  // Cashback (AGT-04): the products and billers that earn it (§2 list-cashback prabayar, pascabayar) and the wallet's
  // history, in the account and the Agent Center. The bare list path is the prepaid tab.
  lazyPage({
    id: 'account.list-cashback',
    path: '/account/list-cashback',
    title: 'network.title.list_cashback',
    back: true,
    load: networkPage('CashbackListPage'),
  }),
  lazyPage({
    id: 'account.list-cashback.prabayar',
    path: '/account/list-cashback/prabayar',
    title: 'network.title.list_cashback',
    back: true,
    load: networkPage('CashbackListPage'),
  }),
  lazyPage({
    id: 'account.list-cashback.pascabayar',
    path: '/account/list-cashback/pascabayar',
    title: 'network.title.list_cashback',
    back: true,
    load: networkPage('PostpaidCashbackListPage'),
  }),
  lazyPage({
    id: 'account.cashback-history',
    path: '/account/cashback-history',
    title: 'network.title.cashback_history',
    back: true,
    load: networkPage('CashbackHistoryPage'),
  }),
  lazyPage({
    id: 'agent-center.list-cashback',
    path: '/agent-center/list-cashback',
    title: 'network.title.list_cashback',
    back: true,
    load: networkPage('AgentCenterCashbackListPage'),
  }),
  lazyPage({
    id: 'agent-center.list-cashback.prabayar',
    path: '/agent-center/list-cashback/prabayar',
    title: 'network.title.list_cashback',
    back: true,
    load: networkPage('AgentCenterCashbackListPage'),
  }),
  lazyPage({
    id: 'agent-center.list-cashback.pascabayar',
    path: '/agent-center/list-cashback/pascabayar',
    title: 'network.title.list_cashback',
    back: true,
    load: networkPage('AgentCenterPostpaidCashbackListPage'),
  }),
  lazyPage({
    id: 'agent-center.cashback-history',
    path: '/agent-center/cashback-history',
    title: 'network.title.cashback_history',
    back: true,
    load: networkPage('AgentCenterCashbackHistoryPage'),
  }),
  // The rest of §2's account and Agent Center children (NAV-11, NAV-12), on the pages that hold them: the agent
  // transactions report, the transaction history, the profile and the debt history.
  alias(
    'account.transaksi-agen',
    '/account/transaksi-agen',
    '/account/laporan/transaksi-agen',
    'reports.title.transaksi-agen',
  ),
  lazyPage({
    id: 'agent-center.transaksi-agen',
    path: '/agent-center/transaksi-agen',
    title: 'reports.title.transaksi-agen',
    back: true,
    load: historyPage('AgentCenterAgentTransactionsPage'),
  }),
  ...(['', '/prabayar', '/pascabayar'] as const).map((tab) =>
    alias(
      `agent-center.transaksi-history${tab.replace('/', '.')}`,
      `/agent-center/transaksi-history${tab}`,
      `/account/transaksi-history${tab || '/prabayar'}`,
      'receipts.title.history',
    ),
  ),
  alias('agent-center.profile', '/agent-center/profile', '/account/profile', 'acc.profile'),
  ...debtHistoryRoutes('account'),
  ...debtHistoryRoutes('agent-center'),
  // DEP-10: the agent's deposit request (batch); the admin confirms it on /admin/deposit-requests.
  lazyPage({
    id: 'payment.deposit.request',
    path: '/payment/deposit/request',
    title: 'network.title.deposit_request',
    back: true,
    load: networkPage('AgentDepositRequestPage'),
  }),
];
