import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Adjustment, AdminAccountSummary } from '@konter/shared/contracts/admin';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import { notices } from '../../../lib/notices.ts';
import { useAccountDetail } from '../api/account-detail.ts';
import { useAdjustments } from '../api/adjustments.ts';
import { useDecideAdjustment } from '../api/decide-adjustment.ts';
import { useLedgerAudit } from '../api/ledger-audit.ts';
import { useProposeAdjustment } from '../api/propose-adjustment.ts';
import { useAccountSearch } from '../api/search-accounts.ts';
import { useAdminText } from './admin-text.ts';
import { AdminPage, Badge, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

type Picked = Pick<AdminAccountSummary, 'id' | 'name' | 'phone'>;

function AccountPicker({ picked, onPick }: { picked: Picked | null; onPick: (account: Picked | null) => void }) {
  const { t } = useAdminText();
  const [q, setQ] = useState('');
  const search = useAccountSearch(q.trim());
  if (picked) {
    return (
      <div className="flex min-h-11 items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2">
        <span className="min-w-0">
          <span className="font-semibold text-slate-900">{picked.name}</span>{' '}
          <span className="text-slate-600">{formatPhone(picked.phone)}</span>
        </span>
        <Button variant="ghost" className="shrink-0 whitespace-nowrap" onClick={() => onPick(null)}>
          {t('admin.money.change_account')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <input
        id="adjust-account"
        type="search"
        className={inputClassName}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('admin.money.account_placeholder')}
        autoComplete="off"
      />
      {q.trim().length >= 2 && (
        <ul className="flex max-h-60 flex-col overflow-auto rounded-xl ring-1 ring-slate-200">
          {(search.data ?? []).slice(0, 8).map((account) => (
            <li key={account.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left hover:bg-slate-50"
                onClick={() => onPick(account)}
              >
                <span className="font-semibold text-slate-900">{account.name}</span>
                <span className="text-sm text-slate-600">{formatPhone(account.phone)}</span>
              </button>
            </li>
          ))}
          {search.data?.length === 0 && <li className="px-3 py-2 text-slate-500">{t('admin.people.empty')}</li>}
        </ul>
      )}
    </div>
  );
}

function ProposeForm({ fourEyesAbove }: { fourEyesAbove: number }) {
  const { t } = useAdminText();
  const [params] = useSearchParams();
  const preset = useAccountDetail(params.get('account') ?? '');
  const [picked, setPicked] = useState<Picked | null | undefined>(undefined);
  const account = picked === undefined ? (params.get('account') && preset.data ? preset.data : null) : picked;
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const propose = useProposeAdjustment();
  const value = Number(amount.replace(/\D/g, '')) || 0;

  function submit() {
    const found: Record<string, string> = {};
    if (!account) found.account_id = t('admin.money.required');
    if (value <= 0) found.amount = t('admin.money.amount_invalid');
    if (reason.trim().length < 3) found.reason = t('admin.money.reason_short');
    setErrors(found);
    if (!account || Object.keys(found).length > 0) return;
    propose.mutate(
      { account_id: account.id, direction, amount: value, reason: reason.trim() },
      {
        onSuccess: (result) => {
          notices.showSnackbar(
            'success',
            t(result.status === 'posted' ? 'admin.money.posted' : 'admin.money.proposed'),
          );
          setAmount('');
          setReason('');
        },
        onError: (error) => {
          applyFormError(error, {
            setFieldError: (field, message) => setErrors((now) => ({ ...now, [field]: message })),
          });
        },
      },
    );
  }

  const fieldError = (field: string) =>
    errors[field] ? (
      <span id={`${field}-error`} className="text-sm text-red-700">
        {errors[field]}
      </span>
    ) : null;

  return (
    <Panel title={t('admin.money.new')}>
      <form
        className="grid gap-4 md:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <label htmlFor="adjust-account" className={labelClassName}>
            {t('admin.money.account')}
          </label>
          <AccountPicker picked={account} onPick={setPicked} />
          {fieldError('account_id')}
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className={`${labelClassName} mb-1.5`}>{t('admin.money.direction')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['credit', 'debit'] as const).map((option) => (
              <label
                key={option}
                className={`flex min-h-11 items-center gap-2 rounded-xl px-3 ring-1 ${direction === option ? 'bg-brand/10 ring-brand' : 'ring-slate-300'}`}
              >
                <input
                  type="radio"
                  name="direction"
                  value={option}
                  checked={direction === option}
                  onChange={() => setDirection(option)}
                  className="accent-brand"
                />
                {t(`admin.money.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.money.amount')}</span>
          <input
            className={inputClassName}
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'amount-error' : 'amount-hint'}
          />
          {fieldError('amount') ?? (
            <span id="amount-hint" className="text-sm text-slate-600">
              {value > 0 && formatRupiah(value)}
              {value > fourEyesAbove && ` · ${t('admin.money.needs_approval')}`}
            </span>
          )}
        </label>
        <label className="flex flex-col gap-1.5 md:col-span-2">
          <span className={labelClassName}>{t('admin.money.reason')}</span>
          <input
            className={inputClassName}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('admin.money.reason_placeholder')}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'reason-error' : undefined}
          />
          {fieldError('reason')}
        </label>
        <div className="md:col-span-2">
          <Button type="submit" disabled={propose.isPending}>
            {t('admin.money.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function AdjustmentLine({ adjustment, viewerId }: { adjustment: Adjustment; viewerId: string | null }) {
  const { t, locale } = useAdminText();
  const decide = useDecideAdjustment();
  const own = adjustment.proposed_by === viewerId;
  const signed = adjustment.direction === 'credit' ? adjustment.amount : -adjustment.amount;
  return (
    <li
      className="flex flex-col gap-2 py-3 md:flex-row md:items-center md:justify-between"
      data-adjustment={adjustment.id}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className={`font-bold tabular-nums ${signed >= 0 ? 'text-emerald-700' : 'text-red-700'}`}>
            {signed >= 0 ? '+' : ''}
            {formatRupiah(signed)}
          </span>
          <span className="font-semibold text-slate-900">{adjustment.account_name}</span>
          <span className="text-sm text-slate-600">{formatPhone(adjustment.account_phone)}</span>
          <Badge tone={adjustment.status === 'posted' ? 'green' : adjustment.status === 'pending' ? 'amber' : 'slate'}>
            {t(`admin.money.status.${adjustment.status}`)}
          </Badge>
        </p>
        <p className="text-sm break-words text-slate-700">{adjustment.reason}</p>
        <p className="text-xs text-slate-500">
          {formatDateTime(adjustment.created_at, locale)} ·{' '}
          {t('admin.money.proposed_by', { name: adjustment.proposed_by_name })}
          {adjustment.decided_by_name &&
            adjustment.decided_by !== adjustment.proposed_by &&
            ` · ${t('admin.money.decided_by', { name: adjustment.decided_by_name })}`}
        </p>
      </div>
      {adjustment.status === 'pending' &&
        (own ? (
          <p className="text-sm text-slate-600 md:max-w-56">{t('admin.money.own')}</p>
        ) : (
          <div className="flex gap-2">
            <Button
              disabled={decide.isPending}
              onClick={() =>
                // The promise, not mutate's callbacks: the decided row leaves the list (and unmounts) as soon as the
                // list is read again, and callbacks of an unmounted caller never run.
                void decide.mutateAsync({ id: adjustment.id, decision: 'approve' }).then(
                  () => notices.showSnackbar('success', t('admin.money.approved')),
                  (error: unknown) => applyFormError(error),
                )
              }
            >
              {t('admin.money.approve')}
            </Button>
            <Button
              variant="secondary"
              disabled={decide.isPending}
              onClick={() =>
                // The promise, not mutate's callbacks: the decided row leaves the list (and unmounts) as soon as the
                // list is read again, and callbacks of an unmounted caller never run.
                void decide.mutateAsync({ id: adjustment.id, decision: 'reject' }).then(
                  () => notices.showSnackbar('info', t('admin.money.rejected')),
                  (error: unknown) => applyFormError(error),
                )
              }
            >
              {t('admin.money.reject')}
            </Button>
          </div>
        ))}
    </li>
  );
}

function LedgerAuditPanel() {
  const { t, locale } = useAdminText();
  const audit = useLedgerAudit();
  const result = audit.data;
  return (
    <Panel
      title={t('admin.ledger.title')}
      actions={
        <Button variant="secondary" disabled={audit.isPending} onClick={() => audit.mutate()}>
          {audit.isPending ? t('admin.ledger.running') : t('admin.ledger.run')}
        </Button>
      }
    >
      <p className="text-sm text-slate-600">{t('admin.ledger.description')}</p>
      {result && (
        <div role="status" className="mt-3">
          {result.clean ? (
            <Badge tone="green">
              {t('admin.ledger.clean', { at: formatDateTime(result.checked_at, locale) ?? '' })}
            </Badge>
          ) : (
            <>
              <Badge tone="red">
                {t('admin.ledger.problems', {
                  count: result.problems.length,
                  at: formatDateTime(result.checked_at, locale) ?? '',
                })}
              </Badge>
              <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
                {result.problems.map((problem, index) => (
                  <li key={index}>
                    {problem.check}: {problem.detail}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {audit.isError && !isApiError(audit.error) && <p className="mt-2 text-red-700">{t('admin.load_failed')}</p>}
    </Panel>
  );
}

/** Money operations (issue 17): manual adjustments with four eyes, the approvals queue, and the ledger audit. */
export function AdminMoney({ viewerId }: { viewerId: string | null }) {
  const { t } = useAdminText();
  const list = useAdjustments();
  const fourEyesAbove = list.data?.four_eyes_above ?? 0;
  const pending = (list.data?.data ?? []).filter((row) => row.status === 'pending');
  const done = (list.data?.data ?? []).filter((row) => row.status !== 'pending');
  return (
    <AdminPage
      title={t('admin.money.title')}
      description={list.data ? t('admin.money.description', { amount: formatRupiah(fourEyesAbove) }) : undefined}
    >
      {!list.data && <QueryState query={list} />}
      {list.data && (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-4">
            <ProposeForm fourEyesAbove={fourEyesAbove} />
            <Panel title={t('admin.money.pending')}>
              {pending.length === 0 ? (
                <p className="text-slate-500">{t('admin.money.none_pending')}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('admin.money.pending')}>
                  {pending.map((row) => (
                    <AdjustmentLine key={row.id} adjustment={row} viewerId={viewerId} />
                  ))}
                </ul>
              )}
            </Panel>
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <LedgerAuditPanel />
            <Panel title={t('admin.money.history')}>
              {done.length === 0 ? (
                <p className="text-slate-500">{t('admin.money.none')}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100">
                  {done.map((row) => (
                    <AdjustmentLine key={row.id} adjustment={row} viewerId={viewerId} />
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        </div>
      )}
    </AdminPage>
  );
}
