import { shopRoutes } from './shop-routes.ts';
import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { RouteHandle } from '../route-handle.ts';
import { agentRoutes } from './agent-routes.ts';
import { bulkRoutes } from './bulk-routes.ts';
import { posRoutes } from './pos-routes.ts';
import { developerRoutes } from './developer-routes.ts';
import { lazyPage } from './define-route.ts';
import { mediaRoutes } from './media-routes.ts';
import { notificationRoutes } from './notification-routes.ts';
import { postpaidRoutes } from './postpaid-routes.ts';
import { prepaidRoutes } from './prepaid-routes.ts';
import { pricelistMemberRoutes } from './pricelist-routes.ts';
import { receiptRoutes } from './receipt-routes.ts';
import { referralRoutes } from './referral-routes.ts';
import { reportRoutes } from './report-routes.ts';

/** The account screens (NAV-11, ACC-04..ACC-12). */
const accountRoutes: RouteObject[] = [
  lazyPage({
    id: 'account',
    path: '/account',
    title: 'title.account',
    load: async () => (await import('./account/overview.tsx')).AccountOverviewPage,
  }),
  lazyPage({
    id: 'account.profile',
    path: '/account/profile',
    title: 'title.profile',
    back: true,
    load: async () => (await import('./account/profile.tsx')).ProfilePage,
  }),
  lazyPage({
    id: 'account.address',
    path: '/account/address',
    title: 'title.address',
    back: true,
    load: async () => (await import('./account/address.tsx')).AddressPage,
  }),
  lazyPage({
    id: 'account.contact',
    path: '/account/contact',
    title: 'title.contacts',
    back: true,
    load: async () => (await import('./account/contact.tsx')).ContactPage,
  }),
  lazyPage({
    id: 'account.password',
    path: '/account/password',
    title: 'title.password',
    back: true,
    load: async () => (await import('./account/password.tsx')).PasswordPage,
  }),
  lazyPage({
    id: 'account.pin',
    path: '/account/pin',
    title: 'title.pin',
    back: true,
    load: async () => (await import('./account/pin.tsx')).PinPage,
  }),
  lazyPage({
    id: 'account.devices',
    path: '/account/devices',
    title: 'title.devices',
    back: true,
    load: async () => (await import('./account/devices.tsx')).DevicesPage,
  }),
  lazyPage({
    id: 'account.phone-verification',
    path: '/account/phone-verification',
    title: 'title.phone_verification',
    back: true,
    load: async () => (await import('./account/phone-verification.tsx')).PhoneVerificationPage,
  }),
  lazyPage({
    id: 'account.display',
    path: '/account/display',
    title: 'title.display',
    back: true,
    load: async () => (await import('./account/display.tsx')).DisplayPage,
  }),
  lazyPage({
    id: 'account.delete',
    path: '/account/delete',
    title: 'title.delete_account',
    back: true,
    load: async () => (await import('./account/delete.tsx')).DeleteAccountPage,
  }),
];

/** A path that only forwards to another (NAV-13: /payment → /payment/deposit → /payment/deposit/topup). */
function redirectRoute(id: string, path: string, to: string, title: RouteHandle['title']): RouteObject {
  const handle: RouteHandle = { title, back: false };
  return { id, path, handle, loader: () => redirect(to) };
}

/**
 * The deposit screens (NAV-13, DEP-01..DEP-09). Without a back button: these are top-level money screens that
 * carry their own tabs, and the header keeps showing the balance they change.
 */
const paymentRoutes: RouteObject[] = [
  redirectRoute('payment', '/payment', '/payment/deposit', 'title.topup'),
  redirectRoute('payment.deposit', '/payment/deposit', '/payment/deposit/topup', 'title.topup'),
  lazyPage({
    id: 'payment.deposit.topup',
    path: '/payment/deposit/topup',
    title: 'title.topup',
    load: async () => (await import('./payment/topup.tsx')).TopUpPage,
  }),
  lazyPage({
    id: 'payment.deposit.topup.code',
    path: '/payment/deposit/topup/:code',
    title: 'title.topup_instructions',
    load: async () => (await import('./payment/topup-instructions.tsx')).TopUpInstructionsPage,
  }),
  lazyPage({
    id: 'payment.deposit.history',
    path: '/payment/deposit/history',
    title: 'title.deposit_history',
    load: async () => (await import('./payment/history.tsx')).DepositHistoryPage,
  }),
  lazyPage({
    id: 'payment.deposit.transfer',
    path: '/payment/deposit/transfer',
    title: 'title.deposit_transfer',
    load: async () => (await import('./payment/transfer.tsx')).TransferPage,
  }),
  lazyPage({
    id: 'payment.cashback-redeem',
    path: '/payment/cashback-redeem',
    title: 'title.cashback_redeem',
    load: async () => (await import('./payment/cashback-redeem.tsx')).CashbackRedeemPage,
  }),
];

/** The id of the layout route every member page sits under. */
export const memberRouteId = 'member';

const guardHandle: RouteHandle = { title: 'title.account', back: false };

/**
 * Pages behind login (NAV-06): /prabayar, /account, /agent-center, /payment, /shop, … all sit under one pathless
 * layout route whose guard sends logged-out visitors to /auth/login?redirect=<page>. Add member pages to `children`.
 */
export const memberRoutes: RouteObject[] = [
  {
    id: memberRouteId,
    handle: guardHandle,
    lazy: async () => ({ Component: (await import('../layouts/member-guard.tsx')).MemberGuard }),
    children: [
      ...accountRoutes,
      ...paymentRoutes,
      ...prepaidRoutes,
      ...postpaidRoutes,
      ...receiptRoutes,
      ...reportRoutes,
      ...bulkRoutes,
      ...posRoutes,
      ...agentRoutes,
      ...developerRoutes,
      ...pricelistMemberRoutes,
      ...shopRoutes,
      ...notificationRoutes,
      ...referralRoutes,
      ...mediaRoutes,
    ],
  },
];
