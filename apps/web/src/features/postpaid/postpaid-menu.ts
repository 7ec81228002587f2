import type { PostpaidType } from '@konter/shared/contracts/postpaid-constants';
import { postpaidTypes } from '@konter/shared/contracts/postpaid-constants';
import type { MenuEntry, SitePreferences } from '@konter/shared/contracts/site';
import type { IconName } from '../../components/ui/icon.tsx';
import { isIconName } from '../../components/ui/icon.tsx';
import type { WebMessageKey } from '../../locales/id.ts';

/** Where /pascabayar (and /webapp/pascabayar) opens. */
export const defaultPostpaidType: PostpaidType = 'electricity';

/** The page title of each postpaid type (route handles, headings, the type chips). */
export const postpaidTitles = {
  tv: 'postpaid.title.tv',
  finance: 'postpaid.title.finance',
  pdam: 'postpaid.title.pdam',
  hp: 'postpaid.title.hp',
  pbb: 'postpaid.title.pbb',
  gas: 'postpaid.title.gas',
  electricity: 'postpaid.title.electricity',
  bpjs: 'postpaid.title.bpjs',
  internet: 'postpaid.title.internet',
  esamsat: 'postpaid.title.esamsat',
  tselomni: 'postpaid.title.tselomni',
  'kirim-uang': 'postpaid.title.kirim-uang',
  indosat4u: 'postpaid.title.indosat4u',
  tricuanmax: 'postpaid.title.tricuanmax',
  xlcuanku: 'postpaid.title.xlcuanku',
  byupromo: 'postpaid.title.byupromo',
} as const satisfies Record<PostpaidType, WebMessageKey>;

/** An icon per type, for menu entries whose own icon the app does not draw (the seed's droplet, shield, router…). */
const postpaidIcons: Record<PostpaidType, IconName> = {
  tv: 'tv',
  finance: 'card',
  pdam: 'bill',
  hp: 'phone',
  pbb: 'home',
  gas: 'flame',
  electricity: 'bolt',
  bpjs: 'users',
  internet: 'wifi',
  esamsat: 'ticket',
  tselomni: 'sim',
  'kirim-uang': 'send',
  indosat4u: 'gift',
  tricuanmax: 'gift',
  xlcuanku: 'gift',
  byupromo: 'gift',
};

export function postpaidIcon({ type, entry }: PostpaidMenuItem): IconName {
  return isIconName(entry.icon) ? entry.icon : postpaidIcons[type];
}

/**
 * A route segment or menu name as a postpaid type: `pdam`, `kirim-uang`, and the specification's spelling
 * `kirim uang` (also URL-encoded) all count.
 */
export function postpaidTypeOf(segment: string): PostpaidType | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const normalized = decoded.trim().toLowerCase().replace(/\s+/g, '-');
  return postpaidTypes.find((type) => type === normalized) ?? null;
}

/** The postpaid type a menu entry stands for (`/pascabayar/<type>`), or null for one that is not postpaid. */
export function postpaidTypeOfEntry(entry: Pick<MenuEntry, 'prepaidRoute'>): PostpaidType | null {
  const segment = /^\/pascabayar\/([^/?#]+)/.exec(entry.prepaidRoute)?.[1];
  return segment ? postpaidTypeOf(segment) : null;
}

export type PostpaidMenuItem = { type: PostpaidType; entry: MenuEntry };

/**
 * The postpaid types the tenant's menu offers, in menu order, each once: enabled entries routed to
 * `/pascabayar/<type>`, none when the PPOB module is off. Read from the menu itself rather than the name-deduplicated
 * list, because postpaid entries may share a name with a prepaid one (`tv`).
 */
export function allowedPostpaidItems(preferences: SitePreferences): PostpaidMenuItem[] {
  if (!preferences.features.ppob) return [];
  const { menu } = preferences;
  const entries =
    menu.kind === 'groups' ? menu.groups.flatMap((group) => group.entries) : [...menu.primary, ...menu.home];
  const items: PostpaidMenuItem[] = [];
  for (const entry of entries) {
    const type = entry.enabled ? postpaidTypeOfEntry(entry) : null;
    if (type && !items.some((item) => item.type === type)) items.push({ type, entry });
  }
  return items;
}

/**
 * NAV-17 for the postpaid screens: `null` when the segment may stay; otherwise the first postpaid type the menu
 * offers, or `'none'` when it offers none.
 */
export function postpaidRedirect(segment: string, allowed: readonly PostpaidType[]): PostpaidType | 'none' | null {
  const type = postpaidTypeOf(segment);
  if (type && allowed.includes(type)) return null;
  return allowed[0] ?? 'none';
}
