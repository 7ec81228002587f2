import type { Product } from '@konter/shared/contracts/ppob';
import { detectOperator, numberFitsMobileProduct } from '@konter/shared/phone/operators';

/** Why a product cannot be bought right now (CAT-05, CAT-06), or that it can. */
export type ProductState =
  | { buyable: true }
  | { buyable: false; reason: 'stock_empty' | 'price_adjustment' | 'needs_access' | 'inactive' | 'unavailable' }
  | { buyable: false; reason: 'cut_off'; start: string; end: string };

export type UnavailableReason = Exclude<ProductState, { buyable: true }>['reason'];

export function productState(product: Product): ProductState {
  if (product.status !== 'active') return { buyable: false, reason: product.status };
  if (product.available) return { buyable: true };
  if (product.cut_off)
    return { buyable: false, reason: 'cut_off', start: product.cut_off.start, end: product.cut_off.end };
  return { buyable: false, reason: 'unavailable' };
}

/**
 * Which products a family screen lists: mobile families the products the typed number can take (its operator's, and
 * a brand with prefixes of its own such as by.U only on them: numberFitsMobileProduct); the others by the operator,
 * brand or country picked. Nothing is listed for a mobile number whose operator is not known yet.
 */
export type ProductFilter = { kind: 'mobile'; number: string } | { kind: 'operator'; operator: string | null };

export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  if (filter.kind === 'mobile') {
    if (detectOperator(filter.number) === null) return [];
    return products.filter(
      (product) =>
        product.mobile_operator !== null &&
        numberFitsMobileProduct(filter.number, product.mobile_operator, product.operator),
    );
  }
  if (filter.operator === null) return [];
  return products.filter((product) => product.operator === filter.operator);
}

/** Cheapest first, as a nominal grid reads; equal prices by name. */
export function sortProducts(products: readonly Product[]): Product[] {
  return [...products].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
}

export type OperatorGroup = { operator: string; name: string; products: Product[] };

/** Products grouped by operator in order of first appearance (a Telkomsel number: Telkomsel, then by.U). */
export function groupByOperator(products: readonly Product[]): OperatorGroup[] {
  const groups = new Map<string, OperatorGroup>();
  for (const product of products) {
    const group = groups.get(product.operator);
    if (group) group.products.push(product);
    else groups.set(product.operator, { operator: product.operator, name: product.operator_name, products: [product] });
  }
  return [...groups.values()];
}

/** The operators (brands, countries) that have at least one product, in the catalogue's order. */
export function operatorsWithProducts<T extends { slug: string }>(
  operators: readonly T[],
  products: readonly Product[],
): T[] {
  const used = new Set(products.map((product) => product.operator));
  return operators.filter((operator) => used.has(operator.slug));
}
