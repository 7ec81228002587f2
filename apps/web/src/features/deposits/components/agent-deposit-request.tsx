import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { depositRequestBody } from '@konter/shared/contracts/deposits';
import { formatRupiah } from '@konter/shared/money';
import { jakartaDate } from '@konter/shared/time/jakarta';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { useAgentDepositRequests, useCreateAgentDepositRequest } from '../api/agent-deposit-requests.ts';

/**
 * DEP-10, the agent's side: it declares a cash or bank deposit (a batch) with the day it paid; the admin confirms
 * what arrived (all, part with the underpayment recorded, or nothing) on the back office's deposit requests.
 */
export function AgentDepositRequest() {
  const { t } = useTranslation();
  const initial = { amount: '', deposit_date: jakartaDate(new Date()), note: '' };
  const form = useZodForm({
    initial,
    labels: { amount: 'network.batch.amount', deposit_date: 'network.batch.date', note: 'network.batch.note' },
  });
  const dateField = form.bind('deposit_date');
  const create = useCreateAgentDepositRequest();
  const requests = useAgentDepositRequests();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(depositRequestBody, {
      amount: Number(form.values.amount.replace(/\D/g, '')) || 0,
      deposit_date: form.values.deposit_date,
      ...(form.values.note.trim() ? { note: form.values.note.trim() } : {}),
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: ({ message }) => {
        form.reset(initial);
        notices.showSnackbar('success', message);
      },
      onError: (error) => form.applyServerError(error),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="deposit-request-form">
          <TextField
            field={form.bind('amount')}
            label={t('network.batch.amount')}
            inputMode="numeric"
            leading="Rp"
            filter={(value) => value.replace(/\D/g, '')}
          />
          <label className="flex flex-col gap-1.5" htmlFor={dateField.id}>
            <span className="text-sm font-semibold text-slate-800">{t('network.batch.date')}</span>
            <input
              id={dateField.id}
              type="date"
              className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900"
              value={dateField.value}
              onChange={(event) => dateField.onChange(event.target.value)}
              aria-invalid={dateField.error ? true : undefined}
            />
            {dateField.error && <span className="text-sm text-rose-700">{dateField.error}</span>}
          </label>
          <TextField field={form.bind('note')} label={t('network.batch.note')} maxLength={200} />
          <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto sm:self-start">
            {t('network.batch.submit')}
          </Button>
        </form>
      </Card>
      <h2 className="text-lg font-bold text-slate-900">{t('network.batch.mine')}</h2>
      {!requests.data ? (
        <LoadingText label={isApiError(requests.error) ? requests.error.message : t('agents.loading')} />
      ) : requests.data.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('network.batch.none')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
          data-testid="deposit-requests"
        >
          {requests.data.map((request) => (
            <li key={request.id} className="flex flex-col gap-1 p-4" data-status={request.status}>
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-bold text-slate-900 tabular-nums">{formatRupiah(request.amount)}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">
                  {t(`network.batch.status.${request.status}`)}
                </span>
              </p>
              <p className="text-sm text-slate-600">
                {t('network.batch.date')}: {request.deposit_date}
                {request.note ? ` · ${request.note}` : ''}
              </p>
              {request.status !== 'pending' && (
                <p className="text-sm text-slate-600">
                  {t('network.batch.approved', { amount: formatRupiah(request.approved_amount ?? 0) })}
                  {request.underpayment
                    ? ` · ${t('network.batch.underpayment', { amount: formatRupiah(request.underpayment) })}`
                    : ''}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
