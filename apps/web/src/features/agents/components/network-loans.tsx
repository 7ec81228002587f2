import { useDeferredValue, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  dueBuckets,
  dueDateBody,
  loanStatuses,
  requestLoanBody,
  type DueBucket,
  type Loan,
  type LoanStatus,
  type RequestLoanBody,
} from '@konter/shared/contracts/agents';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { useDownlines } from '../api/list-downlines.ts';
import {
  useDeactivateLoan,
  useGrantLoan,
  useLoanCandidates,
  useMoveDueDate,
  useNetworkLoanDeposits,
  useNetworkLoans,
  useRequestLoan,
} from '../api/loans.ts';
import { AgentCenterState } from './agent-center-nav.tsx';
import { ListSearch } from './list-search.tsx';
import { bucketLabel, LoanCard, LoanDepositList, LoanTotalsView, loanStatusLabel } from './loan-views.tsx';

const inputClass =
  'min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:outline-2 focus:outline-teal-600';

function Chips<T extends string>({
  options,
  value,
  label,
  onChange,
}: {
  options: readonly T[];
  value: T | '';
  label: (option: T) => string;
  onChange: (value: T | '') => void;
}) {
  const { t } = useTranslation();
  const chip = (active: boolean) =>
    `shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold ${
      active ? 'bg-teal-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'
    }`;
  return (
    <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="group">
      <button type="button" className={chip(value === '')} aria-pressed={value === ''} onClick={() => onChange('')}>
        {t('agents.loan.all')}
      </button>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={chip(value === option)}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {label(option)}
        </button>
      ))}
    </div>
  );
}

type LoanCandidate = { id: string; name: string; phone: string };
type LoanMutation = {
  mutate: (
    body: RequestLoanBody,
    options: { onSuccess: (message: string) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

/** The credit line form: the agent, its limit, due date and note; who lends depends on who submits it. */
function LoanGrantForm({
  candidates,
  mutation,
  title,
  intro,
  submitLabel,
  testId,
  picker,
}: {
  candidates: readonly LoanCandidate[];
  mutation: LoanMutation;
  title: string;
  intro: string;
  submitLabel: string;
  testId: string;
  /** Above the agent's list: the admin's search of the tenant's accounts. */
  picker?: ReactNode;
}) {
  const { t } = useTranslation();
  const empty = { account_id: '', limit: '', due_date: '', note: '' };
  const form = useZodForm({
    initial: empty,
    labels: {
      account_id: 'agents.loan.agent',
      limit: 'agents.loan.limit',
      due_date: 'agents.loan.due_date',
      note: 'agents.loan.note',
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(requestLoanBody, { ...form.values, note: form.values.note || undefined });
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: (message) => {
        form.reset(empty);
        notices.showSnackbar('success', message);
      },
      onError: (error) => form.applyServerError(error),
    });
  };
  const agentField = form.bind('account_id');
  const dueField = form.bind('due_date');
  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid={testId}>
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{intro}</p>
        {picker}
        <label className="flex flex-col gap-1.5" htmlFor={agentField.id}>
          <span className="text-sm font-semibold text-slate-800">{t('agents.loan.agent')}</span>
          <select
            id={agentField.id}
            className={inputClass}
            value={agentField.value}
            onChange={(event) => agentField.onChange(event.target.value)}
            aria-invalid={agentField.error ? true : undefined}
          >
            <option value="">{t('agents.loan.choose_agent')}</option>
            {candidates.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name} · {agent.phone}
              </option>
            ))}
          </select>
          {agentField.error && <span className="text-sm text-rose-700">{agentField.error}</span>}
        </label>
        <TextField field={form.bind('limit')} label={t('agents.loan.limit')} inputMode="numeric" filter={digitsOnly} />
        <label className="flex flex-col gap-1.5" htmlFor={dueField.id}>
          <span className="text-sm font-semibold text-slate-800">{t('agents.loan.due_date')}</span>
          <input
            id={dueField.id}
            type="date"
            className={inputClass}
            value={dueField.value}
            onChange={(event) => dueField.onChange(event.target.value)}
            aria-invalid={dueField.error ? true : undefined}
          />
          {dueField.error && <span className="text-sm text-rose-700">{dueField.error}</span>}
        </label>
        <TextField field={form.bind('note')} label={t('agents.loan.note')} maxLength={200} />
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto sm:self-start">
          {submitLabel}
        </Button>
      </form>
    </Card>
  );
}

/** A master asks for a credit line for one of its agents; the admin validates it. */
function RequestLoanForm() {
  const { t } = useTranslation();
  const agents = useDownlines('');
  const request = useRequestLoan();
  const candidates = (agents.data ?? []).filter((agent) => agent.role === 'agent' || agent.role === 'master');
  return (
    <LoanGrantForm
      candidates={candidates}
      mutation={request}
      title={t('agents.loan.request_title')}
      intro={t('agents.loan.request_intro')}
      submitLabel={t('agents.loan.request_submit')}
      testId="request-loan-form"
    />
  );
}

/**
 * AGT-06, admin (`/admin/agent-loans`): the tenant grants an agent or master a credit line itself, active at once,
 * lent by the tenant (`POST admin/agent-loans`). The agent is found by phone or name. Its texts are the back
 * office's (locales/admin), loaded with its shell.
 */
export function AdminGrantLoanForm() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const found = useLoanCandidates(query);
  const grant = useGrantLoan();
  return (
    <LoanGrantForm
      candidates={found.data ?? []}
      mutation={grant}
      title={t('admin.loans.grant_title')}
      intro={t('admin.loans.grant_intro')}
      submitLabel={t('admin.loans.grant_submit')}
      testId="admin-grant-loan-form"
      picker={
        <ListSearch
          label={t('admin.loans.grant_search')}
          icon="users"
          value={search}
          onChange={setSearch}
          testId="admin-grant-loan-search"
        />
      }
    />
  );
}

/** The lending master's actions on one loan: a new due date, deactivation. */
function LoanManage({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const deactivate = useDeactivateLoan();
  const move = useMoveDueDate();
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (loan.status === 'rejected') return null;
  const fail = (failure: unknown) => {
    if (isApiError(failure)) setError(failure.errors?.due_date?.[0] ?? failure.message);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = dueDateBody.safeParse({ due_date: dueDate });
    if (!body.success) {
      setError(t('agents.loan.due_date_required'));
      return;
    }
    move.mutate(
      { id: loan.id, due_date: body.data.due_date },
      {
        onSuccess: (message) => {
          setDueDate('');
          setError(null);
          notices.showSnackbar('success', message);
        },
        onError: fail,
      },
    );
  };
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3">
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="text-sm font-semibold text-slate-800">{t('agents.loan.new_due_date')}</span>
          <input
            type="date"
            className={inputClass}
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={move.isPending}>
          {t('agents.loan.change_due_date')}
        </Button>
      </form>
      {error && (
        <p className="text-sm text-rose-700" role="alert">
          {error}
        </p>
      )}
      {loan.status === 'active' && (
        <Button
          type="button"
          variant="ghost"
          className="self-start"
          disabled={deactivate.isPending}
          onClick={() =>
            deactivate.mutate(loan.id, {
              onSuccess: (message) => notices.showSnackbar('success', message),
              onError: (failure) => {
                if (isApiError(failure)) notices.showSnackbar('error', failure.message);
              },
            })
          }
        >
          {t('agents.loan.deactivate')}
        </Button>
      )}
    </div>
  );
}

/** `/agent-center/list-agent-debt` (AGT-05, AGT-06): the network's loans, asking for one, managing them. */
export function NetworkLoanList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LoanStatus | ''>('');
  const loans = useNetworkLoans({ status: status || undefined });
  return (
    <div className="flex flex-col gap-4">
      {loans.data && <RequestLoanForm />}
      <Chips
        options={loanStatuses}
        value={status}
        label={(option) => t(loanStatusLabel(option))}
        onChange={setStatus}
      />
      {!loans.data ? (
        <AgentCenterState error={loans.error} />
      ) : loans.data.data.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('agents.loan.none_network')}</p>
      ) : (
        <>
          <LoanTotalsView totals={loans.data.totals} />
          <ul className="flex flex-col gap-3" data-testid="network-loans">
            {loans.data.data.map((loan) => (
              <li key={loan.id}>
                <LoanCard loan={loan} showWho>
                  <LoanManage loan={loan} />
                </LoanCard>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** `/agent-center/list-bill-debt` (AGT-07): what the network owes by due bucket. */
export function BillingList() {
  const { t } = useTranslation();
  // The bucket is in the address (`?bucket=overdue`, `all`), so a reload or a shared link shows the same bills.
  const [params, setParams] = useSearchParams();
  const asked = params.get('bucket');
  const bucket: DueBucket | '' =
    asked === 'all' ? '' : dueBuckets.includes(asked as DueBucket) ? (asked as DueBucket) : 'today';
  const setBucket = (next: DueBucket | '') => setParams({ bucket: next || 'all' }, { replace: true });
  const loans = useNetworkLoans({ bucket: bucket || undefined });
  return (
    <div className="flex flex-col gap-4">
      <Chips options={dueBuckets} value={bucket} label={(option) => t(bucketLabel(option))} onChange={setBucket} />
      {!loans.data ? (
        <AgentCenterState error={loans.error} />
      ) : (
        <>
          <LoanTotalsView totals={loans.data.totals} />
          {loans.data.data.length === 0 ? (
            <p className="py-6 text-center text-slate-500">{t('agents.loan.none_bucket')}</p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="billing-loans">
              {loans.data.data.map((loan) => (
                <li key={loan.id}>
                  <LoanCard loan={loan} showWho />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** `/agent-center/list-deposit-debt`: the network's repayments and their states. */
export function NetworkLoanDeposits() {
  const deposits = useNetworkLoanDeposits();
  if (!deposits.data) return <AgentCenterState error={deposits.error} />;
  return <LoanDepositList list={deposits.data} showWho />;
}
