import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@konter/shared/contracts/transactions';
import type { Locale } from '@konter/shared/i18n/locales';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatReceiptDate } from '../format.ts';
import type { ReceiptDocument } from '../receipt-document.ts';
import { buildReceiptDocument } from '../receipt-document.ts';

/**
 * Languages a thermal printer's code page and the PDF's built-in fonts can print. The others' receipts go to the
 * printer in Indonesian, the customers' language, instead of as rows of question marks.
 */
const latinLocales: readonly Locale[] = ['id', 'en'];

/**
 * The receipt's printable content in the reader's language, or with `{ forPrinter: true }` in a language the
 * printer can print.
 */
export function useReceiptDocument(receipt: Receipt, { forPrinter = false } = {}): ReceiptDocument {
  const { i18n } = useTranslation();
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'id';
  const locale = forPrinter && !latinLocales.includes(current) ? 'id' : current;
  return useMemo(() => {
    const t = i18n.getFixedT(locale);
    return buildReceiptDocument(receipt, {
      t: (key, params) => t(key, params ?? {}),
      formatDate: (iso) => formatReceiptDate(iso, locale),
      locale,
    });
  }, [receipt, i18n, locale]);
}
