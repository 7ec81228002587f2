import type { Locale } from './locales.ts';

/**
 * The labels of the menu's entries (the `label` keys of `tenants/menus.ts`), in every locale: the web's catalogues
 * take them in (the prepaid families' with the first load, the bills' with the postpaid screens), and the server
 * reads them for the pages it renders itself (the public landing's product tiles).
 */
/** The prepaid families', the bills' group and the POS entry. */
export const prepaidMenuLabels = {
  id: {
    'menu.pulsa': 'Pulsa',
    'menu.data': 'Paket Data',
    'menu.listrik': 'Token Listrik',
    'menu.games': 'Voucher Game',
    'menu.emoney': 'E-Money',
    'menu.voucher': 'Voucher',
    'menu.aktivasi-voucher': 'Aktivasi Voucher',
    'menu.aktivasiPerdana': 'Aktivasi Perdana',
    'menu.smstel': 'SMS & Telepon',
    'menu.masaAktif': 'Masa Aktif',
    'menu.tv': 'TV Prabayar',
    'menu.international': 'Pulsa Internasional',
    'menu.pertagas': 'Gas Pertagas',
    'menu.topupByExcel': 'Top Up Excel',
    'menu.esim': 'eSIM',
    'menu.sendMoney': 'Kirim Uang',
    'menu.pascabayar': 'Tagihan',
    'menu.pos': 'POS MLO',
  },
  en: {
    'menu.pulsa': 'Phone Credit',
    'menu.data': 'Data Packages',
    'menu.listrik': 'Electricity Token',
    'menu.games': 'Game Vouchers',
    'menu.emoney': 'E-Money',
    'menu.voucher': 'Vouchers',
    'menu.aktivasi-voucher': 'Voucher Activation',
    'menu.aktivasiPerdana': 'Starter Pack Activation',
    'menu.smstel': 'SMS & Calls',
    'menu.masaAktif': 'Validity Package',
    'menu.tv': 'Prepaid TV',
    'menu.international': 'International Credit',
    'menu.pertagas': 'Pertagas Gas',
    'menu.topupByExcel': 'Spreadsheet Top Up',
    'menu.esim': 'eSIM',
    'menu.sendMoney': 'Send Money',
    'menu.pascabayar': 'Bills',
    'menu.pos': 'POS MLO',
  },
  zh: {
    'menu.pulsa': '话费',
    'menu.data': '流量套餐',
    'menu.listrik': '电费代币',
    'menu.games': '游戏点卡',
    'menu.emoney': '电子钱包',
    'menu.voucher': '代金券',
    'menu.aktivasi-voucher': '充值卡激活',
    'menu.aktivasiPerdana': '新卡激活',
    'menu.smstel': '短信与通话',
    'menu.masaAktif': '有效期套餐',
    'menu.tv': '预付费电视',
    'menu.international': '国际话费',
    'menu.pertagas': 'Pertagas 燃气',
    'menu.topupByExcel': '表格批量充值',
    'menu.esim': 'eSIM',
    'menu.sendMoney': '汇款',
    'menu.pascabayar': '账单缴费',
    'menu.pos': 'POS MLO',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** Each bill type's. */
export const postpaidMenuLabels = {
  id: {
    'menu.pascabayar.tv': 'TV Kabel',
    'menu.pascabayar.finance': 'Multifinance',
    'menu.pascabayar.pdam': 'PDAM',
    'menu.pascabayar.hp': 'HP Pascabayar',
    'menu.pascabayar.pbb': 'PBB',
    'menu.pascabayar.gas': 'Gas PGN',
    'menu.pascabayar.electricity': 'PLN Pascabayar',
    'menu.pascabayar.bpjs': 'BPJS',
    'menu.pascabayar.internet': 'Internet',
    'menu.pascabayar.esamsat': 'E-Samsat',
    'menu.pascabayar.tselomni': 'Telkomsel Omni',
    'menu.pascabayar.kirim-uang': 'Transfer Bank',
    'menu.pascabayar.indosat4u': 'Indosat Only4U',
    'menu.pascabayar.tricuanmax': 'Tri CuanMax',
    'menu.pascabayar.xlcuanku': 'XL Cuanku',
    'menu.pascabayar.byupromo': 'by.U Promo',
  },
  en: {
    'menu.pascabayar.tv': 'Cable TV',
    'menu.pascabayar.finance': 'Multifinance',
    'menu.pascabayar.pdam': 'Water (PDAM)',
    'menu.pascabayar.hp': 'Postpaid mobile',
    'menu.pascabayar.pbb': 'Property tax',
    'menu.pascabayar.gas': 'PGN gas',
    'menu.pascabayar.electricity': 'PLN postpaid',
    'menu.pascabayar.bpjs': 'BPJS',
    'menu.pascabayar.internet': 'Internet',
    'menu.pascabayar.esamsat': 'E-Samsat',
    'menu.pascabayar.tselomni': 'Telkomsel Omni',
    'menu.pascabayar.kirim-uang': 'Bank transfer',
    'menu.pascabayar.indosat4u': 'Indosat Only4U',
    'menu.pascabayar.tricuanmax': 'Tri CuanMax',
    'menu.pascabayar.xlcuanku': 'XL Cuanku',
    'menu.pascabayar.byupromo': 'by.U Promo',
  },
  zh: {
    'menu.pascabayar.tv': '有线电视',
    'menu.pascabayar.finance': '分期贷款',
    'menu.pascabayar.pdam': '水费',
    'menu.pascabayar.hp': '手机后付费',
    'menu.pascabayar.pbb': '房产税',
    'menu.pascabayar.gas': 'PGN 燃气',
    'menu.pascabayar.electricity': 'PLN 电费',
    'menu.pascabayar.bpjs': 'BPJS',
    'menu.pascabayar.internet': '宽带',
    'menu.pascabayar.esamsat': '电子车辆税',
    'menu.pascabayar.tselomni': 'Telkomsel Omni',
    'menu.pascabayar.kirim-uang': '银行转账',
    'menu.pascabayar.indosat4u': 'Indosat Only4U',
    'menu.pascabayar.tricuanmax': 'Tri CuanMax',
    'menu.pascabayar.xlcuanku': 'XL Cuanku',
    'menu.pascabayar.byupromo': 'by.U 促销',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MenuLabelKey = keyof (typeof prepaidMenuLabels)['id'] | keyof (typeof postpaidMenuLabels)['id'];

/** The label of a menu entry in `locale`, or `fallback` for a key the app does not know (a tenant's own entry). */
export function menuLabel(locale: Locale, key: string, fallback: string): string {
  const labels: Record<string, string> = { ...prepaidMenuLabels[locale], ...postpaidMenuLabels[locale] };
  return labels[key] ?? fallback;
}
