import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@konter/shared/contracts/deposits';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { buttonClassName, ButtonLink } from '../../../components/ui/button.tsx';
import { ContactDetails } from '../../../components/ui/contact-details.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';
import { jakartaDate } from '@konter/shared/time/jakarta';
import { formatDateTime } from '../../../lib/format.ts';
import { formatDay, formatDuration, methodLabel, splitUniqueDigits } from '../format.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { rememberLastTopUp } from '../last-top-up.ts';
import { CopyButton } from './copy-button.tsx';
import { DepositIcon } from './deposit-icons.tsx';
import { creditedAmount, DepositStatusChip } from './deposit-status.tsx';
import { MethodBadge } from './method-badge.tsx';

export const depositPagePaths = {
  topUp: '/payment/deposit/topup',
  history: '/payment/deposit/history',
  instructions: (code: string) => `/payment/deposit/topup/${code}`,
} as const;

function useLocale() {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'id';
}

/** Time left to pay, counting down to expires_at while the top-up is pending. */
export function PaymentCountdown({ deposit }: { deposit: Pick<Deposit, 'expires_at' | 'status'> }) {
  const { t } = useTranslation();
  const deadline = Date.parse(deposit.expires_at);
  const left = useSecondsLeft(deposit.status === 'pending' && !Number.isNaN(deadline) ? deadline : null);
  if (deposit.status !== 'pending') return null;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="payment-countdown">
      <DepositIcon name="hourglass" className="size-4 shrink-0" />
      {left > 0 ? (
        <span>
          {t('dep.pay_within')}{' '}
          <strong className="font-bold text-slate-900 tabular-nums" role="timer">
            {formatDuration(left)}
          </strong>
        </span>
      ) : (
        <span>{t('dep.time_up')}</span>
      )}
    </p>
  );
}

/**
 * The live status of a top-up (DEP-06, DEP-07): waiting (with what to do), paid (with the new balance), expired or
 * failed (with a way to start again). `balance` is the deposit balance as the account last reported it.
 */
export function TopUpStatusPanel({
  deposit,
  balance,
  showTitle = true,
}: {
  deposit: Deposit;
  balance: number | null;
  /** Off where the page heading already says it (the return page). */
  showTitle?: boolean;
}) {
  const { t } = useTranslation();
  switch (deposit.status) {
    case 'paid':
      return (
        <section
          role="status"
          aria-live="polite"
          data-testid="topup-status"
          data-status="paid"
          className="flex flex-col gap-3 rounded-2xl bg-emerald-600 p-4 text-white shadow-sm"
        >
          {showTitle && (
            <p className="flex items-center gap-2 text-lg font-bold">
              <DepositIcon name="checkCircle" className="size-7 shrink-0" />
              {t('dep.paid_title')}
            </p>
          )}
          <p className="text-[0.95rem]">{t('dep.paid_body', { amount: formatRupiah(creditedAmount(deposit)) })}</p>
          {balance !== null && (
            <p className="rounded-xl bg-white/15 px-3 py-2">
              <span className="block text-sm opacity-90">{t('dep.balance_now')}</span>
              <span className="text-2xl font-extrabold tabular-nums" data-testid="balance-now">
                {formatRupiah(balance)}
              </span>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={depositPagePaths.history} variant="secondary" className="flex-1">
              {t('dep.see_history')}
            </ButtonLink>
            <ButtonLink to={depositPagePaths.topUp} variant="secondary" className="flex-1">
              {t('dep.topup_again')}
            </ButtonLink>
          </div>
        </section>
      );
    case 'expired':
    case 'failed':
      return (
        <section
          role="status"
          data-testid="topup-status"
          data-status={deposit.status}
          className={`flex flex-col gap-3 rounded-2xl border p-4 ${
            deposit.status === 'failed' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-300 bg-slate-100'
          }`}
        >
          {showTitle && (
            <p className="flex items-center gap-2 text-lg font-bold">
              <DepositIcon name={deposit.status === 'failed' ? 'x' : 'hourglass'} className="size-6 shrink-0" />
              {t(deposit.status === 'failed' ? 'dep.failed_title' : 'dep.expired_title')}
            </p>
          )}
          <p className="text-sm">{t(deposit.status === 'failed' ? 'dep.failed_body' : 'dep.expired_body')}</p>
          <ButtonLink to={depositPagePaths.topUp}>{t('dep.new_topup')}</ButtonLink>
        </section>
      );
    case 'pending':
      return (
        <section
          role="status"
          aria-live="polite"
          data-testid="topup-status"
          data-status="pending"
          className="flex flex-col gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
        >
          <p className="flex items-center gap-2 text-base font-bold">
            <span className="relative flex size-3 shrink-0">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-amber-400 opacity-75" />
              <span className="relative inline-flex size-3 rounded-full bg-amber-500" />
            </span>
            {t(deposit.provider === 'bank' ? 'dep.waiting_transfer' : 'dep.waiting_payment')}
          </p>
          <p className="text-sm">
            {t(deposit.provider === 'bank' ? 'dep.auto_credit_bank' : 'dep.auto_credit_gateway')}
          </p>
          <PaymentCountdown deposit={deposit} />
        </section>
      );
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2 text-sm">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** Where and how much to transfer for a bank top-up (DEP-06): the exact amount with its unique digits. */
function BankInstructions({ deposit, bank }: { deposit: Deposit; bank: NonNullable<Deposit['bank']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { head, digits } = splitUniqueDigits(deposit.charged);
  const nextDay = deposit.process_date !== null && deposit.process_date > jakartaDate(new Date());
  const pending = deposit.status === 'pending';
  return (
    <section
      aria-label={t('dep.how_to_pay')}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-base font-bold text-slate-900">{t('dep.transfer_exactly')}</h2>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-brand/5 p-3 ring-1 ring-brand/20">
        <p className="text-3xl font-extrabold text-slate-900 tabular-nums" data-testid="transfer-amount">
          {head}
          <mark className="rounded bg-amber-300 px-0.5 text-slate-900" aria-describedby="unique-digits-note">
            {digits}
          </mark>
        </p>
        <CopyButton value={String(deposit.charged)} label={t('dep.amount_to_transfer')} />
      </div>
      <p id="unique-digits-note" className="-mt-2 text-sm text-slate-700">
        {t('dep.unique_digits_note', { digits })}
      </p>
      <dl className="divide-y divide-slate-100">
        <div className="flex items-center justify-between gap-3 py-2 text-sm">
          <dt className="text-slate-600">{t('dep.bank')}</dt>
          <dd className="flex items-center gap-2 font-semibold text-slate-900">
            <MethodBadge provider="bank" method={deposit.method} />
            {bank.name}
          </dd>
        </div>
        <div className="flex flex-col gap-1 py-2 text-sm">
          <dt className="text-slate-600">{t('dep.account_number')}</dt>
          <dd className="flex items-center justify-between gap-3">
            <span className="text-xl font-bold tracking-wide text-slate-900 tabular-nums" data-testid="account-number">
              {bank.account_number}
            </span>
            <CopyButton value={bank.account_number} label={t('dep.account_number')} />
          </dd>
        </div>
        <Row label={t('dep.account_holder')}>{bank.account_holder}</Row>
        {deposit.holder_name && <Row label={t('dep.from_holder')}>{deposit.holder_name}</Row>}
      </dl>
      {pending && nextDay && deposit.process_date && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900"
          data-testid="next-day-note"
        >
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          {t('dep.processed_next_day', { date: formatDay(deposit.process_date, locale) })}
        </p>
      )}
    </section>
  );
}

/** A gateway top-up (DEP-07): the amount with its fee and the provider's payment page. */
function GatewayInstructions({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('dep.how_to_pay')}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3">
        <MethodBadge provider={deposit.provider} method={deposit.method} />
        <div>
          <p className="font-bold text-slate-900">{methodLabel(deposit.provider, deposit.method, t)}</p>
          <p className="text-sm text-slate-600">{t('dep.pay_on_provider_page')}</p>
        </div>
      </div>
      <dl className="divide-y divide-slate-100">
        <Row label={t('dep.amount')}>{formatRupiah(deposit.amount)}</Row>
        <Row label={t('dep.service_fee')}>{deposit.fee === 0 ? t('dep.fee_free') : formatRupiah(deposit.fee)}</Row>
        <div className="flex items-baseline justify-between gap-3 py-2">
          <dt className="font-bold text-slate-900">{t('dep.total')}</dt>
          <dd className="text-xl font-extrabold text-slate-900 tabular-nums" data-testid="charged">
            {formatRupiah(deposit.charged)}
          </dd>
        </div>
      </dl>
      {deposit.status === 'pending' && deposit.payment_url && (
        <a
          href={deposit.payment_url}
          target="_blank"
          rel="noopener"
          onClick={() => rememberLastTopUp(deposit.code)}
          className={buttonClassName('primary', 'w-full')}
        >
          {t('dep.open_payment_page')}
          <DepositIcon name="external" className="size-5" />
        </a>
      )}
    </section>
  );
}

/**
 * The payment instructions of a top-up (DEP-03, DEP-06, DEP-07): its live status, what to pay and where, the time
 * left, and its reference data.
 */
export function PaymentInstructions({ deposit, balance }: { deposit: Deposit; balance: number | null }) {
  const preferences = useSitePreferences();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4">
      <TopUpStatusPanel deposit={deposit} balance={balance} />
      {deposit.provider === 'bank' && deposit.bank ? (
        <BankInstructions deposit={deposit} bank={deposit.bank} />
      ) : (
        <GatewayInstructions deposit={deposit} />
      )}
      <section aria-label={t('dep.details')} className="rounded-2xl bg-white px-4 py-2 shadow-sm ring-1 ring-slate-200">
        <dl className="divide-y divide-slate-100">
          <div className="flex items-center justify-between gap-3 py-2 text-sm">
            <dt className="text-slate-600">{t('dep.code')}</dt>
            <dd className="flex items-center gap-2">
              <span className="font-mono font-semibold text-slate-900" data-testid="deposit-code">
                {deposit.code}
              </span>
              <DepositStatusChip status={deposit.status} />
            </dd>
          </div>
          <Row label={t('dep.created_at')}>{formatDateTime(deposit.created_at, locale)}</Row>
          {deposit.status === 'paid' ? (
            <Row label={t('dep.paid_at')}>{formatDateTime(deposit.paid_at, locale) ?? '–'}</Row>
          ) : (
            <Row label={t('dep.expires_at')}>{formatDateTime(deposit.expires_at, locale)}</Row>
          )}
        </dl>
      </section>
      {deposit.status === 'pending' && (
        <div className="flex flex-col items-center gap-1 text-center text-sm text-slate-600">
          <p>{t('dep.trouble')}</p>
          <ContactDetails brandName={preferences.tenant.brandName} contact={preferences.contact} compact />
        </div>
      )}
    </div>
  );
}
