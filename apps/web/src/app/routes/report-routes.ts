import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { RouteHandle } from '../route-handle.ts';
import { lazyPage } from './define-route.ts';

const prepaidReportPath = '/account/laporan/transaksi';
const laporanHandle: RouteHandle = { title: 'reports.title.prabayar', back: false };

/**
 * The report centre and the report tabs behind login (NAV-11 /account/laporan/*, RPT-01..RPT-03). Page modules
 * live under ./report/. The shop report comes with the shop module.
 */
export const reportRoutes: RouteObject[] = [
  lazyPage({
    id: 'report',
    path: '/report',
    title: 'reports.title.centre',
    load: async () => (await import('./report/report-centre.tsx')).ReportCentrePage,
  }),
  // The bare path opens the first tab, keeping its filters.
  {
    id: 'account.laporan',
    path: '/account/laporan',
    handle: laporanHandle,
    loader: ({ request }) => redirect(`${prepaidReportPath}${new URL(request.url).search}`),
  },
  lazyPage({
    id: 'account.laporan.transaksi',
    path: prepaidReportPath,
    title: 'reports.title.prabayar',
    load: async () => (await import('./report/report-pages.tsx')).PrepaidReportPage,
  }),
  lazyPage({
    id: 'account.laporan.pasca',
    path: '/account/laporan/pasca',
    title: 'reports.title.pascabayar',
    load: async () => (await import('./report/report-pages.tsx')).PostpaidReportPage,
  }),
  lazyPage({
    id: 'account.laporan.transaksi-agen',
    path: '/account/laporan/transaksi-agen',
    title: 'reports.title.transaksi-agen',
    load: async () => (await import('./report/report-pages.tsx')).AgentTransactionsReportPage,
  }),
  lazyPage({
    id: 'account.laporan.agen',
    path: '/account/laporan/agen',
    title: 'reports.title.agen',
    load: async () => (await import('./report/report-pages.tsx')).AgentListReportPage,
  }),
  lazyPage({
    id: 'account.laporan.deposit',
    path: '/account/laporan/deposit',
    title: 'reports.title.deposit',
    load: async () => (await import('./report/report-pages.tsx')).DepositReportPage,
  }),
  // NAV-11 /account/cashback-history is the cashback wallet's history from the ledger (agent-routes.ts, issue 18);
  // it links here for the purchase cashback report with its filters and exports.
  lazyPage({
    id: 'account.laporan.cashback-balance',
    path: '/account/laporan/cashback-balance',
    title: 'reports.title.cashback',
    load: async () => (await import('./report/report-pages.tsx')).CashbackReportPage,
  }),
  lazyPage({
    id: 'account.laporan.utang',
    path: '/account/laporan/utang',
    title: 'reports.title.utang',
    load: async () => (await import('./report/report-pages.tsx')).DebtReportPage,
  }),
  lazyPage({
    id: 'account.laporan.toko',
    path: '/account/laporan/toko',
    title: 'reports.title.toko',
    load: async () => (await import('./report/report-pages.tsx')).ShopReportPage,
  }),
  // NAV-11 laporan/shop/{status?}: the shop's report is the toko tab (its sales per day, of every paid order).
  ...['/account/laporan/shop', '/account/laporan/shop/:status'].map((path): RouteObject => ({
    id: path.endsWith(':status') ? 'account.laporan.shop.status' : 'account.laporan.shop',
    path,
    handle: { title: 'reports.title.toko', back: false } satisfies RouteHandle,
    loader: ({ request }) => redirect(`/account/laporan/toko${new URL(request.url).search}`),
  })),
];
