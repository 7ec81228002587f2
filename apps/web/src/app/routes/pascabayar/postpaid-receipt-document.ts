import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostpaidReceipt } from '@konter/shared/contracts/postpaid';
import type { Locale } from '@konter/shared/i18n/locales';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { formatReceiptDate } from '../../../features/receipts/format.ts';
import type {
  ReceiptDocument,
  ReceiptField,
  ReceiptFieldKey,
  Translate,
} from '../../../features/receipts/receipt-document.ts';
import { buildReceiptDocument } from '../../../features/receipts/receipt-document.ts';
import { formatPeriods, formatReading, formatUsage, meterSummary } from '../../../features/postpaid/format.ts';
import { postpaidTitles } from '../../../features/postpaid/postpaid-menu.ts';

export type BuildPostpaidReceiptOptions = {
  t: Translate;
  formatDate: (iso: string) => string;
  locale: Locale;
  /** For thermal printers and the PDF: their fonts have no '³', so cubic metres print as 'm3'. */
  printable?: boolean;
};

/**
 * The printed receipt of a bill (RCP-01): the prepaid receipt's frame (shop, status, payment, failed reason, note,
 * settings) with the bill's own lines: provider, customer number and name, period, first and last meter and the
 * usage between them where the biller reports meters, the bill, the admin fee and the total, and the biller's payment
 * reference in place of the serial number. One value for the screen, printers, PDF and WhatsApp alike.
 */
export function buildPostpaidReceiptDocument(
  receipt: PostpaidReceipt,
  { t, formatDate, locale, printable = false }: BuildPostpaidReceiptOptions,
): ReceiptDocument {
  const base = buildReceiptDocument(receipt, { t, formatDate, locale });
  const { transaction: trx } = receipt;
  const { bill } = trx;
  const field = (key: ReceiptFieldKey, label: string, value: string, prominent = false): ReceiptField => ({
    key,
    label: t(label),
    value,
    prominent,
  });
  const kept = (key: ReceiptFieldKey) => base.details.filter((line) => line.key === key);
  const meters = meterSummary(bill);
  const product = t(postpaidTitles[bill.type]);
  const usage = (text: string) => (printable ? text.replaceAll('³', '3') : text);

  const details: ReceiptField[] = [
    ...kept('date'),
    ...kept('ref_id'),
    ...kept('order_number'),
    // The product is the kind of bill (PDAM, PLN Pascabayar); the provider is who bills it (PDAM Kota Surabaya).
    field('product', 'receipts.field.product', product, true),
    ...(bill.provider !== product ? [field('provider', 'receipts.field.provider', bill.provider)] : []),
    field('customer_no', 'receipts.field.customer_no', bill.customer_no, true),
    field('customer_name', 'receipts.field.customer_name', bill.customer_name),
    ...(bill.offer
      ? [field('package', 'postpaid.offer.package', `${bill.offer.package} (${bill.offer.quota})`, true)]
      : []),
    field('period', 'postpaid.receipt.period', formatPeriods(bill, locale)),
    ...(meters
      ? [
          field('meter_start', 'postpaid.receipt.meter_start', formatReading(meters.start, locale)),
          field('meter_end', 'postpaid.receipt.meter_end', formatReading(meters.end, locale)),
          ...(meters.usage !== null
            ? [field('usage', 'postpaid.receipt.usage', usage(formatUsage(meters.usage, bill.type, locale)))]
            : []),
        ]
      : []),
  ];

  // A payment that did not go through paid nothing: like the prepaid receipt, no amounts, the refund says it.
  const amounts: ReceiptField[] =
    receipt.payment_status === 'refunded'
      ? []
      : [
          field('bill_amount', 'postpaid.receipt.bill_amount', formatRupiah(bill.bill_amount)),
          field('admin_fee', 'postpaid.receipt.admin_fee', formatRupiah(bill.admin_fee)),
          ...base.amounts.filter((line) => line.key === 'service_fee'),
          field('total', 'receipts.field.total', formatRupiah(receipt.total), true),
        ];

  const reference = trx.serial_number?.trim();
  return {
    ...base,
    title: t('postpaid.receipt.paper_title'),
    details,
    serial: reference ? { label: t('postpaid.receipt.payment_ref'), value: reference, token: false } : null,
    amounts,
  };
}

/** Languages a thermal printer's code page and the PDF's built-in fonts can print (as the prepaid receipt). */
const latinLocales: readonly Locale[] = ['id', 'en'];

/**
 * The bill receipt in the reader's language, or with `{ forPrinter: true }` in a language the printer can print
 * (Chinese readers' receipts print in Indonesian, the customers' language).
 */
export function usePostpaidReceiptDocument(receipt: PostpaidReceipt, { forPrinter = false } = {}): ReceiptDocument {
  const { i18n } = useTranslation();
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'id';
  const locale = forPrinter && !latinLocales.includes(current) ? 'id' : current;
  return useMemo(() => {
    const t = i18n.getFixedT(locale);
    return buildPostpaidReceiptDocument(receipt, {
      t: (key, params) => t(key, params ?? {}),
      formatDate: (iso) => formatReceiptDate(iso, locale),
      locale,
      printable: forPrinter,
    });
  }, [receipt, i18n, locale, forPrinter]);
}
