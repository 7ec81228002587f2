import { platformPermission, type Role } from '@konter/shared/contracts/accounts-constants';
import type { SitePreferences } from '@konter/shared/contracts/site';
import type { IconName } from '../components/ui/icon.tsx';
import type { WebMessageKey } from '../locales/id.ts';
import { chatQueryKey } from '../lib/overlay-query.ts';

/**
 * The entries of the bottom navigation and the sidebar (NAV-19), as the specification lists them, in one table:
 * each entry names the places it appears in and the predicate that decides whether it shows. Every entry that leads
 * to a page of the app also needs that page to exist in the route table, so a menu never leads to a 404; an entry
 * whose screen is not built yet (agent centre, shop, notifications, referral, help centre) appears by itself once
 * its feature registers the route, and an entry with a further condition adds it to its `when` (one line).
 */
export type NavModule = 'ppob' | 'shop' | 'chat';

/** Where an entry appears: the bottom bar and the sidebar, for logged-in members and for logged-out guests. */
export type NavPlace = 'member_bottom' | 'member_sidebar' | 'guest_bottom' | 'guest_sidebar';

export type NavItem = {
  id: string;
  label: WebMessageKey;
  icon: IconName;
  /** A path of the app, a query that opens an overlay (`?chat=open`), or an outside address (`external`). */
  to: string;
  /** Only an exact path match marks the entry active (home would otherwise match everything). */
  end: boolean;
  /** An address outside the app (the tenant's Android app listing): opened as a plain link in a new tab. */
  external?: boolean;
  /** No address: the entry runs an action of the shell (offering to install the web app). */
  action?: 'install_app';
};

/**
 * Who looks at the navigation: logged out, or logged in with a role (null while the account loads) and the
 * account's permissions (its role's and its grants, as `GET account` lists them).
 */
export type Viewer = { loggedIn: boolean; role: Role | null; permissions?: readonly string[] };

/** Does a page answer this address (not the catch-all 404)? The app passes the route table's own answer. */
export type PageExists = (to: string) => boolean;

/** What the predicates read. `installed`: the app already runs as an installed PWA or inside the Android wrapper. */
export type NavContext = {
  preferences: SitePreferences;
  viewer: Viewer;
  pageExists: PageExists;
  installed?: boolean;
};

type NavPredicate = (context: NavContext) => boolean;

type NavEntry = {
  id: string;
  label: WebMessageKey;
  icon: IconName;
  places: readonly NavPlace[];
  /** Where it leads; a function when it depends on the tenant. */
  target: string | ((context: NavContext) => Pick<NavItem, 'to' | 'external' | 'action'>);
  end?: boolean;
  /** Every condition of the entry besides its page existing. */
  when?: readonly NavPredicate[];
};

const agentRoles: readonly Role[] = ['agent', 'master'];

// ---- the predicates ----

export function isModuleOn(module: NavModule | null, preferences: SitePreferences, loggedIn: boolean): boolean {
  switch (module) {
    case null:
      return true;
    case 'ppob':
      return preferences.features.ppob;
    case 'shop':
      return preferences.features.shop;
    case 'chat':
      // Live chat is for logged-in users only (PLT-11), and only where the widget has a script to load.
      return loggedIn && preferences.liveChat.isEnable && preferences.liveChat.scriptUrl !== null;
  }
}

/** The tenant has the module on (PLT-10, PLT-11). */
const moduleOn =
  (module: NavModule): NavPredicate =>
  ({ preferences, viewer }) =>
    isModuleOn(module, preferences, viewer.loggedIn);
/** The viewer's role is one of these (nothing role-bound shows while the account loads: it would flash and vanish). */
const roleIn =
  (roles: readonly Role[]): NavPredicate =>
  ({ viewer }) =>
    viewer.role !== null && roles.includes(viewer.role);

const holds =
  (permission: string): NavPredicate =>
  ({ viewer }) =>
    (viewer.permissions ?? []).includes(permission);
/** There is an app to get: the tenant's Android app, or the web app when it is not installed already. */
const appToGet: NavPredicate = ({ preferences, installed = false }) =>
  preferences.apps.androidUrl !== null || !installed;

const guests: readonly NavPlace[] = ['guest_bottom', 'guest_sidebar'];
const bottom: readonly NavPlace[] = ['member_bottom'];
const sidebar: readonly NavPlace[] = ['member_sidebar'];
const bottomAndSidebar: readonly NavPlace[] = ['member_bottom', 'member_sidebar'];

/**
 * The one list. Its order is both the bottom bar's (home, report, favorite, chat, account, shopping, agent center,
 * history) and the sidebar's (transaction, top-up deposit, notification, report, pricelist, help, account,
 * settings, agent list, download app, referral, agent center, history), each read through its places.
 */
const entries: readonly NavEntry[] = [
  { id: 'home', label: 'nav.home', icon: 'home', places: [...bottom, ...guests], target: '/', end: true },
  {
    id: 'transaction',
    label: 'nav.transaction',
    icon: 'receipt',
    places: sidebar,
    target: '/prabayar',
    when: [moduleOn('ppob')],
  },
  {
    id: 'topup_deposit',
    label: 'nav.topup_deposit',
    icon: 'wallet',
    places: sidebar,
    target: '/payment/deposit/topup',
  },
  { id: 'notification', label: 'nav.notification', icon: 'bell', places: sidebar, target: '/notification' },
  {
    id: 'report',
    label: 'nav.report',
    icon: 'chart',
    places: bottomAndSidebar,
    target: '/report',
    when: [moduleOn('ppob')],
  },
  {
    id: 'favorite',
    label: 'nav.favorite',
    icon: 'star',
    places: bottom,
    target: '/account/contact',
    when: [moduleOn('ppob')],
  },
  {
    id: 'chat',
    label: 'nav.chat',
    icon: 'chat',
    places: bottom,
    target: `?${chatQueryKey}=open`,
    when: [moduleOn('chat')],
  },
  {
    id: 'pricelist',
    label: 'nav.pricelist',
    icon: 'tag',
    places: [...sidebar, ...guests],
    target: '/pricelist/pulsa',
    when: [moduleOn('ppob')],
  },
  { id: 'help', label: 'nav.help', icon: 'help', places: [...sidebar, ...guests], target: '/help' },
  { id: 'login', label: 'nav.login', icon: 'login', places: guests, target: '/auth/login' },
  // Active on the account page itself: its children have entries of their own (settings, history).
  { id: 'account', label: 'nav.account', icon: 'user', places: bottomAndSidebar, target: '/account', end: true },
  {
    id: 'shopping',
    label: 'nav.shopping',
    icon: 'bag',
    places: bottomAndSidebar,
    target: '/shop',
    when: [moduleOn('shop')],
  },
  { id: 'settings', label: 'nav.settings', icon: 'settings', places: sidebar, target: '/account/profile' },
  {
    id: 'agent_list',
    label: 'nav.agent_list',
    icon: 'list',
    places: sidebar,
    target: '/account/list-agent',
    when: [moduleOn('ppob'), roleIn(agentRoles)],
  },
  {
    id: 'download_app',
    label: 'nav.download_app',
    icon: 'download',
    places: ['member_sidebar', 'guest_sidebar'],
    target: ({ preferences }) =>
      preferences.apps.androidUrl
        ? { to: preferences.apps.androidUrl, external: true }
        : { to: '#install-app', action: 'install_app' },
    when: [appToGet],
  },
  { id: 'referral', label: 'nav.referral', icon: 'gift', places: sidebar, target: '/account/referral/code' },
  {
    id: 'agent_center',
    label: 'nav.agent_center',
    icon: 'users',
    places: bottomAndSidebar,
    target: '/agent-center',
    when: [moduleOn('ppob'), roleIn(agentRoles)],
  },
  {
    id: 'history',
    label: 'nav.history',
    icon: 'clock',
    places: bottomAndSidebar,
    // The histories' common address (it opens the prepaid one), so the entry is active on both.
    target: '/account/transaksi-history',
    when: [moduleOn('ppob')],
  },
  // The back office (issue 17), for admins only.
  { id: 'admin', label: 'nav.admin', icon: 'grid', places: sidebar, target: '/admin', when: [roleIn(['admin'])] },
  // The platform screen (decision 034), for the installation's owner only: a grant, not a role.
  {
    id: 'platform',
    label: 'nav.platform',
    icon: 'globe',
    places: sidebar,
    target: '/platform',
    when: [holds(platformPermission)],
  },
];

/** Whether a target of the app answers: an overlay query opens on the page at hand; outside links and actions are no page. */
function leadsSomewhere(item: NavItem, pageExists: PageExists): boolean {
  if (item.external || item.action) return true;
  return item.to.startsWith('?') || pageExists(item.to);
}

/** The entries of one place the context allows, in the table's order. */
export function navigationItems(place: NavPlace, context: NavContext): NavItem[] {
  const items: NavItem[] = [];
  for (const entry of entries) {
    if (!entry.places.includes(place)) continue;
    if (!(entry.when ?? []).every((predicate) => predicate(context))) continue;
    const target = typeof entry.target === 'string' ? { to: entry.target } : entry.target(context);
    const item: NavItem = { id: entry.id, label: entry.label, icon: entry.icon, end: entry.end ?? false, ...target };
    if (leadsSomewhere(item, context.pageExists)) items.push(item);
  }
  return items;
}

export function bottomNavigationItems(
  preferences: SitePreferences,
  viewer: Viewer,
  pageExists: PageExists,
  installed = false,
): NavItem[] {
  return navigationItems(viewer.loggedIn ? 'member_bottom' : 'guest_bottom', {
    preferences,
    viewer,
    pageExists,
    installed,
  });
}

export function sidebarItems(
  preferences: SitePreferences,
  viewer: Viewer,
  pageExists: PageExists,
  installed = false,
): NavItem[] {
  return navigationItems(viewer.loggedIn ? 'member_sidebar' : 'guest_sidebar', {
    preferences,
    viewer,
    pageExists,
    installed,
  });
}

/**
 * A phone bar has room for five 44 px+ targets with readable labels. With more entries, the first four stay and a
 * fifth "more" slot opens the sidebar with the rest.
 */
export function splitBottomNavigation(items: NavItem[], slots = 5): { visible: NavItem[]; overflow: NavItem[] } {
  if (items.length <= slots) return { visible: items, overflow: [] };
  return { visible: items.slice(0, slots - 1), overflow: items.slice(slots - 1) };
}
