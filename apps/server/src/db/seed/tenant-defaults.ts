import type { Menu, MenuEntry } from '@konter/shared/contracts/site';
import type { CatalogueSettings, DepositSettings } from '../schema/tenants.ts';

/** Catalogue rules and price tiers (TRX-04, TRX-13, XLS-03); documented in docs/catalogue.md. */
export const defaultCatalogueSettings: CatalogueSettings = {
  sameNumberDailyLimit: 1,
  persistentNumber: true,
  persistentPassword: false,
  pricing: {
    member: { percent: 2, minimum: 200 },
    agent: { percent: 1, minimum: 100 },
    master: { percent: 0.5, minimum: 50 },
  },
  processingTimeoutMinutes: 24 * 60,
  excelTrxLimit: 1000,
  excelFileRowLimit: 100,
};

/** §3 Deposit settings with the specification's defaults: cd=false, min_topup 10000, IDR, id-ID. */
export const defaultDepositSettings: DepositSettings = {
  nominals: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000],
  banks: [],
  virtuals: [],
  settings: {
    cd: false,
    currency: 'IDR',
    locale: 'id-ID',
    allow_custom_nominals: true,
    allow_deposit_transfer: false,
    pay_external_payment_fee: true,
    min_topup: 10_000,
  },
};

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

export const groupedMenu: Menu = {
  kind: 'groups',
  groups: [
    { title: 'menu.group.prepaid', entries: prepaidEntries },
    { title: 'menu.group.postpaid', entries: postpaidEntries },
  ],
};

export const listMenu: Menu = {
  kind: 'lists',
  primary: prepaidEntries.slice(0, 7),
  home: [...prepaidEntries.slice(7), ...postpaidEntries],
};
