import { parseRupiah } from '@konter/shared/money';

/**
 * TRX-03 as the receipt will show it: a custom selling price below the buying price, or one that is not a number,
 * becomes the buying price; a markup that is not a number becomes 0. The server applies the same rules; this is the
 * preview under the fields, so the reseller sees the outcome before paying.
 */
export type SellingPricePreview = { sellingPrice: number; adjusted: boolean } | null;

export function previewSellingPrice(price: number, sellingText: string, markupText: string): SellingPricePreview {
  const selling = sellingText.trim();
  const markup = markupText.trim();
  if (selling !== '') {
    const parsed = parseRupiah(selling);
    if (parsed === null || parsed < price) return { sellingPrice: price, adjusted: true };
    return { sellingPrice: parsed, adjusted: false };
  }
  if (markup !== '') {
    const parsed = parseRupiah(markup);
    if (parsed === null || parsed < 0) return { sellingPrice: price, adjusted: true };
    return { sellingPrice: price + parsed, adjusted: false };
  }
  return null;
}

/** What the request carries for a loose amount field: the number when it reads as one, the text otherwise. */
export function looseAmountValue(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseRupiah(trimmed) ?? trimmed;
}
