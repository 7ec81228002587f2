/**
 * The prepaid product families (CAT-01), their routes under /prabayar (NAV-07), what the destination is, and how
 * supplier categories map onto them. One list for the server (catalogue sync, purchase rules) and the web (screens).
 */

export const prepaidFamilies = [
  'pulsa',
  'data',
  'listrik',
  'games',
  'emoney',
  'topupByExcel',
  'smstel',
  'masaAktif',
  'tv',
  'international',
  'aktivasi-voucher',
  'voucher',
  'aktivasiPerdana',
  'pertagas',
  'esim',
  'sendMoney',
] as const;
export type PrepaidFamily = (typeof prepaidFamilies)[number];

/** Families sold product by product (every one but the spreadsheet upload, which buys products of the others). */
export const purchasableFamilies = prepaidFamilies.filter(
  (family): family is Exclude<PrepaidFamily, 'topupByExcel'> => family !== 'topupByExcel',
);
export type PurchasableFamily = (typeof purchasableFamilies)[number];

/**
 * §3 'additional': the families whose products are offered beside a family's own, for the same number (a data
 * package beside credit, gas beside electricity). Families not listed offer nothing beside theirs.
 */
export const companionFamilies: Partial<Record<PurchasableFamily, readonly PurchasableFamily[]>> = {
  pulsa: ['data', 'smstel', 'masaAktif'],
  data: ['pulsa', 'smstel', 'masaAktif'],
  smstel: ['pulsa', 'data'],
  masaAktif: ['pulsa', 'data'],
  listrik: ['pertagas'],
  pertagas: ['listrik'],
  games: ['voucher'],
  voucher: ['games'],
};

/** How many additional products a family's page offers at most. */
export const additionalProductsMax = 8;

/** What the destination number is: it decides the field's label, keyboard and validation. */
export type DestinationKind = 'mobile' | 'pln' | 'game' | 'ewallet' | 'gas' | 'tv' | 'bank' | 'international' | 'any';

export type FamilyDefinition = {
  family: PurchasableFamily;
  /** The child route of /prabayar (NAV-07). */
  route: string;
  destination: DestinationKind;
  /** Operators come from the number's prefix (mobile families) instead of being picked. */
  detectsOperator: boolean;
  /** Supplier (Digiflazz) price-list categories sold under this family. */
  supplierCategories: readonly string[];
};

export const familyDefinitions: readonly FamilyDefinition[] = [
  { family: 'pulsa', route: 'pulsa', destination: 'mobile', detectsOperator: true, supplierCategories: ['Pulsa'] },
  { family: 'data', route: 'data', destination: 'mobile', detectsOperator: true, supplierCategories: ['Data'] },
  { family: 'listrik', route: 'electricity', destination: 'pln', detectsOperator: false, supplierCategories: ['PLN'] },
  { family: 'games', route: 'games', destination: 'game', detectsOperator: false, supplierCategories: ['Games'] },
  {
    family: 'emoney',
    route: 'emoney',
    destination: 'ewallet',
    detectsOperator: false,
    supplierCategories: ['E-Money'],
  },
  {
    family: 'smstel',
    route: 'smstel',
    destination: 'mobile',
    detectsOperator: true,
    supplierCategories: ['Paket SMS & Telpon'],
  },
  {
    family: 'masaAktif',
    route: 'validityPackage',
    destination: 'mobile',
    detectsOperator: true,
    supplierCategories: ['Masa Aktif'],
  },
  { family: 'tv', route: 'tv', destination: 'tv', detectsOperator: false, supplierCategories: ['TV'] },
  {
    family: 'international',
    route: 'international',
    destination: 'international',
    detectsOperator: false,
    supplierCategories: ['International'],
  },
  {
    family: 'aktivasi-voucher',
    route: 'aktivasi-voucher',
    destination: 'mobile',
    detectsOperator: true,
    supplierCategories: ['Aktivasi Voucher'],
  },
  { family: 'voucher', route: 'voucher', destination: 'any', detectsOperator: false, supplierCategories: ['Voucher'] },
  {
    family: 'aktivasiPerdana',
    route: 'starterPacks',
    destination: 'mobile',
    detectsOperator: true,
    supplierCategories: ['Aktivasi Perdana'],
  },
  { family: 'pertagas', route: 'pertagas', destination: 'gas', detectsOperator: false, supplierCategories: ['Gas'] },
  { family: 'esim', route: 'esim', destination: 'any', detectsOperator: false, supplierCategories: ['eSIM'] },
  {
    family: 'sendMoney',
    route: 'sendMoney',
    destination: 'bank',
    detectsOperator: false,
    supplierCategories: ['Kirim Uang'],
  },
];

export function familyDefinition(family: PurchasableFamily): FamilyDefinition {
  const found = familyDefinitions.find((definition) => definition.family === family);
  if (!found) throw new Error(`Unknown family ${family}`);
  return found;
}

/** The family a /prabayar child route shows, or null for a route that is not a family (promotion, topupByExcel). */
export function familyOfRoute(route: string): PurchasableFamily | null {
  return familyDefinitions.find((definition) => definition.route === route)?.family ?? null;
}

export function familyOfSupplierCategory(category: string): PurchasableFamily | null {
  const wanted = category.trim().toLowerCase();
  return (
    familyDefinitions.find((definition) =>
      definition.supplierCategories.some((candidate) => candidate.toLowerCase() === wanted),
    )?.family ?? null
  );
}

/** The countries of international credit (CAT-03); one help text also lists Bangladesh. */
export const countryList = [
  { code: 'CN', name: 'China', operator: 'china' },
  { code: 'MY', name: 'Malaysia', operator: 'malaysia' },
  { code: 'PH', name: 'Philippines', operator: 'philippines' },
  { code: 'SG', name: 'Singapore', operator: 'singapore' },
  { code: 'TH', name: 'Thailand', operator: 'thailand' },
  { code: 'VN', name: 'Vietnam', operator: 'vietnam' },
  { code: 'BD', name: 'Bangladesh', operator: 'bangladesh' },
] as const;

/** A supplier brand as an operator slug: 'TELKOMSEL' → 'telkomsel', 'FREE FIRE' → 'free-fire', 'BY.U' → 'by-u'. */
export function operatorSlug(brand: string): string {
  return brand
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Order numbers: letters, digits, dash and underscore (TRX-02). */
export const orderNumberPattern = /^[A-Za-z0-9_-]{1,40}$/;
