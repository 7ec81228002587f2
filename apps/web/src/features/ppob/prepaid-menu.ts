import type { PurchasableFamily } from '@konter/shared/ppob/families';
import { familyDefinitions } from '@konter/shared/ppob/families';
import type { MenuEntry } from '@konter/shared/contracts/site';
import type { WebMessageKey } from '../../locales/id.ts';

/** The spreadsheet top-up child of /prabayar (NAV-18). */
export const excelRoute = 'topupByExcel';
/** Promo items are no menu entry: every member who may buy may see them. */
export const promotionRoute = 'promotion';

/** Children of /prabayar that a menu entry can stand for (NAV-07). */
export const menuRoutes: readonly string[] = [...familyDefinitions.map((definition) => definition.route), excelRoute];

/** The page title of each family screen (route handles and headings). */
export const familyTitles = {
  pulsa: 'prepaid.title.pulsa',
  data: 'prepaid.title.data',
  listrik: 'prepaid.title.listrik',
  games: 'prepaid.title.games',
  emoney: 'prepaid.title.emoney',
  smstel: 'prepaid.title.smstel',
  masaAktif: 'prepaid.title.masaAktif',
  tv: 'prepaid.title.tv',
  international: 'prepaid.title.international',
  'aktivasi-voucher': 'prepaid.title.aktivasi-voucher',
  voucher: 'prepaid.title.voucher',
  aktivasiPerdana: 'prepaid.title.aktivasiPerdana',
  pertagas: 'prepaid.title.pertagas',
  esim: 'prepaid.title.esim',
  sendMoney: 'prepaid.title.sendMoney',
} as const satisfies Record<PurchasableFamily, WebMessageKey>;

const familyRouteByName = new Map<string, string>(
  familyDefinitions.flatMap((definition) => [
    [definition.family, definition.route],
    [definition.route, definition.route],
  ]),
);
familyRouteByName.set(excelRoute, excelRoute);

/**
 * The /prabayar child a menu entry stands for, or null for one that is not prepaid. Entries name their route
 * (`/prabayar/electricity`) or only their family (`listrik`); e-money offered through the postpaid route counts as
 * the prepaid e-money screen (NAV-17).
 */
export function prepaidRouteOfEntry(entry: Pick<MenuEntry, 'name' | 'prepaidRoute'>): string | null {
  const match = /^\/(prabayar|pascabayar)\/([^/?#]+)/.exec(entry.prepaidRoute);
  const area = match?.[1];
  const segment = match?.[2];
  if (area === 'pascabayar') return segment === 'emoney' || entry.name === 'emoney' ? 'emoney' : null;
  if (area === 'prabayar' && segment) {
    const route = familyRouteByName.get(segment);
    if (route) return route;
  }
  return familyRouteByName.get(entry.name) ?? null;
}

/** The prepaid children the menu allows, in menu order, each once. */
export function allowedPrepaidRoutes(entries: readonly Pick<MenuEntry, 'name' | 'prepaidRoute'>[]): string[] {
  const routes: string[] = [];
  for (const entry of entries) {
    const route = prepaidRouteOfEntry(entry);
    if (route && !routes.includes(route)) routes.push(route);
  }
  return routes;
}

/**
 * NAV-17: where a /prabayar child sends a member whose menu does not have it. `null` means it may stay; otherwise
 * the first allowed prepaid child, or `'none'` when the menu has no prepaid entry at all.
 */
export function prepaidRedirect(route: string, allowed: readonly string[]): string | null {
  if (route === promotionRoute || allowed.includes(route)) return null;
  return allowed[0] ?? 'none';
}
