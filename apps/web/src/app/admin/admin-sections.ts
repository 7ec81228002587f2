import type { ComponentType } from 'react';
import type { IconName } from '../../components/ui/icon.tsx';
import type { AdminMessageKey } from '../../locales/admin/id.ts';

/**
 * The back office's navigation: one list, in this file. A domain adds its section with one line: a path under
 * /admin, its label, an icon and the lazily loaded screen (with sub-pages, if any). Only list what is built: every
 * entry is a route, so the menu never leads to a 404. Labels are keys of the admin catalogue
 * (locales/admin/{id,en,zh}.ts).
 */
export type AdminSubPage = { path: string; load: () => Promise<ComponentType> };

export type AdminSection = {
  /** The path under /admin, also the section's id. */
  path: string;
  label: AdminMessageKey;
  icon: IconName;
  load: () => Promise<ComponentType>;
  pages?: AdminSubPage[];
};

const section = (
  path: string,
  label: AdminMessageKey,
  icon: IconName,
  load: () => Promise<ComponentType>,
  pages: AdminSubPage[] = [],
): AdminSection => ({ path, label, icon, load, pages });

export const adminSections: AdminSection[] = [
  // First: /admin opens the dashboard (issue 17).
  section(
    'dashboard',
    'admin.nav.dashboard',
    'chart',
    async () => (await import('./pages/dashboard.tsx')).DashboardPage,
  ),
  section('people', 'admin.nav.people', 'users', async () => (await import('./pages/people.tsx')).PeoplePage, [
    { path: ':accountId', load: async () => (await import('./pages/account.tsx')).AccountPage },
  ]),
  section('money', 'admin.nav.money', 'wallet', async () => (await import('./pages/money.tsx')).MoneyPage),
  section(
    'deposit-requests',
    'admin.nav.deposit_requests',
    'receipt',
    async () => (await import('./pages/deposit-requests.tsx')).DepositRequestsPage,
  ),
  section(
    'reconciliation',
    'admin.nav.reconciliation',
    'alert',
    async () => (await import('./pages/reconciliation.tsx')).ReconciliationPage,
  ),
  section(
    'stuck-purchases',
    'admin.nav.stuck_purchases',
    'clock',
    async () => (await import('./pages/stuck-purchases.tsx')).StuckPurchasesPage,
  ),
  section(
    'catalogue',
    'admin.nav.catalogue',
    'tag',
    async () => (await import('./pages/catalogue.tsx')).CataloguePage,
    [{ path: ':code', load: async () => (await import('./pages/product.tsx')).ProductPage }],
  ),
  section('agents', 'admin.nav.agents', 'users', async () => (await import('./pages/agents.tsx')).AdminAgentsPage),
  section(
    'agent-loans',
    'admin.nav.agent_loans',
    'wallet',
    async () => (await import('./pages/agent-loans.tsx')).AdminAgentLoansPage,
  ),
  section(
    'referral',
    'admin.nav.referral',
    'gift',
    async () => (await import('./pages/referral.tsx')).AdminReferralPage,
  ),
  section(
    'developer',
    'admin.nav.developer',
    'sim',
    async () => (await import('./pages/developer.tsx')).AdminDeveloperPage,
  ),
  section(
    'notifications',
    'admin.nav.news',
    'bell',
    async () => (await import('./pages/notifications.tsx')).AdminNotificationsPage,
  ),
  section('content', 'admin.nav.content', 'list', async () => (await import('./pages/content.tsx')).AdminContentPage),
  section('shop', 'admin.nav.shop', 'bag', async () => (await import('./pages/shop.tsx')).ShopAdminPage),
  section(
    'tenant',
    'admin.nav.tenant',
    'settings',
    async () => (await import('./pages/tenant-settings.tsx')).TenantSettingsPage,
  ),
  section('audit', 'admin.nav.audit', 'list', async () => (await import('./pages/audit.tsx')).AuditPage),
  section(
    'parcels',
    'admin.nav.parcels',
    'package',
    async () => (await import('./pages/parcels.tsx')).AdminParcelsPage,
  ),
  section('menu', 'admin.nav.menu', 'grid', async () => (await import('./pages/tenant-menu.tsx')).TenantMenuPage),
];
