import type { BulkRowErrorCode } from '@konter/shared/contracts/bulk';
import { familyDefinition, orderNumberPattern } from '@konter/shared/ppob/families';
import {
  detectOperator,
  getOperator,
  isValidMsisdn,
  normalizeMsisdn,
  numberFitsMobileProduct,
} from '@konter/shared/phone/operators';
import { normalizeDestination } from '@konter/shared/ppob/destination';
import type { StoredRowError } from '../../db/schema/bulk.ts';
import type { ProductRow } from '../ppob/index.ts';
import { cellText, type Cell, type SheetLine } from './bulk.spreadsheet.ts';

/**
 * The row checks of a bulk upload (XLS-04), as pure functions over what the service looked up for the whole file:
 * every row is judged before anything is charged, and each refusal names its line.
 */

const error = (
  code: BulkRowErrorCode,
  key: string,
  params?: Record<string, string | number>,
  reasonKey?: string,
): StoredRowError => ({ code, key, ...(params ? { params } : {}), ...(reasonKey ? { reasonKey } : {}) });

/** The example rows of the template: uploaded unchanged they would buy for a stranger's number. */
export const exampleOrderPattern = /^CONTOH-\d+$/i;
export const exampleNumbers = ['081234567890', '087812345678'] as const;

export type DestinationText = { text: string } | { lost: true } | { notWhole: true };

/**
 * The number as the person meant it. A cell typed as a number lost its leading 0 (81234567890, 6281234567890): the
 * purchase's own normalisation puts it back. A CSV saved from a cell shown in scientific form ('8,12346E+10') kept
 * only the digits on screen: exact when all of them are there, otherwise the number is lost. A number that is not a
 * whole number (81234167211.5, or '81234167211.5' in a CSV) or has more digits than a number cell holds exactly
 * (beyond Number.MAX_SAFE_INTEGER) is not a phone number: it is refused, never turned into other digits.
 */
export function destinationText(cell: Cell): DestinationText {
  if (typeof cell === 'number')
    return Number.isSafeInteger(cell) && cell >= 0 ? { text: cellText(cell) } : { notWhole: true };
  const text = cellText(cell);
  const compact = text.replace(/\s/g, '');
  if (/^\d+[.,]\d+$/.test(compact)) return { notWhole: true };
  const scientific = /^(\d+)(?:[.,](\d+))?e\+?(\d+)$/i.exec(compact);
  if (!scientific) return { text };
  const [, whole = '', fraction = '', exponentText = '0'] = scientific;
  const exponent = Number(exponentText);
  if (fraction.length > exponent) return { notWhole: true };
  if (fraction.length !== exponent) return { lost: true };
  return { text: `${whole}${fraction}` };
}

/**
 * TRX-03 in a cell: 'Rp 15.000', '15,000', '15.000,00', 15000 → 15000; empty → no selling price (the price is used).
 * A price that is not a whole number of rupiah (12500.5, '12500.5', '12.500,50') or has more digits than a number
 * cell holds exactly is 'invalid': the row is refused rather than sold at a guessed price. Other text is no price.
 */
export function sellingPriceOf(cell: Cell): number | null | 'invalid' {
  if (cell === null) return null;
  if (typeof cell === 'number') {
    if (!Number.isSafeInteger(cell)) return 'invalid';
    return cell >= 0 ? cell : null;
  }
  const compact = cell.replace(/^\s*rp\.?\s*/i, '').replace(/\s/g, '');
  if (compact === '') return null;
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  // Thousands in groups of three after a '.' or ','; a last part of other length is a fraction (',00' is none).
  const whole = compact.replace(/[.,]0{1,2}$/, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(whole) || /^\d+$/.test(whole)) {
    const digits = whole.replace(/[.,]/g, '');
    return digits.length <= 12 ? Number(digits) : 'invalid';
  }
  return 'invalid';
}

/** How the service found a product code of the file. */
export type ProductLookup =
  | { kind: 'ok'; product: ProductRow; price: number }
  | { kind: 'not_found' }
  | { kind: 'unavailable'; product: ProductRow; reasonKey: string; params?: Record<string, string | number> };

export type PreparedLine = {
  line: number;
  /** As it will be sent when valid, as written otherwise. */
  destination: string;
  /** The cell as the file had it, when that differs from `destination` (the person sees what was corrected). */
  writtenDestination: string | null;
  productCode: string;
  productName: string | null;
  orderNumber: string | null;
  sellingPrice: number | null;
  price: number | null;
  errors: StoredRowError[];
  /** Set when the number and product are fine: the daily limit is counted on this pair. */
  pair: { destination: string; productCode: string } | null;
};

const operatorName = (id: string | null) => {
  if (!id) return '?';
  try {
    return getOperator(id as Parameters<typeof getOperator>[0]).name;
  } catch {
    return id;
  }
};

/** A phone number given to a product that is not for phones (a PLN token to 0812…): the wrong product code. */
function looksLikePhone(text: string): boolean {
  const compact = text.replace(/[\s\-.()]/g, '');
  if (!/^(\+?62|0)8/.test(compact)) return false;
  const number = normalizeMsisdn(compact);
  return Boolean(number && isValidMsisdn(number));
}

/** First pass: everything one line says about itself and its product. */
export function prepareLine(sheetLine: SheetLine, lookup: ProductLookup | null): PreparedLine {
  const errors: StoredRowError[] = [];
  const destination = destinationText(sheetLine.destination);
  const typed = 'text' in destination ? destination.text : cellText(sheetLine.destination);
  // A phone number is shown (and annotated) with its leading 0 back even on a row refused for another reason.
  const asPhone = typeof sheetLine.destination === 'number' && 'text' in destination ? normalizeMsisdn(typed) : null;
  const written = asPhone && isValidMsisdn(asPhone) ? asPhone : typed;
  const orderNumber = sheetLine.orderNumber === '' ? null : sheetLine.orderNumber;
  const prepared: PreparedLine = {
    line: sheetLine.line,
    destination: written,
    writtenDestination: null,
    productCode: sheetLine.productCode,
    productName: null,
    orderNumber,
    sellingPrice: null,
    price: null,
    errors,
    pair: null,
  };

  if (written === '') errors.push(error('destination_required', 'trx.destination_required'));
  else if ('lost' in destination) errors.push(error('number_scientific', 'bulk.number_scientific'));
  else if ('notWhole' in destination) errors.push(error('invalid_number', 'bulk.invalid_number'));
  const sellingPrice = sellingPriceOf(sheetLine.sellingPrice);
  if (sellingPrice === 'invalid') errors.push(error('invalid_selling_price', 'bulk.invalid_selling_price'));
  else prepared.sellingPrice = sellingPrice;

  if (sheetLine.productCode === '') {
    errors.push(error('product_required', 'bulk.product_required'));
  } else if (!lookup || lookup.kind === 'not_found') {
    errors.push(error('product_not_found', 'trx.no_product'));
  } else {
    prepared.productCode = lookup.product.code;
    prepared.productName = lookup.product.name;
    if (lookup.kind === 'unavailable') {
      errors.push(error('product_inactive', 'bulk.product_inactive', lookup.params, lookup.reasonKey));
    } else {
      prepared.price = lookup.price;
    }
    if (written !== '' && 'text' in destination) {
      const product = lookup.product;
      const kind = familyDefinition(product.family).destination;
      const normalized = normalizeDestination(kind, written);
      if (kind === 'mobile' || kind === 'ewallet') {
        if (!normalized || !isValidMsisdn(normalized)) {
          errors.push(error('invalid_number', 'bulk.invalid_number'));
        } else if (
          kind === 'mobile' &&
          product.mobileOperator &&
          !numberFitsMobileProduct(normalized, product.mobileOperator, product.operator)
        ) {
          errors.push(
            error('wrong_product_code', 'bulk.wrong_product_code', {
              product: product.operatorName,
              operator: operatorName(detectOperator(normalized)),
            }),
          );
        } else {
          prepared.destination = normalized;
        }
      } else if (kind !== 'game' && kind !== 'any' && kind !== 'international' && looksLikePhone(written)) {
        errors.push(
          error('wrong_product_code', 'bulk.wrong_product_code', {
            product: product.operatorName,
            operator: operatorName(detectOperator(normalizeMsisdn(written) ?? '')),
          }),
        );
      } else if (!normalized) {
        errors.push(error('invalid_number', 'bulk.invalid_number'));
      } else {
        prepared.destination = normalized;
      }
    }
  }

  if (orderNumber !== null && !orderNumberPattern.test(orderNumber)) {
    errors.push(error('order_number_format', 'trx.order_number_format'));
  }
  if (
    orderNumber !== null &&
    exampleOrderPattern.test(orderNumber) &&
    (exampleNumbers as readonly string[]).includes(prepared.destination)
  ) {
    errors.push(error('example_row', 'bulk.example_row'));
  }
  if (errors.length === 0 && lookup?.kind === 'ok') {
    prepared.pair = { destination: prepared.destination, productCode: lookup.product.code };
  }
  const asWritten = cellText(sheetLine.destination);
  if (asWritten !== prepared.destination) prepared.writtenDestination = asWritten;
  return prepared;
}

export const pairKey = (destination: string, productCode: string) => `${destination}\u0000${productCode}`;

/**
 * Second pass, in file order, with what the account already did: an order number used before (on a purchase or
 * another upload) or earlier in the file; a number and product over the daily limit counting today's purchases and
 * the earlier rows of this file that will be bought (TRX-04).
 */
export function finishLines(
  lines: PreparedLine[],
  context: { usedOrderNumbers: Set<string>; boughtToday: Map<string, number>; dailyLimit: number },
): PreparedLine[] {
  const firstLineOfOrder = new Map<string, number>();
  const counted = new Map(context.boughtToday);
  for (const line of lines) {
    if (line.orderNumber !== null && orderNumberPattern.test(line.orderNumber)) {
      const earlier = firstLineOfOrder.get(line.orderNumber);
      if (earlier !== undefined) {
        line.errors.push(error('duplicate_order_number', 'bulk.duplicate_order_in_file', { line: earlier }));
      } else {
        firstLineOfOrder.set(line.orderNumber, line.line);
        if (context.usedOrderNumbers.has(line.orderNumber)) {
          line.errors.push(error('duplicate_order_number', 'trx.order_number_exists'));
        }
      }
    }
    if (line.pair && line.errors.length === 0) {
      const key = pairKey(line.pair.destination, line.pair.productCode);
      const bought = counted.get(key) ?? 0;
      if (bought >= context.dailyLimit) {
        line.errors.push(error('daily_limit', 'trx.daily_limit', { limit: context.dailyLimit }));
      } else {
        counted.set(key, bought + 1);
      }
    }
  }
  return lines;
}
