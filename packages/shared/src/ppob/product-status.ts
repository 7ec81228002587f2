import type { Product } from '../contracts/ppob.ts';
import type { PricelistTextKey } from '../i18n/pricelist-text.ts';

/** How a status looks: the badge colour on screen and the text colour in the image. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export type StatusKind =
  'available' | 'cut_off' | 'unavailable' | 'inactive' | 'stock_empty' | 'price_adjustment' | 'needs_access';

export type ProductStatusView = {
  kind: StatusKind;
  tone: StatusTone;
  label: PricelistTextKey;
  /** Placeholders of the label (the cut-off window). */
  params: Record<string, string>;
  /** The daily cut-off window, shown as a hint next to a product that is available right now. */
  cutOff: { start: string; end: string } | null;
};

const fixed: Record<Exclude<Product['status'], 'active'>, Pick<ProductStatusView, 'kind' | 'tone' | 'label'>> = {
  inactive: { kind: 'inactive', tone: 'neutral', label: 'pricelist.status.inactive' },
  stock_empty: { kind: 'stock_empty', tone: 'danger', label: 'pricelist.status.stock_empty' },
  price_adjustment: { kind: 'price_adjustment', tone: 'warning', label: 'pricelist.status.price_adjustment' },
  needs_access: { kind: 'needs_access', tone: 'info', label: 'pricelist.status.needs_access' },
};

/**
 * The state of a product as a reseller reads it (CAT-05, CAT-06): the catalogue status first; an active product is
 * either available or, while `available` is false, in its cut-off window.
 */
export function productStatusView(product: Pick<Product, 'status' | 'available' | 'cut_off'>): ProductStatusView {
  const cutOff = product.cut_off;
  if (product.status !== 'active') return { ...fixed[product.status], params: {}, cutOff };
  if (product.available) {
    return { kind: 'available', tone: 'success', label: 'pricelist.status.available', params: {}, cutOff };
  }
  if (cutOff) {
    return {
      kind: 'cut_off',
      tone: 'warning',
      label: 'pricelist.status.cut_off',
      params: { start: cutOff.start, end: cutOff.end },
      cutOff,
    };
  }
  return { kind: 'unavailable', tone: 'neutral', label: 'pricelist.status.unavailable', params: {}, cutOff: null };
}
