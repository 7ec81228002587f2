import { formatKwh, formatTariffPower } from '@konter/shared/ppob/meter-token';
import type { Receipt, ReceiptSettings, TransactionStatus } from '@konter/shared/contracts/transactions';
import { failureMessageKey } from '@konter/shared/contracts/transactions';
import type { Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { formatPhone } from '../../lib/format.ts';
import { displaySerial } from './format.ts';

/** i18next's `t`, narrowed to what building a receipt needs (so tests and printers can pass any translator). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export type ReceiptFieldKey =
  | 'date'
  | 'ref_id'
  | 'order_number'
  | 'product'
  | 'provider'
  | 'nominal'
  | 'customer_no'
  | 'customer_name'
  // A PLN token's tariff and power ('R1/900 VA') and the kWh it bought.
  | 'tariff'
  | 'kwh'
  | 'price'
  | 'service_fee'
  | 'total'
  | 'payment_method'
  | 'payment_status'
  // A bill's own lines (RCP-01 for postpaid: period, first/last meter, usage, admin fee), added by the bill receipt.
  | 'period'
  // An operator offer's package and quota (Telkomsel Omni, Indosat Only4u…).
  | 'package'
  | 'meter_start'
  | 'meter_end'
  | 'usage'
  | 'bill_amount'
  | 'admin_fee';

export type ReceiptField = {
  key: ReceiptFieldKey;
  label: string;
  value: string;
  /** What the customer checks first; printed larger when the settings ask for large text (RCP-02). */
  prominent: boolean;
};

/**
 * Everything a printed receipt says (RCP-01), already translated and formatted, in print order. The screen, the
 * thermal printer, the PDF and the WhatsApp text are all drawn from this one value, so they cannot disagree. It holds
 * nothing the customer must not see: buying price and profit stay on the owner's screen.
 */
export type ReceiptDocument = {
  store: { name: string; lines: string[]; logoUrl: string | null };
  title: string;
  status: TransactionStatus;
  statusLabel: string;
  details: ReceiptField[];
  serial: { label: string; value: string; token: boolean } | null;
  amounts: ReceiptField[];
  payment: ReceiptField[];
  failedReason: { label: string; value: string } | null;
  note: string | null;
  settings: ReceiptSettings;
};

export type BuildReceiptOptions = {
  t: Translate;
  formatDate: (iso: string) => string;
  locale: Locale;
};

/** The shop's header lines: address and phone only when the settings show them (RCP-02) and the address is set (RCP-03). */
function storeLines(receipt: Receipt): string[] {
  if (!receipt.settings.show_address) return [];
  const lines: string[] = [];
  if (receipt.store.address) lines.push(receipt.store.address);
  if (receipt.store.phone) lines.push(formatPhone(receipt.store.phone));
  return lines;
}

export function buildReceiptDocument(
  receipt: Receipt,
  { t, formatDate, locale }: BuildReceiptOptions,
): ReceiptDocument {
  const { transaction: trx, settings } = receipt;
  const { token } = trx;
  const field = (key: ReceiptFieldKey, value: string, prominent = false): ReceiptField => ({
    key,
    label: t(`receipts.field.${key}`),
    value,
    prominent,
  });
  const customerName = trx.customer_name ?? token?.customer_name ?? null;
  const tariff = token ? formatTariffPower(token) : null;

  const details: ReceiptField[] = [
    field('date', formatDate(trx.created_at)),
    field('ref_id', trx.ref_id),
    ...(trx.order_number ? [field('order_number', trx.order_number)] : []),
    field('product', trx.product_name, true),
    ...(trx.operator_name ? [field('provider', trx.operator_name)] : []),
    ...(trx.nominal !== null ? [field('nominal', formatRupiah(trx.nominal))] : []),
    field('customer_no', trx.destination, true),
    ...(customerName ? [field('customer_name', customerName)] : []),
    ...(tariff ? [field('tariff', tariff)] : []),
    ...(token?.kwh ? [field('kwh', formatKwh(token.kwh, locale))] : []),
  ];

  // The server reads a meter token out of the serial (PLN: token/name/tariff/power/kWh); the rest prints as sent.
  const serialValue = displaySerial(trx);
  const serial = serialValue
    ? {
        label: t(
          token
            ? trx.family === 'listrik'
              ? 'receipts.field.token_listrik'
              : 'receipts.field.token'
            : 'receipts.field.serial',
        ),
        value: serialValue,
        token: token !== null,
      }
    : null;

  // A purchase that did not go through sold nothing: no price or total, the payment line says it was refunded.
  const refunded = receipt.payment_status === 'refunded';
  const amounts: ReceiptField[] = refunded
    ? []
    : [
        field('price', formatRupiah(trx.selling_price)),
        ...(receipt.service_fee > 0 ? [field('service_fee', formatRupiah(receipt.service_fee))] : []),
        field('total', formatRupiah(receipt.total), true),
      ];

  const payment: ReceiptField[] = [
    field('payment_method', t(`receipts.payment_method.${receipt.payment_method}`)),
    field('payment_status', t(`receipts.payment_status.${receipt.payment_status}`)),
  ];

  // The app's own reason (the supplier's words stay with the admins), in the reader's language.
  const failedReason = trx.failure_code
    ? { label: t('receipts.field.failed_reason'), value: t(failureMessageKey(trx.failure_code)) }
    : null;

  const note = settings.note.trim();

  return {
    store: {
      name: receipt.store.name,
      lines: storeLines(receipt),
      logoUrl: settings.show_logo ? receipt.store.logo_url : null,
    },
    title: t('receipts.paper_title'),
    status: trx.status,
    statusLabel: t(`receipts.status.${trx.status}`),
    details,
    serial,
    amounts,
    payment,
    failedReason,
    note: note === '' ? null : note,
    settings,
  };
}
