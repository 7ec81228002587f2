import type { Bill, PostpaidKind } from '@konter/shared/contracts/postpaid';
import { postpaidKindOf } from '@konter/shared/contracts/postpaid';
import type { Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import type { WebMessageKey } from '../../locales/id.ts';
import { formatPeriods } from './format.ts';

/** The words that change with what is bought: a bill is checked and paid, an offer bought, money sent. */
export const kindTexts = {
  bill: {
    check: 'postpaid.check_bill',
    checking: 'postpaid.checking',
    placeholder: 'postpaid.bill_placeholder',
    title: 'postpaid.bill_title',
    amount: 'postpaid.bill_amount',
    pay: 'postpaid.pay',
    paid: 'postpaid.status_success_title',
  },
  offer: {
    check: 'postpaid.offer.check',
    checking: 'postpaid.offer.checking',
    placeholder: 'postpaid.offer.placeholder',
    title: 'postpaid.offer.title',
    amount: 'postpaid.offer.price',
    pay: 'postpaid.offer.buy',
    paid: 'postpaid.offer.status_success_title',
  },
  transfer: {
    check: 'postpaid.transfer.check',
    checking: 'postpaid.transfer.checking',
    placeholder: 'postpaid.transfer.placeholder',
    title: 'postpaid.transfer.title',
    amount: 'postpaid.transfer.amount_sent',
    pay: 'postpaid.transfer.send',
    paid: 'postpaid.transfer.status_success_title',
  },
} as const satisfies Record<PostpaidKind, Record<string, WebMessageKey>>;

export type SummaryRow = {
  /** Stable per line, kebab-case: the rows' keys and test ids. */
  key: string;
  label: string;
  value: string;
  /** Numbers that are read digit by digit (customer and account numbers). */
  digits?: boolean;
};

type Translate = (key: WebMessageKey) => string;

/**
 * The few lines that say what is being paid, for the confirmation and the outcome: whose bill, which number, who
 * bills it and for which months; for an offer the package and its validity; for a transfer the account holder, the
 * account, the bank and the amount sent.
 */
export function billSummary(bill: Bill, t: Translate, locale: Locale): SummaryRow[] {
  switch (postpaidKindOf(bill.type)) {
    case 'offer':
      return [
        { key: 'customer-name', label: t('postpaid.customer_name'), value: bill.customer_name },
        { key: 'customer-no', label: t('postpaid.offer.phone_no'), value: bill.customer_no, digits: true },
        {
          key: 'package',
          label: t('postpaid.offer.package'),
          value: bill.offer ? `${bill.offer.package} · ${bill.offer.quota}` : bill.provider,
        },
        {
          key: 'validity',
          label: t('postpaid.offer.validity'),
          value: bill.offer?.validity ?? formatPeriods(bill, locale),
        },
      ];
    case 'transfer':
      return [
        { key: 'customer-name', label: t('postpaid.transfer.holder'), value: bill.customer_name },
        { key: 'customer-no', label: t('postpaid.transfer.account_no'), value: bill.customer_no, digits: true },
        { key: 'provider', label: t('postpaid.transfer.bank'), value: bill.provider },
        { key: 'amount', label: t('postpaid.transfer.amount_sent'), value: formatRupiah(bill.bill_amount) },
      ];
    case 'bill':
      return [
        { key: 'customer-name', label: t('postpaid.customer_name'), value: bill.customer_name },
        { key: 'customer-no', label: t('postpaid.customer_no'), value: bill.customer_no, digits: true },
        { key: 'provider', label: t('postpaid.provider'), value: bill.provider },
        { key: 'period', label: t('postpaid.period'), value: formatPeriods(bill, locale) },
      ];
  }
}
