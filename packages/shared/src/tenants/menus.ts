import type { Menu, MenuEntry } from '../contracts/site.ts';

// The menus a new tenant starts with (NAV-16): every prepaid family, then every postpaid one.
const prepaid = (name: string, route: string, landing: string, icon: string): MenuEntry => ({
  name,
  label: `menu.${name}`,
  icon,
  prepaidRoute: `/prabayar/${route}`,
  landingRoute: landing,
  backendId: `${name} - prabayar`,
  enabled: true,
});

const postpaid = (name: string, icon: string): MenuEntry => ({
  name,
  label: `menu.pascabayar.${name}`,
  icon,
  prepaidRoute: `/pascabayar/${name}`,
  landingRoute: `/m/pascabayar/${name}`,
  backendId: `${name} - pascabayar`,
  enabled: true,
});

export const prepaidEntries: MenuEntry[] = [
  prepaid('pulsa', 'pulsa', '/', 'phone'),
  prepaid('data', 'data', '/m/data', 'wifi'),
  prepaid('listrik', 'electricity', '/m/listrik', 'bolt'),
  prepaid('games', 'games', '/m/games', 'gamepad'),
  prepaid('emoney', 'emoney', '/m/emoney', 'wallet'),
  prepaid('voucher', 'voucher', '/m/voucher', 'ticket'),
  prepaid('aktivasi-voucher', 'aktivasi-voucher', '/m/activationVoucher', 'ticket-check'),
  prepaid('aktivasiPerdana', 'starterPacks', '/m/starterPacks', 'sim'),
  prepaid('smstel', 'smstel', '/m/smstel', 'message'),
  prepaid('masaAktif', 'validityPackage', '/m/validityPackage', 'calendar'),
  prepaid('tv', 'tv', '/m/tv', 'tv'),
  prepaid('international', 'international', '/m/international', 'globe'),
  prepaid('pertagas', 'pertagas', '/m/pertagas', 'flame'),
  prepaid('esim', 'esim', '/m/esim', 'chip'),
  prepaid('sendMoney', 'sendMoney', '/m/sendMoney', 'send'),
  prepaid('topupByExcel', 'topupByExcel', '/m/topupByExcel', 'sheet'),
];

export const postpaidEntries: MenuEntry[] = [
  postpaid('electricity', 'bolt'),
  postpaid('pdam', 'droplet'),
  postpaid('bpjs', 'shield'),
  postpaid('internet', 'router'),
  postpaid('tv', 'tv'),
  postpaid('hp', 'phone'),
  postpaid('finance', 'bank'),
  postpaid('pbb', 'home'),
  postpaid('gas', 'flame'),
  postpaid('esamsat', 'car'),
  postpaid('kirim-uang', 'send'),
  postpaid('tselomni', 'sim'),
  postpaid('indosat4u', 'gift'),
  postpaid('tricuanmax', 'gift'),
  postpaid('xlcuanku', 'gift'),
  postpaid('byupromo', 'gift'),
];

/**
 * POS MLO (NAV-16, MLO-01): parcel logistics for agents, off until the tenant enables it (its enable option); an
 * account without `is_agen_mlo` that opens it reads the permission message.
 */
export const posEntry: MenuEntry = {
  name: 'pos',
  label: 'menu.pos',
  icon: 'package',
  prepaidRoute: '/pos',
  landingRoute: '/pos',
  backendId: 'pos - prabayar',
  enabled: false,
};

/** A menu with the POS MLO entry switched on or off (the tenant's enable option). */
export function withPos(menu: Menu, enabled: boolean): Menu {
  const set = (entries: MenuEntry[]) =>
    entries.map((entry) => (entry.name === posEntry.name ? { ...entry, enabled } : entry));
  return menu.kind === 'groups'
    ? { ...menu, groups: menu.groups.map((group) => ({ ...group, entries: set(group.entries) })) }
    : { ...menu, primary: set(menu.primary), home: set(menu.home) };
}

export const groupedMenu: Menu = {
  kind: 'groups',
  groups: [
    { title: 'menu.group.prepaid', entries: prepaidEntries },
    { title: 'menu.group.postpaid', entries: postpaidEntries },
    { title: 'menu.group.logistics', entries: [posEntry] },
  ],
};

export const listMenu: Menu = {
  kind: 'lists',
  primary: prepaidEntries.slice(0, 7),
  home: [...prepaidEntries.slice(7), ...postpaidEntries, posEntry],
};

/** All menu entries in display order, whichever of the two menu shapes the server sent (NAV-16). */
export function allMenuEntries(menu: Menu): MenuEntry[] {
  const entries =
    menu.kind === 'groups' ? menu.groups.flatMap((group) => group.entries) : [...menu.primary, ...menu.home];
  // The backend id tells entries apart: prepaid 'tv' and postpaid 'tv' share a name.
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.backendId)) return false;
    seen.add(entry.backendId);
    return true;
  });
}
