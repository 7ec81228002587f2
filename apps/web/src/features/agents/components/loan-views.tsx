import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DueBucket, Loan, LoanDeposit, LoanDepositList, LoanTotals } from '@konter/shared/contracts/agents';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Card } from '../../../components/ui/page-frame.tsx';
import { formatJakartaDateTime, formatPhone } from '../../../lib/format.ts';
import type { WebMessageKey } from '../../../locales/id.ts';

/** The spec's loan / debt row (§3) and its totals, shared by the agent's, the master's and the admin's screens. */

const statusTone: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800',
  active: 'bg-teal-50 text-teal-800',
  inactive: 'bg-slate-100 text-slate-700',
  rejected: 'bg-rose-50 text-rose-800',
  deposited: 'bg-amber-50 text-amber-800',
  approved: 'bg-teal-50 text-teal-800',
  half_approved: 'bg-sky-50 text-sky-800',
  not_deposited: 'bg-rose-50 text-rose-800',
};

export const loanStatusLabel = (status: string) => `agents.loan.status.${status}` as WebMessageKey;
export const bucketLabel = (bucket: DueBucket) => `agents.loan.bucket.${bucket}` as WebMessageKey;

function Badge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[status] ?? 'bg-slate-100'}`}>
      {t(loanStatusLabel(status))}
    </span>
  );
}

function Pair({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`break-words text-slate-900 tabular-nums ${strong ? 'font-bold' : 'font-medium'}`}>{value}</dd>
    </div>
  );
}

export function useLocaleOf(): 'id' | 'en' | 'zh' {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'id';
}

/** One loan: who, its state, limit, usage, collected, leftover limit, unpaid, due dates, deposit dates. */
export function LoanCard({ loan, showWho = false, children }: { loan: Loan; showWho?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocaleOf();
  const at = (value: string | null) => (value ? (formatJakartaDateTime(value, locale) ?? '–') : '–');
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {showWho && (
            <>
              <p className="font-semibold text-slate-900">{loan.name}</p>
              <p className="text-sm text-slate-600">
                {formatPhone(loan.phone)} · {t(`agents.role.${loan.category === 'master' ? 'master' : 'agent'}`)}
              </p>
            </>
          )}
          <p className="text-sm text-slate-600">
            {t('agents.loan.lender')}: {loan.lender_name ?? t('agents.loan.lender_tenant')}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge status={loan.status} />
          {loan.due_bucket !== 'other' && (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                loan.due_bucket === 'overdue' ? 'bg-rose-100 text-rose-800' : 'bg-slate-100 text-slate-700'
              }`}
              data-testid="loan-bucket"
            >
              {t(bucketLabel(loan.due_bucket))}
            </span>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        <Pair label={t('agents.loan.limit')} value={formatRupiah(loan.limit)} />
        <Pair label={t('agents.loan.usage')} value={formatRupiah(loan.usage)} />
        <Pair label={t('agents.loan.collected')} value={formatRupiah(loan.collected)} />
        <Pair label={t('agents.loan.leftover')} value={formatRupiah(loan.leftover_limit)} strong />
        <Pair
          label={t('agents.loan.unpaid')}
          value={<span data-testid="loan-unpaid">{formatRupiah(loan.unpaid)}</span>}
          strong
        />
        <Pair label={t('agents.loan.pending_deposit')} value={formatRupiah(loan.pending_deposit)} />
        <Pair label={t('agents.loan.due_date')} value={loan.due_date} />
        {loan.previous_due_date && <Pair label={t('agents.loan.previous_due_date')} value={loan.previous_due_date} />}
        <Pair label={t('agents.loan.deposit_date')} value={at(loan.last_deposit_date)} />
        <Pair label={t('agents.loan.approval_date')} value={at(loan.approval_date)} />
      </dl>
      {loan.note && <p className="text-sm text-slate-600">{loan.note}</p>}
      {children}
    </Card>
  );
}

/** The list's totals (spec §3: total deposit, total unpaid). */
export function LoanTotalsView({ totals }: { totals: LoanTotals }) {
  const { t } = useTranslation();
  return (
    <Card>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="loan-totals">
        <Pair label={t('agents.loan.limit')} value={formatRupiah(totals.limit)} />
        <Pair label={t('agents.loan.usage')} value={formatRupiah(totals.usage)} />
        <Pair label={t('agents.loan.total_deposit')} value={formatRupiah(totals.total_deposit)} />
        <Pair label={t('agents.loan.total_unpaid')} value={formatRupiah(totals.total_unpaid)} strong />
      </dl>
    </Card>
  );
}

/** One repayment (loan deposit): amount, state, approved amount, deposit and approval dates. */
export function LoanDepositRow({
  deposit,
  showWho = false,
  children,
}: {
  deposit: LoanDeposit;
  showWho?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocaleOf();
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {showWho && (
            <p className="font-semibold text-slate-900">
              {deposit.name} · <span className="font-normal text-slate-600">{formatPhone(deposit.phone)}</span>
            </p>
          )}
          <p className="text-lg font-bold text-slate-900 tabular-nums">{formatRupiah(deposit.amount)}</p>
        </div>
        <Badge status={deposit.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <Pair
          label={t('agents.loan.deposit_date')}
          value={formatJakartaDateTime(deposit.deposit_date, locale) ?? '–'}
        />
        <Pair
          label={t('agents.loan.approval_date')}
          value={deposit.approval_date ? (formatJakartaDateTime(deposit.approval_date, locale) ?? '–') : '–'}
        />
        <Pair
          label={t('agents.loan.approved_amount')}
          value={deposit.approved_amount === null ? '–' : formatRupiah(deposit.approved_amount)}
        />
        <Pair label={t('agents.loan.unpaid')} value={formatRupiah(deposit.unpaid)} />
      </dl>
      {children}
    </Card>
  );
}

export function LoanDepositList({ list, showWho = false }: { list: LoanDepositList; showWho?: boolean }) {
  const { t } = useTranslation();
  if (list.data.length === 0) return <p className="py-6 text-center text-slate-500">{t('agents.loan.no_deposits')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" data-testid="loan-deposits">
        {list.data.map((deposit) => (
          <li key={deposit.id}>
            <LoanDepositRow deposit={deposit} showWho={showWho} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        {t('agents.loan.total_deposit')}: <strong>{formatRupiah(list.totals.total_deposit)}</strong> ·{' '}
        {t('agents.loan.approved_amount')}: <strong>{formatRupiah(list.totals.total_approved)}</strong>
      </p>
    </div>
  );
}
