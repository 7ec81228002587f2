import type { OperatorId } from '@konter/shared/phone/operators';
import { formatNumber } from '@konter/shared/money';

/**
 * The simulator's price list, in the shape of Digiflazz's `/v1/price-list` entries. Buyer SKU codes are chosen by
 * each buyer at Digiflazz; these follow the common style (`tsel10`, `xld10`, `pln20`), and `xld10` is the SKU of
 * Digiflazz's own test cases. Prices are whole Rupiah a little below the face value.
 */
export type SimulatedProduct = {
  buyerSkuCode: string;
  productName: string;
  category: string;
  brand: string;
  type: string;
  sellerName: string;
  price: number;
  buyerProductStatus: boolean;
  sellerProductStatus: boolean;
  unlimitedStock: boolean;
  stock: number;
  /** More than one purchase of this product for one number per day. */
  multi: boolean;
  /** 'hh:mm' in Western Indonesia Time; equal start and end mean no cut-off. */
  startCutOff: string;
  endCutOff: string;
  desc: string;
  /** What `customer_no` is: a mobile number (of `operator`, when set), a PLN meter, a game account, a gas meter… */
  target: 'mobile' | 'pln' | 'game' | 'ewallet' | 'gas' | 'any';
  operator?: OperatorId;
  /** The serial number of a successful purchase: an operator reference, a 20-digit token or a voucher code. */
  serial: 'reference' | 'token' | 'voucher';
};

/** A package an operator may offer: name, quota, validity in days, its usual price and the offer's. */
export type OfferPackage = readonly [
  name: string,
  quota: string,
  days: number,
  normalPrice: number,
  offerPrice: number,
];

/** Postpaid products of `/v1/price-list` with `cmd: 'pasca'`: admin fee and our commission are per bill sheet. */
export type SimulatedPostpaidProduct = {
  buyerSkuCode: string;
  productName: string;
  category: string;
  brand: string;
  sellerName: string;
  admin: number;
  commission: number;
  buyerProductStatus: boolean;
  sellerProductStatus: boolean;
  desc: string;
  /**
   * 'name': an account-name inquiry (e-wallet 'cek nama'), nothing to pay. 'offer': the package an operator offers
   * one phone number. 'transfer': a bank transfer of the `amount` sent with the inquiry.
   */
  bill:
    | 'pln'
    | 'pdam'
    | 'internet'
    | 'bpjs'
    | 'multifinance'
    | 'pbb'
    | 'gas'
    | 'tv'
    | 'hp'
    | 'samsat'
    | 'name'
    | 'offer'
    | 'transfer';
  /** Accepted customer numbers (length, characters); others answer rc 57. */
  customerNo: RegExp;
  /** Offers: whose numbers the operator serves (a prefix list narrows a brand); another number answers rc 54. */
  network?: { operator: OperatorId; prefixes?: readonly string[] };
  /** Offers: the packages the operator offers; a number is offered one of them, always the same one. */
  packages?: readonly OfferPackage[];
  /** Transfers: the bank (name, the code of the national clearing) and what one transfer may send (else rc 84). */
  bank?: { name: string; code: string; minAmount: number; maxAmount: number };
};

const noCutOff = { startCutOff: '00:00', endCutOff: '00:00' };

function product(
  fields: Pick<SimulatedProduct, 'buyerSkuCode' | 'productName' | 'category' | 'brand' | 'price' | 'target'> &
    Partial<SimulatedProduct>,
): SimulatedProduct {
  return {
    type: 'Umum',
    sellerName: 'DIGIFLAZZ SIMULATOR',
    buyerProductStatus: true,
    sellerProductStatus: true,
    unlimitedStock: true,
    stock: 0,
    multi: true,
    ...noCutOff,
    desc: fields.productName,
    serial: 'reference',
    ...fields,
  };
}

/** Face value less a small discount, floored to whole Rupiah. */
const discounted = (nominal: number, rate: number) => Math.floor(nominal * (1 - rate));

const pulsaOperators: { prefix: string; brand: string; operator: OperatorId; rate: number; label: string }[] = [
  { prefix: 'tsel', brand: 'TELKOMSEL', operator: 'telkomsel', rate: 0.012, label: 'Telkomsel' },
  { prefix: 'isat', brand: 'INDOSAT', operator: 'indosat', rate: 0.025, label: 'Indosat' },
  { prefix: 'xld', brand: 'XL', operator: 'xl', rate: 0.02, label: 'XL' },
  { prefix: 'axis', brand: 'AXIS', operator: 'axis', rate: 0.022, label: 'Axis' },
  { prefix: 'three', brand: 'TRI', operator: 'tri', rate: 0.03, label: 'Tri' },
  { prefix: 'smart', brand: 'SMARTFREN', operator: 'smartfren', rate: 0.035, label: 'Smartfren' },
  // by.U is Telkomsel's digital brand on a prefix of its own (0851: brandPrefixes).
  { prefix: 'byu', brand: 'BY.U', operator: 'telkomsel', rate: 0.015, label: 'by.U' },
];

const pulsaNominals = [5_000, 10_000, 20_000, 25_000, 50_000, 100_000];

const pulsa = pulsaOperators.flatMap(({ prefix, brand, operator, rate, label }) =>
  pulsaNominals.map((nominal) =>
    product({
      buyerSkuCode: `${prefix}${nominal / 1000}`,
      productName: `${label} ${formatNumber(nominal)}`,
      category: 'Pulsa',
      brand,
      price: discounted(nominal, rate),
      target: 'mobile',
      operator,
      desc: `Pulsa ${label} Rp ${formatNumber(nominal)}`,
    }),
  ),
);

const data = [
  ['tseld5', 'Telkomsel Data 5GB 30 Hari', 'TELKOMSEL', 'telkomsel', 38_750],
  ['tseld15', 'Telkomsel Data 15GB 30 Hari', 'TELKOMSEL', 'telkomsel', 84_500],
  ['isatd6', 'Indosat Freedom Internet 6GB 30 Hari', 'INDOSAT', 'indosat', 27_800],
  ['xldc10', 'XL Xtra Combo Flex 10GB 30 Hari', 'XL', 'xl', 49_450],
  ['axisd4', 'Axis Bronet 4GB 30 Hari', 'AXIS', 'axis', 22_900],
  ['threed5', 'Tri Happy 5GB 30 Hari', 'TRI', 'tri', 24_750],
  ['smartd6', 'Smartfren Unlimited Nonstop 6GB 28 Hari', 'SMARTFREN', 'smartfren', 31_000],
  ['byud7', 'by.U Kuota 7GB 30 Hari', 'BY.U', 'telkomsel', 24_900],
] as const;

const dataPackages = data.map(([buyerSkuCode, productName, brand, operator, price]) =>
  product({ buyerSkuCode, productName, category: 'Data', brand, price, target: 'mobile', operator }),
);

const plnNominals = [20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

const plnTokens = plnNominals.map((nominal) =>
  product({
    buyerSkuCode: `pln${nominal / 1000}`,
    productName: `PLN ${formatNumber(nominal)}`,
    category: 'PLN',
    brand: 'PLN',
    price: discounted(nominal, 0.0025),
    target: 'pln',
    serial: 'token',
    desc: 'Token listrik PLN prabayar; masukkan nomor meter atau ID pelanggan',
    // The largest token has PLN's nightly cut-off, for tests of rc 58 (set the simulator's clock to the window).
    ...(nominal === 1_000_000 ? { startCutOff: '23:45', endCutOff: '00:15' } : {}),
  }),
);

const games = [
  ['ml86', 'Mobile Legends 86 Diamonds', 'MOBILE LEGENDS', 19_850],
  ['ml172', 'Mobile Legends 172 Diamonds', 'MOBILE LEGENDS', 39_450],
  ['ml257', 'Mobile Legends 257 Diamonds', 'MOBILE LEGENDS', 58_900],
  ['ml706', 'Mobile Legends 706 Diamonds', 'MOBILE LEGENDS', 157_500],
  ['ff70', 'Free Fire 70 Diamonds', 'FREE FIRE', 9_450],
  ['ff140', 'Free Fire 140 Diamonds', 'FREE FIRE', 18_850],
  ['ff355', 'Free Fire 355 Diamonds', 'FREE FIRE', 46_900],
  ['ff720', 'Free Fire 720 Diamonds', 'FREE FIRE', 93_800],
  ['pubg60', 'PUBG Mobile 60 UC', 'PUBG MOBILE', 14_250],
  ['pubg325', 'PUBG Mobile 325 UC', 'PUBG MOBILE', 71_500],
  ['gi60', 'Genshin Impact 60 Genesis Crystals', 'GENSHIN IMPACT', 14_900],
  ['gi330', 'Genshin Impact 300+30 Genesis Crystals', 'GENSHIN IMPACT', 72_800],
  ['valo125', 'Valorant 125 Points', 'VALORANT', 14_400],
  ['codm53', 'Call of Duty Mobile 53 CP', 'CALL OF DUTY MOBILE', 9_650],
] as const;

const gameTopUps = [
  ...games.map(([buyerSkuCode, productName, brand, price]) =>
    product({
      buyerSkuCode,
      productName,
      category: 'Games',
      brand,
      price,
      target: 'game',
      desc: `${productName}; masukkan User ID (dan Zone ID)`,
    }),
  ),
  // A weekly pass can be bought once a day per account: the one product with `multi: false`.
  product({
    buyerSkuCode: 'mlwdp',
    productName: 'Mobile Legends Weekly Diamond Pass',
    category: 'Games',
    brand: 'MOBILE LEGENDS',
    price: 27_450,
    target: 'game',
    multi: false,
  }),
];

const eMoneyBrands = [
  ['gopay', 'GO PAY', 'GoPay'],
  ['ovo', 'OVO', 'OVO'],
  ['dana', 'DANA', 'DANA'],
  ['shopee', 'SHOPEE PAY', 'ShopeePay'],
  ['linkaja', 'LinkAja', 'LinkAja'],
] as const;

const eMoney = eMoneyBrands.flatMap(([prefix, brand, label]) =>
  [20_000, 50_000, 100_000].map((nominal) =>
    product({
      buyerSkuCode: `${prefix}${nominal / 1000}`,
      productName: `${label} ${formatNumber(nominal)}`,
      category: 'E-Money',
      brand,
      price: discounted(nominal, 0.004),
      target: 'ewallet',
      desc: `Saldo ${label} Rp ${formatNumber(nominal)}; masukkan nomor HP terdaftar`,
    }),
  ),
);

const others = [
  product({
    buyerSkuCode: 'kvision50',
    productName: 'K-Vision Voucher 50.000',
    category: 'TV',
    brand: 'K-VISION',
    price: 48_900,
    target: 'any',
    desc: 'Isi ulang K-Vision; masukkan nomor chip ID',
  }),
  product({
    buyerSkuCode: 'gplay20',
    productName: 'Google Play Voucher 20.000',
    category: 'Voucher',
    brand: 'GOOGLE PLAY',
    price: 19_800,
    target: 'any',
    serial: 'voucher',
  }),
  product({
    buyerSkuCode: 'steam12',
    productName: 'Steam Wallet IDR 12.000',
    category: 'Voucher',
    brand: 'STEAM WALLET (IDR)',
    price: 11_900,
    target: 'any',
    serial: 'voucher',
  }),
  product({
    buyerSkuCode: 'xlva10',
    productName: 'Voucher Aktivasi XL 10GB 30 Hari',
    category: 'Aktivasi Voucher',
    brand: 'XL',
    price: 41_500,
    target: 'mobile',
    operator: 'xl',
    serial: 'voucher',
  }),
  product({
    buyerSkuCode: 'tselperdana5',
    productName: 'Perdana Telkomsel 5GB',
    category: 'Aktivasi Perdana',
    brand: 'TELKOMSEL',
    price: 29_500,
    target: 'mobile',
    operator: 'telkomsel',
  }),
  product({
    buyerSkuCode: 'tseltlp100',
    productName: 'Telkomsel Nelpon 100 Menit Sesama 7 Hari',
    category: 'Paket SMS & Telpon',
    brand: 'TELKOMSEL',
    price: 11_450,
    target: 'mobile',
    operator: 'telkomsel',
  }),
  product({
    buyerSkuCode: 'tselma30',
    productName: 'Telkomsel Masa Aktif 30 Hari',
    category: 'Masa Aktif',
    brand: 'TELKOMSEL',
    price: 9_750,
    target: 'mobile',
    operator: 'telkomsel',
  }),
  product({
    buyerSkuCode: 'esimtsel10',
    productName: 'eSIM Telkomsel 10GB 30 Hari',
    category: 'eSIM',
    brand: 'TELKOMSEL',
    price: 64_500,
    target: 'any',
    serial: 'voucher',
    desc: 'eSIM Telkomsel; kode aktivasi dikirim sebagai SN',
  }),
  ...(
    [
      ['bca', 'BCA'],
      ['bri', 'BRI'],
      ['mandiri', 'MANDIRI'],
    ] as const
  ).flatMap(([prefix, brand]) =>
    [50_000, 100_000].map((nominal) =>
      product({
        buyerSkuCode: `kirim${prefix}${nominal / 1000}`,
        productName: `Kirim Uang ${brand} ${formatNumber(nominal)}`,
        category: 'Kirim Uang',
        brand,
        price: nominal + 2_500,
        target: 'any',
        desc: `Transfer ke rekening ${brand}; masukkan nomor rekening tujuan`,
      }),
    ),
  ),
  product({
    buyerSkuCode: 'pgn50',
    productName: 'PGN Gas Token 50.000',
    category: 'Gas',
    brand: 'PGN',
    price: 49_750,
    target: 'gas',
    serial: 'token',
  }),
  product({
    buyerSkuCode: 'pgn100',
    productName: 'PGN Gas Token 100.000',
    category: 'Gas',
    brand: 'PGN',
    price: 99_500,
    target: 'gas',
    serial: 'token',
  }),
];

const international = [
  ['maxis10', 'Maxis Malaysia 10 MYR', 'MALAYSIA', 36_400],
  ['digi10', 'Digi Malaysia 10 MYR', 'MALAYSIA', 36_250],
  ['singtel10', 'Singtel Singapore 10 SGD', 'SINGAPORE', 124_500],
  ['smartph100', 'Smart Philippines 100 PHP', 'PHILIPPINES', 29_300],
  ['ais100', 'AIS Thailand 100 THB', 'THAILAND', 46_800],
  ['viettel50', 'Viettel Vietnam 50.000 VND', 'VIETNAM', 33_400],
  ['cmcc30', 'China Mobile 30 CNY', 'CHINA', 68_900],
] as const;

const internationalCredit = international.map(([buyerSkuCode, productName, brand, price]) =>
  product({
    buyerSkuCode,
    productName,
    category: 'International',
    brand,
    type: 'Pulsa',
    price,
    target: 'any',
    // Malaysian sellers stop overnight: a second product with a cut-off window.
    ...(brand === 'MALAYSIA' ? { startCutOff: '23:00', endCutOff: '01:00' } : {}),
  }),
);

/**
 * The default prepaid catalogue. A few entries carry a state for catalogue tests (CAT-05): Indosat 5.000 is off at
 * the seller (rc 55), Smartfren 5.000 is out of stock (rc 68), Axis 5.000 is switched off by the buyer (rc 43), and
 * PLN 1.000.000 and the Malaysian products have overnight cut-offs (rc 58).
 */
export const defaultProducts: readonly SimulatedProduct[] = [
  ...pulsa.map((entry) => {
    if (entry.buyerSkuCode === 'isat5') return { ...entry, sellerProductStatus: false };
    if (entry.buyerSkuCode === 'smart5') return { ...entry, unlimitedStock: false, stock: 0 };
    if (entry.buyerSkuCode === 'axis5') return { ...entry, buyerProductStatus: false };
    return entry;
  }),
  ...dataPackages,
  ...plnTokens,
  ...gameTopUps,
  ...eMoney,
  ...others,
  ...internationalCredit,
];

function postpaid(
  fields: Pick<SimulatedPostpaidProduct, 'buyerSkuCode' | 'productName' | 'brand' | 'admin' | 'commission' | 'bill'> &
    Partial<SimulatedPostpaidProduct>,
): SimulatedPostpaidProduct {
  return {
    category: 'Pascabayar',
    sellerName: 'DIGIFLAZZ SIMULATOR',
    buyerProductStatus: true,
    sellerProductStatus: true,
    desc: '-',
    customerNo: /^\d{6,20}$/,
    ...fields,
  };
}

/** E-wallet account-name checks sold as free postpaid inquiries ('cek nama'), one per brand of the catalogue. */
const nameChecks = eMoneyBrands.map(([prefix, brand, label]) =>
  postpaid({
    buyerSkuCode: `cek${prefix}`,
    productName: `Cek Nama ${label}`,
    brand,
    admin: 0,
    commission: 0,
    bill: 'name',
    customerNo: /^08\d{8,11}$/,
  }),
);

const mobileNumber = /^08\d{8,11}$/;

/** Personalised package offers of the operators, bought by phone number like a bill (no admin fee). */
const operatorOffers: readonly (readonly [
  sku: string,
  name: string,
  network: NonNullable<SimulatedPostpaidProduct['network']>,
  packages: readonly OfferPackage[],
])[] = [
  [
    'tselomni',
    'Telkomsel Omni',
    { operator: 'telkomsel' },
    [
      ['Internet OMG! 12GB', '12 GB', 30, 75_000, 55_000],
      ['Combo Sakti 25GB', '25 GB + 100 menit', 30, 110_000, 85_000],
      ['Internet Malam 30GB', '30 GB (00.00–06.00)', 30, 50_000, 35_000],
      ['Flash 5GB', '5 GB', 7, 30_000, 22_000],
      ['Unlimited Max 50GB', '50 GB', 30, 150_000, 119_000],
    ],
  ],
  [
    'indosat4u',
    'Indosat Only4u',
    { operator: 'indosat' },
    [
      ['Freedom Internet 15GB', '15 GB', 30, 80_000, 58_000],
      ['Freedom Combo 20GB', '20 GB + 60 menit', 30, 100_000, 75_000],
      ['Freedom U 9GB', '9 GB', 30, 60_000, 42_000],
      ['Yellow 3GB', '3 GB', 7, 20_000, 13_000],
    ],
  ],
  [
    'tricuanmax',
    'Tri CuanMax',
    { operator: 'tri' },
    [
      ['Happy 10GB', '10 GB', 30, 60_000, 45_000],
      ['AlwaysOn 18GB', '18 GB', 30, 85_000, 64_000],
      ['Happy Unlimited 25GB', '25 GB', 28, 95_000, 72_000],
      ['Mix Small 6GB', '6 GB', 7, 25_000, 18_000],
    ],
  ],
  [
    'xlcuanku',
    'XL Cuanku',
    { operator: 'xl' },
    [
      ['Xtra Combo Flex M 23GB', '23 GB', 28, 99_000, 75_000],
      ['Xtra Kuota 10GB', '10 GB', 30, 40_000, 29_000],
      ['Akrab Mini 15GB', '15 GB', 28, 70_000, 55_000],
      ['Xtra Combo Lite 5GB', '5 GB', 30, 35_000, 25_000],
    ],
  ],
  // by.U is Telkomsel's digital brand on its own prefix.
  [
    'byupromo',
    'by.U Promo',
    { operator: 'telkomsel', prefixes: ['0851'] },
    [
      ['Kuota Promo 20GB', '20 GB', 30, 70_000, 50_000],
      ['Kuota Jagoan 11GB', '11 GB', 30, 45_000, 33_000],
      ['Kuota Harian 2GB', '2 GB', 1, 6_000, 4_000],
      ['Kuota Malam 20GB', '20 GB (00.00–06.00)', 30, 30_000, 20_000],
    ],
  ],
];

const offerProducts = operatorOffers.map(([buyerSkuCode, productName, network, packages]) =>
  postpaid({
    buyerSkuCode,
    productName,
    brand: productName.toUpperCase(),
    category: 'Paket Spesial',
    admin: 0,
    commission: 1_500,
    bill: 'offer',
    customerNo: mobileNumber,
    network,
    packages,
  }),
);

/** Kirim uang: one SKU per bank, the account number as customer number (BI-FAST fee as the admin). */
const bankTransfers = (
  [
    ['kirimbca', 'BCA', '014', /^\d{10}$/],
    ['kirimbri', 'BRI', '002', /^\d{15}$/],
    ['kirimbni', 'BNI', '009', /^\d{10}$/],
    ['kirimmandiri', 'Mandiri', '008', /^\d{13}$/],
  ] as const
).map(([buyerSkuCode, bank, code, customerNo]) =>
  postpaid({
    buyerSkuCode,
    productName: `Kirim Uang ${bank}`,
    brand: 'KIRIM UANG',
    category: 'Transfer Bank',
    admin: 2_500,
    commission: 500,
    bill: 'transfer',
    customerNo,
    bank: { name: bank, code, minAmount: 10_000, maxAmount: 5_000_000 },
  }),
);

/** Postpaid SKUs named as in Digiflazz's test cases (`pln`, `pdam`, `cimahi` for PBB, `pgas` for gas…). */
export const defaultPostpaidProducts: readonly SimulatedPostpaidProduct[] = [
  postpaid({
    buyerSkuCode: 'pln',
    productName: 'Pln Postpaid',
    brand: 'PLN',
    admin: 2_500,
    commission: 1_000,
    bill: 'pln',
    customerNo: /^\d{11,12}$/,
  }),
  postpaid({
    buyerSkuCode: 'pdam',
    productName: 'PDAM Kota Surabaya',
    brand: 'PDAM',
    admin: 2_500,
    commission: 1_000,
    bill: 'pdam',
    customerNo: /^\d{5,15}$/,
  }),
  postpaid({
    buyerSkuCode: 'internet',
    productName: 'Telkom IndiHome',
    brand: 'INTERNET PASCABAYAR',
    admin: 2_500,
    commission: 1_000,
    bill: 'internet',
    customerNo: /^\d{10,13}$/,
  }),
  postpaid({
    buyerSkuCode: 'bpjs',
    productName: 'BPJS Kesehatan',
    brand: 'BPJS KESEHATAN',
    admin: 2_500,
    commission: 1_200,
    bill: 'bpjs',
    customerNo: /^\d{11,16}$/,
  }),
  postpaid({
    buyerSkuCode: 'multifinance',
    productName: 'Multifinance (FIF, Adira, WOM)',
    brand: 'MULTIFINANCE',
    admin: 5_000,
    commission: 2_000,
    bill: 'multifinance',
  }),
  postpaid({
    buyerSkuCode: 'cimahi',
    productName: 'PBB Kota Cimahi',
    brand: 'PBB',
    admin: 2_500,
    commission: 500,
    bill: 'pbb',
    customerNo: /^\d{18}$/,
  }),
  postpaid({
    buyerSkuCode: 'pgas',
    productName: 'PGN Gas Negara',
    brand: 'GAS NEGARA',
    admin: 2_500,
    commission: 500,
    bill: 'gas',
    customerNo: /^\d{10}$/,
  }),
  postpaid({
    buyerSkuCode: 'tv',
    productName: 'TV Kabel First Media',
    brand: 'TV PASCABAYAR',
    admin: 2_500,
    commission: 1_000,
    bill: 'tv',
    customerNo: /^\d{8,14}$/,
  }),
  postpaid({
    buyerSkuCode: 'hp',
    productName: 'Telkomsel Halo',
    brand: 'HP PASCABAYAR',
    admin: 2_500,
    commission: 800,
    bill: 'hp',
    customerNo: /^\d{10,16}$/,
  }),
  postpaid({
    buyerSkuCode: 'samsat',
    productName: 'e-Samsat Jawa Barat',
    brand: 'SAMSAT',
    admin: 3_500,
    commission: 1_000,
    bill: 'samsat',
    customerNo: /^[0-9A-Z]{5,20}$/,
  }),
  ...nameChecks,
  ...offerProducts,
  ...bankTransfers,
];
