import type { AdjustedPrice } from '@konter/shared/contracts/ppob';
import { adjustPriceBody } from '@konter/shared/contracts/ppob';
import type { WebMessageKey } from '../../locales/id.ts';

/**
 * The adjust-price form's rules, pure: what the person typed per product code (digits, '' for "not set"), which rows
 * changed, the client check (selling ≥ buying, TRX-03) and where the server's field errors belong.
 */
export type PriceDrafts = Record<string, string>;
export type PriceChange = { code: string; selling_price: number | null };

/** The most the server accepts, read from the shared request schema. */
export const maxSellingPrice =
  adjustPriceBody.shape.prices.element.shape.selling_price.unwrap().maxValue ?? Number.MAX_SAFE_INTEGER;

/** '' is "not set"; anything else is the digits typed. */
export function parseDraft(value: string): number | null {
  const digits = value.replace(/\D+/g, '');
  if (digits === '') return null;
  return Number(digits);
}

/** What the input shows for a row: the draft, else the saved selling price, else empty. */
export function draftValue(row: AdjustedPrice, drafts: PriceDrafts): string {
  return drafts[row.code] ?? (row.selling_price === null ? '' : String(row.selling_price));
}

/** Rows whose typed price differs from the saved one, in the order of `rows`. */
export function changedPrices(rows: readonly AdjustedPrice[], drafts: PriceDrafts): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const row of rows) {
    const draft = drafts[row.code];
    if (draft === undefined) continue;
    const value = parseDraft(draft);
    if (value !== row.selling_price) changes.push({ code: row.code, selling_price: value });
  }
  return changes;
}

/** The client check of each change: not below the buying price (TRX-03), not above what the server accepts. */
export function checkPrices(
  rows: readonly AdjustedPrice[],
  changes: readonly PriceChange[],
): Record<string, WebMessageKey> {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const errors: Record<string, WebMessageKey> = {};
  for (const change of changes) {
    const row = byCode.get(change.code);
    if (!row || change.selling_price === null) continue;
    if (change.selling_price < row.price) errors[change.code] = 'pricelist.adjust.below_buying';
    else if (change.selling_price > maxSellingPrice) errors[change.code] = 'pricelist.adjust.too_high';
  }
  return errors;
}

const rowField = /^prices\.(\d+)(?:\.|$)/;

/**
 * The server's 422 errors by product code: 'prices.3.selling_price' belongs to the fourth row sent. Errors that name
 * no row ('prices') are returned apart.
 */
export function rowErrorsOf(
  errors: Record<string, string[]>,
  sent: readonly PriceChange[],
): { rows: Record<string, string>; other: string[] } {
  const rows: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const [message] = messages;
    if (!message) continue;
    const index = rowField.exec(field)?.[1];
    const code = index === undefined ? undefined : sent[Number(index)]?.code;
    if (code === undefined) other.push(message);
    else rows[code] ??= message;
  }
  return { rows, other };
}

/** Drafts that set every row to its buying price plus `markup` (a margin in Rupiah). */
export function markupDrafts(rows: readonly AdjustedPrice[], markup: number): PriceDrafts {
  const safeMarkup = Number.isSafeInteger(markup) && markup >= 0 ? markup : 0;
  return Object.fromEntries(rows.map((row) => [row.code, String(row.price + safeMarkup)]));
}
