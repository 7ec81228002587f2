import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bill } from '@konter/shared/contracts/postpaid';
import { postpaidKindOf } from '@konter/shared/contracts/postpaid';
import type { Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { kindTexts } from '../bill-summary.ts';
import { formatMeterRange, formatPeriod, formatPeriods, formatUsage } from '../format.ts';
import { useLocale } from '../hooks/use-locale.ts';

/** A biller's own line name as people read it: 'jatuh_tempo' → 'Jatuh tempo'. */
export function detailLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Row({
  label,
  children,
  testId,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className={`shrink-0 ${strong ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>{label}</dt>
      <dd
        className={`min-w-0 text-right tabular-nums break-words ${strong ? 'text-xl font-extrabold text-slate-900' : 'font-semibold text-slate-900'}`}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The bill of one customer number (PAS-01): who and what it is for, each billed month (amount, penalty, meter
 * readings and usage where the biller reports them), then the bill total, admin fee and what the deposit is charged.
 * An operator offer shows the package (quota, validity, the usual price beside the offer's) in place of months; a
 * transfer shows the account holder, the bank and the amount sent. `action` is what comes next (the pay button).
 */
export function BillCard({ bill, action }: { bill: Bill; action?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kind = postpaidKindOf(bill.type);
  const texts = kindTexts[kind];
  const details = Object.entries(bill.details).filter(([, value]) => value.trim() !== '');
  const { offer } = bill;
  // Beside the name: the months of a bill, the validity of an offer; a transfer has neither.
  const badge =
    kind === 'bill'
      ? t('postpaid.months', { count: bill.months })
      : kind === 'offer'
        ? (offer?.validity ?? null)
        : null;
  return (
    <section
      aria-labelledby="postpaid-bill-title"
      data-testid="postpaid-bill"
      data-kind={kind}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="postpaid-bill-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {t(texts.title)}
          </h2>
          {offer && (
            <p className="mt-1 text-xl font-bold break-words text-slate-900" data-testid="offer-package">
              {offer.package}
            </p>
          )}
          {kind === 'transfer' && <p className="mt-1 text-xs text-slate-500">{t('postpaid.transfer.holder')}</p>}
          <p
            className={offer ? 'text-sm font-semibold text-slate-800' : 'text-xl font-bold break-words text-slate-900'}
            data-testid="bill-customer-name"
          >
            {bill.customer_name}
          </p>
          <p className="text-sm text-slate-600">
            <span className="font-mono tabular-nums" data-testid="bill-customer-no">
              {bill.customer_no}
            </span>
            {' · '}
            <span data-testid="bill-provider">{bill.provider}</span>
          </p>
        </div>
        {badge && (
          <span className="shrink-0 rounded-full bg-brand/10 px-3 py-1 text-xs font-bold text-brand">{badge}</span>
        )}
      </div>

      {kind === 'bill' && <BillMonths bill={bill} locale={locale} />}

      {offer && (
        <dl className="rounded-xl bg-slate-50 px-3 py-1 text-sm ring-1 ring-slate-200/70" data-testid="offer-lines">
          <Row label={t('postpaid.offer.quota')} testId="offer-quota">
            {offer.quota}
          </Row>
          <Row label={t('postpaid.offer.validity')} testId="offer-validity">
            {offer.validity}
          </Row>
          {offer.normal_price !== null && offer.normal_price > bill.bill_amount && (
            <Row label={t('postpaid.offer.normal_price')} testId="offer-normal-price">
              <span className="flex flex-wrap items-baseline justify-end gap-x-2 gap-y-1">
                <s className="font-normal text-slate-500">{formatRupiah(offer.normal_price)}</s>
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-emerald-800">
                  {t('postpaid.offer.saving', { amount: formatRupiah(offer.normal_price - bill.bill_amount) })}
                </span>
              </span>
            </Row>
          )}
        </dl>
      )}

      {details.length > 0 && (
        <div className="text-sm">
          <h3 className="font-semibold text-slate-800">{t('postpaid.details')}</h3>
          <dl className="mt-1 divide-y divide-slate-100">
            {details.map(([key, value]) => (
              <Row key={key} label={detailLabel(key)}>
                {value}
              </Row>
            ))}
          </dl>
        </div>
      )}

      <dl className="border-t border-dashed border-slate-300 pt-2 text-sm">
        <Row label={t(texts.amount)} testId="bill-amount">
          {formatRupiah(bill.bill_amount)}
        </Row>
        <Row label={t('postpaid.admin_fee')} testId="bill-admin-fee">
          {formatRupiah(bill.admin_fee)}
        </Row>
        <Row label={t('postpaid.total')} testId="bill-total" strong>
          {formatRupiah(bill.total)}
        </Row>
      </dl>
      {action}
    </section>
  );
}

/** The billed months: the period, then each month with its amount, penalty, meters and usage. */
function BillMonths({ bill, locale }: { bill: Bill; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="text-sm">
        <Row label={t('postpaid.period')} testId="bill-period">
          {formatPeriods(bill, locale)}
        </Row>
      </dl>

      {bill.periods.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label={t('postpaid.period')}>
          {bill.periods.map((line) => (
            <li
              key={line.period}
              data-period={line.period}
              className="flex flex-col gap-1 rounded-xl bg-slate-50 px-3 py-2.5 text-sm ring-1 ring-slate-200/70"
            >
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-slate-900">{formatPeriod(line.period, locale)}</span>
                <span className="font-semibold text-slate-900 tabular-nums" data-line="amount">
                  {formatRupiah(line.amount)}
                </span>
              </div>
              {line.penalty > 0 && (
                <div className="flex justify-between gap-3 text-slate-600">
                  <span>{t('postpaid.penalty')}</span>
                  <span className="tabular-nums" data-line="penalty">
                    {formatRupiah(line.penalty)}
                  </span>
                </div>
              )}
              {line.meter_start !== null && line.meter_end !== null && (
                <div className="flex flex-wrap justify-between gap-x-3 text-slate-600">
                  <span>{t('postpaid.meter')}</span>
                  <span className="tabular-nums" data-line="meter">
                    {formatMeterRange(line.meter_start, line.meter_end, locale)}
                  </span>
                </div>
              )}
              {line.usage !== null && (
                <div className="flex justify-between gap-3 text-slate-600">
                  <span>{t('postpaid.usage')}</span>
                  <span className="tabular-nums" data-line="usage">
                    {formatUsage(line.usage, bill.type, locale)}
                  </span>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
