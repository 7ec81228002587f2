import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { RouteHandle } from '../route-handle.ts';
import { lazyPage } from './define-route.ts';

const pages = async () => import('./referral/referral-pages.tsx');

/** Referral and affiliate (NAV-11 `/account/referral/*`, NAV-12 `/agent-center/referral/*`; REF-01..04). */
export const referralRoutes: RouteObject[] = [
  {
    id: 'account.referral',
    path: '/account/referral',
    handle: { title: 'ref.title.code', back: false } satisfies RouteHandle,
    loader: () => redirect('/account/referral/code'),
  },
  lazyPage({
    id: 'account.referral.code',
    path: '/account/referral/code',
    title: 'ref.title.code',
    back: true,
    load: async () => (await pages()).ReferralCodePage,
  }),
  lazyPage({
    id: 'account.referral.email',
    path: '/account/referral/email',
    title: 'ref.title.email',
    back: true,
    load: async () => (await pages()).ReferralEmailPage,
  }),
  lazyPage({
    id: 'account.referral.affiliate',
    path: '/account/referral/affiliate',
    title: 'ref.title.affiliate',
    back: true,
    load: async () => (await pages()).AffiliatePage,
  }),
  lazyPage({
    id: 'account.referral.commission',
    path: '/account/referral/commission',
    title: 'ref.title.commission',
    back: true,
    load: async () => (await pages()).CommissionPage,
  }),
  {
    id: 'agent-center.referral',
    path: '/agent-center/referral',
    handle: { title: 'ref.title.agent_center', back: false } satisfies RouteHandle,
    loader: () => redirect('/agent-center/referral/code'),
  },
  lazyPage({
    id: 'agent-center.referral.code',
    path: '/agent-center/referral/code',
    title: 'ref.title.agent_center',
    back: true,
    load: async () => (await pages()).AgentCenterReferralCodePage,
  }),
  lazyPage({
    id: 'agent-center.referral.email',
    path: '/agent-center/referral/email',
    title: 'ref.title.agent_center_email',
    back: true,
    load: async () => (await pages()).AgentCenterReferralEmailPage,
  }),
];
