import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { RouteHandle } from '../route-handle.ts';
import { lazyPage } from './define-route.ts';

const historyPath = '/account/transaksi-history/prabayar';
const historyHandle: RouteHandle = { title: 'receipts.title.history', back: false };

/**
 * Receipts, receipt settings and the transaction histories behind login (NAV-11, NAV-14, RCP-01..RCP-03).
 * Page modules live under ./receipt/.
 */
export const receiptRoutes: RouteObject[] = [
  lazyPage({
    id: 'receipt.prabayar',
    path: '/receipt/prabayar/:refId',
    title: 'receipts.title.receipt',
    back: true,
    load: async () => (await import('./receipt/receipt.tsx')).ReceiptPage,
  }),
  lazyPage({
    id: 'account.receipt-settings',
    path: '/account/receipt-settings',
    title: 'receipts.title.settings',
    back: true,
    load: async () => (await import('./receipt/receipt-settings.tsx')).ReceiptSettingsPage,
  }),
  // The bare path opens the prepaid history, keeping its filters.
  {
    id: 'account.transaction-history',
    path: '/account/transaksi-history',
    handle: historyHandle,
    loader: ({ request }) => redirect(`${historyPath}${new URL(request.url).search}`),
  },
  lazyPage({
    id: 'account.transaction-history.prabayar',
    path: historyPath,
    title: 'receipts.title.history',
    // A destination of the bottom navigation, not a sub-page.
    back: false,
    load: async () => (await import('./receipt/transaction-history.tsx')).PrepaidHistoryPage,
  }),
  lazyPage({
    id: 'account.transaction-history.pascabayar',
    path: '/account/transaksi-history/pascabayar',
    title: 'receipts.title.history',
    back: false,
    load: async () => (await import('./receipt/transaction-history.tsx')).PostpaidHistoryPage,
  }),
];
