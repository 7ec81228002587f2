import type { SitePreferences } from '@konter/shared/contracts/site';
import type { IconName } from '../components/ui/icon.tsx';
import type { WebMessageKey } from '../locales/id.ts';
import { chatQueryKey } from '../lib/overlay-query.ts';

/**
 * The entries of the bottom navigation and the sidebar (NAV-19). Each belongs to a module; an entry whose module
 * is switched off for the tenant is not shown (PLT-10, PLT-11). Targets are the routes of the specification §2;
 * screens that do not exist yet fall through to the 404 page until their feature adds them.
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
};

const item = (
  id: string,
  label: WebMessageKey,
  icon: IconName,
  to: string,
  module: NavModule | null,
  end = false,
): NavItem => ({
  id,
  label,
  icon,
  to,
  module,
  end,
});

const publicItems: NavItem[] = [
  item('home', 'nav.home', 'home', '/', null, true),
  item('pricelist', 'nav.pricelist', 'tag', '/pricelist/pulsa', 'ppob'),
  item('help', 'nav.help', 'help', '/help', null),
  item('login', 'nav.login', 'login', '/auth/login', null),
];

const memberBottomItems: NavItem[] = [
  item('home', 'nav.home', 'home', '/prabayar', 'ppob'),
  item('report', 'nav.report', 'chart', '/report', 'ppob'),
  item('favorite', 'nav.favorite', 'star', '/account/contact', 'ppob'),
  item('chat', 'nav.chat', 'chat', `?${chatQueryKey}=open`, 'chat'),
  item('account', 'nav.account', 'user', '/account', null),
  item('shopping', 'nav.shopping', 'bag', '/shop', 'shop'),
  item('agent_center', 'nav.agent_center', 'users', '/agent-center', 'ppob'),
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
  item('agent_list', 'nav.agent_list', 'list', '/account/list-agent', 'ppob'),
  item('referral', 'nav.referral', 'gift', '/account/referral/code', null),
  item('agent_center', 'nav.agent_center', 'users', '/agent-center', 'ppob'),
  item('history', 'nav.history', 'clock', '/account/transaksi-history/prabayar', 'ppob'),
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

export function bottomNavigationItems(preferences: SitePreferences, loggedIn: boolean): NavItem[] {
  const items = loggedIn ? memberBottomItems : publicItems;
  return items.filter((entry) => isModuleOn(entry.module, preferences, loggedIn));
}

export function sidebarItems(preferences: SitePreferences, loggedIn: boolean): NavItem[] {
  const items = loggedIn ? memberSidebarItems : publicItems;
  return items.filter((entry) => isModuleOn(entry.module, preferences, loggedIn));
}

/**
 * A phone bar has room for five 44 px+ targets with readable labels. With more entries, the first four stay and a
 * fifth "more" slot opens the sidebar with the rest.
 */
export function splitBottomNavigation(items: NavItem[], slots = 5): { visible: NavItem[]; overflow: NavItem[] } {
  if (items.length <= slots) return { visible: items, overflow: [] };
  return { visible: items.slice(0, slots - 1), overflow: items.slice(slots - 1) };
}
