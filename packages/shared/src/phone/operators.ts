/**
 * Indonesian mobile operators by number prefix (the first four digits in local 08xx form), used to pick the
 * operator of a destination number while it is typed (TRX-01, CAT-03). Ported numbers keep their original prefix
 * (Indonesia has no mobile number portability), so the prefix is a reliable guess.
 */

export type OperatorId = 'telkomsel' | 'indosat' | 'xl' | 'axis' | 'tri' | 'smartfren';

export type MobileOperator = {
  id: OperatorId;
  /** Brand name as printed on the SIM card; a proper noun, so it is not translated. */
  name: string;
  prefixes: readonly string[];
};

export const mobileOperators: readonly MobileOperator[] = [
  // 0851 also carries by.U, Telkomsel's digital brand.
  {
    id: 'telkomsel',
    name: 'Telkomsel',
    prefixes: ['0811', '0812', '0813', '0821', '0822', '0823', '0851', '0852', '0853'],
  },
  { id: 'indosat', name: 'Indosat', prefixes: ['0814', '0815', '0816', '0855', '0856', '0857', '0858'] },
  { id: 'xl', name: 'XL', prefixes: ['0817', '0818', '0819', '0859', '0877', '0878'] },
  { id: 'axis', name: 'Axis', prefixes: ['0831', '0832', '0833', '0838'] },
  { id: 'tri', name: 'Tri', prefixes: ['0895', '0896', '0897', '0898', '0899'] },
  {
    id: 'smartfren',
    name: 'Smartfren',
    prefixes: ['0881', '0882', '0883', '0884', '0885', '0886', '0887', '0888', '0889'],
  },
];

const operatorByPrefix = new Map<string, MobileOperator>(
  mobileOperators.flatMap((operator) => operator.prefixes.map((prefix) => [prefix, operator] as const)),
);

/** Local numbers are 08 followed by 8 to 11 digits: 10 to 13 digits in all. */
export const msisdnMinLength = 10;
export const msisdnMaxLength = 13;

/**
 * Brings what a person types or pastes into local form '08…': drops spaces, dashes, dots and brackets, and turns
 * '+62', '62' and '0062' into '0'; a bare '8…' (people often skip the zero) gets its '0'. Returns null when other
 * characters are present, so a letter typo is reported rather than silently removed. Partial input stays partial,
 * which lets the operator show while typing.
 */
export function normalizeMsisdn(input: string): string | null {
  const compact = input.replace(/[\s\-.()\u00a0]/g, '');
  if (compact === '') return '';
  if (!/^\+?\d+$/.test(compact)) return null;
  if (compact.startsWith('+62')) return `0${compact.slice(3)}`;
  if (compact.startsWith('+')) return null;
  if (compact.startsWith('0062')) return `0${compact.slice(4)}`;
  if (compact.startsWith('62')) return `0${compact.slice(2)}`;
  if (compact.startsWith('8')) return `0${compact}`;
  return compact;
}

/** The operator of a (possibly partial) number, or null until four digits say which one. */
export function detectOperator(number: string): OperatorId | null {
  const normalized = normalizeMsisdn(number);
  if (!normalized || normalized.length < 4) return null;
  return operatorByPrefix.get(normalized.slice(0, 4))?.id ?? null;
}

/**
 * Brands (by their operator slug) that live on only some of their operator's prefixes: by.U, Telkomsel's digital
 * brand, has 0851 of its own; a Telkomsel card on another prefix cannot take a by.U package (CAT-03).
 */
export const brandPrefixes: Readonly<Record<string, readonly string[]>> = { 'by-u': ['0851'] };

/**
 * Whether a mobile product of `mobileOperator`, sold under the brand `brandSlug`, can go to this number: the number is
 * the operator's, and within the brand's own prefixes when the brand has some. The one rule the purchase, the
 * spreadsheet check and the product grid apply.
 */
export function numberFitsMobileProduct(number: string, mobileOperator: string, brandSlug: string): boolean {
  const normalized = normalizeMsisdn(number);
  if (!normalized || detectOperator(normalized) !== mobileOperator) return false;
  const prefixes = brandPrefixes[brandSlug];
  return !prefixes || prefixes.some((prefix) => normalized.startsWith(prefix));
}

export function getOperator(id: OperatorId): MobileOperator {
  const operator = mobileOperators.find((candidate) => candidate.id === id);
  if (!operator) throw new Error(`Unknown operator ${id}`);
  return operator;
}

/** A complete mobile number of a known operator (TRX-01 'There are incorrect numbers' otherwise). */
export function isValidMsisdn(number: string): boolean {
  const normalized = normalizeMsisdn(number);
  if (!normalized) return false;
  if (normalized.length < msisdnMinLength || normalized.length > msisdnMaxLength) return false;
  return detectOperator(normalized) !== null;
}
