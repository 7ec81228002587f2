import type { Role } from '@konter/shared/contracts/accounts-constants';
import type { SitePreferences } from '@konter/shared/contracts/site';
import type { IconName } from '../components/ui/icon.tsx';
import type { WebMessageKey } from '../locales/id.ts';
import { chatQueryKey } from '../lib/overlay-query.ts';

/**
 * The entries of the bottom navigation and the sidebar (NAV-19), as the specification lists them. An entry is shown
 * only when its page exists in the route table, its module is on for the tenant (PLT-10, PLT-11) and the viewer's
 * role may use it: a menu never leads to a 404 or to a refusal. An entry whose screen is not built yet (agent
 * centre, shop, notifications, referral, help centre) appears by itself once its feature registers the route.
 */
export type NavModule = 'ppob' | 'shop' | 'chat';

export type NavItem = {
  id: string;
  label: WebMessageKey;
  icon: IconName;
  to: string;
  module: NavModule | null;
  /** Only an exact path match marks the entry active (home would otherwise match everything). */
  end?: boolean;
  /** The roles that may use it; absent: every logged-in role. */
  roles?: readonly Role[];
};

/** Who looks at the navigation: logged out, or logged in with a role (null while the account loads). */
export type Viewer = { loggedIn: boolean; role: Role | null };

/** Does a page answer this address (not the catch-all 404)? The app passes the route table's own answer. */
export type PageExists = (to: string) => boolean;

const agentRoles: readonly Role[] = ['agent', 'master'];

const item = (
  id: string,
  label: WebMessageKey,
  icon: IconName,
  to: string,
  module: NavModule | null,
  options: { end?: boolean; roles?: readonly Role[] } = {},
): NavItem => ({
  id,
  label,
  icon,
  to,
  module,
  end: options.end ?? false,
  ...(options.roles ? { roles: options.roles } : {}),
});

const publicItems: NavItem[] = [
  item('home', 'nav.home', 'home', '/', null, { end: true }),
  item('pricelist', 'nav.pricelist', 'tag', '/pricelist/pulsa', 'ppob'),
  item('help', 'nav.help', 'help', '/help', null),
  item('login', 'nav.login', 'login', '/auth/login', null),
];

const memberBottomItems: NavItem[] = [
  item('home', 'nav.home', 'home', '/', null, { end: true }),
  item('report', 'nav.report', 'chart', '/report', 'ppob'),
  item('favorite', 'nav.favorite', 'star', '/account/contact', 'ppob'),
  item('chat', 'nav.chat', 'chat', `?${chatQueryKey}=open`, 'chat'),
  item('account', 'nav.account', 'user', '/account', null),
  item('shopping', 'nav.shopping', 'bag', '/shop', 'shop'),
  item('agent_center', 'nav.agent_center', 'users', '/agent-center', 'ppob', { roles: agentRoles }),
  item('history', 'nav.history', 'clock', '/account/transaksi-history/prabayar', 'ppob'),
];

const memberSidebarItems: NavItem[] = [
  item('transaction', 'nav.transaction', 'receipt', '/prabayar', 'ppob'),
  item('topup_deposit', 'nav.topup_deposit', 'wallet', '/payment/deposit/topup', null),
  item('notification', 'nav.notification', 'bell', '/notification', null),
  item('report', 'nav.report', 'chart', '/report', 'ppob'),
  item('pricelist', 'nav.pricelist', 'tag', '/pricelist/pulsa', 'ppob'),
  item('shopping', 'nav.shopping', 'bag', '/shop', 'shop'),
  item('help', 'nav.help', 'help', '/help', null),
  item('account', 'nav.account', 'user', '/account', null),
  item('settings', 'nav.settings', 'settings', '/account/profile', null),
  item('agent_list', 'nav.agent_list', 'list', '/account/list-agent', 'ppob', { roles: agentRoles }),
  item('referral', 'nav.referral', 'gift', '/account/referral/code', null),
  item('agent_center', 'nav.agent_center', 'users', '/agent-center', 'ppob', { roles: agentRoles }),
  item('history', 'nav.history', 'clock', '/account/transaksi-history/prabayar', 'ppob'),
  item('admin', 'nav.admin', 'grid', '/admin', null, { roles: ['admin'] }),
];

export function isModuleOn(module: NavModule | null, preferences: SitePreferences, loggedIn: boolean): boolean {
  switch (module) {
    case null:
      return true;
    case 'ppob':
      return preferences.features.ppob;
    case 'shop':
      return preferences.features.shop;
    case 'chat':
      // Live chat is for logged-in users only (PLT-11).
      return loggedIn && preferences.liveChat.isEnable;
  }
}

function visibleItems(items: NavItem[], preferences: SitePreferences, viewer: Viewer, pageExists: PageExists) {
  return items.filter(
    (entry) =>
      isModuleOn(entry.module, preferences, viewer.loggedIn) &&
      (entry.roles === undefined || (viewer.role !== null && entry.roles.includes(viewer.role))) &&
      // A query-only target (`?chat=open`) opens an overlay on the page at hand.
      (entry.to.startsWith('?') || pageExists(entry.to)),
  );
}

export function bottomNavigationItems(preferences: SitePreferences, viewer: Viewer, pageExists: PageExists): NavItem[] {
  return visibleItems(viewer.loggedIn ? memberBottomItems : publicItems, preferences, viewer, pageExists);
}

export function sidebarItems(preferences: SitePreferences, viewer: Viewer, pageExists: PageExists): NavItem[] {
  return visibleItems(viewer.loggedIn ? memberSidebarItems : publicItems, preferences, viewer, pageExists);
}

/**
 * A phone bar has room for five 44 px+ targets with readable labels. With more entries, the first four stay and a
 * fifth "more" slot opens the sidebar with the rest.
 */
export function splitBottomNavigation(items: NavItem[], slots = 5): { visible: NavItem[]; overflow: NavItem[] } {
  if (items.length <= slots) return { visible: items, overflow: [] };
  return { visible: items.slice(0, slots - 1), overflow: items.slice(slots - 1) };
}
