import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CustomerDebt } from '@konter/shared/contracts/transactions';
import { customerDebtPaymentBody } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { usePayCustomerDebt } from '../api/pay-customer-debt.ts';

const paymentForm = z.object({
  amount: customerDebtPaymentBody.shape.amount,
  notes: customerDebtPaymentBody.shape.notes,
});

/**
 * §3 down payment, for the seller's eyes only (never printed): what the customer paid now, what is left, the notes;
 * while something is owed, a payment of part (an amount) or of all of it (no amount) is recorded here.
 */
export function CustomerDebtCard({ refId, debt }: { refId: string; debt: CustomerDebt }) {
  const { t } = useTranslation();
  const form = useZodForm({
    initial: { amount: '', notes: debt.notes },
    labels: { amount: 'receipts.debt.amount', notes: 'receipts.debt.notes' },
  });
  const mutation = usePayCustomerDebt(refId);
  const rows = [
    ['selling_price', formatRupiah(debt.selling_price)],
    ['down_payment', formatRupiah(debt.down_payment)],
    ['paid', formatRupiah(debt.paid)],
    ['outstanding', formatRupiah(debt.outstanding)],
  ] as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const values = form.validate(paymentForm);
    if (!values) return;
    const amount = form.values.amount.trim();
    const notes = form.values.notes.trim();
    mutation.mutate(
      { ...(amount !== '' ? { amount: Number(amount) } : {}), ...(notes !== debt.notes ? { notes } : {}) },
      {
        onSuccess: ({ message, debt: next }) => {
          notices.showSnackbar('success', message);
          form.reset({ amount: '', notes: next.notes });
        },
        onError: (error) => form.applyServerError(error),
      },
    );
  };

  return (
    <div className="print:hidden" data-testid="customer-debt" data-debt-status={debt.status}>
      <Card>
        <h2 className="font-semibold text-slate-900">{t('receipts.debt.title')}</h2>
        <p className="text-sm text-slate-600">{t(`receipts.debt.status.${debt.status}`)}</p>
        <dl className="mt-3 flex flex-col divide-y divide-slate-100">
          {rows.map(([key, value]) => (
            <div key={key} data-debt={key} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <dt className="text-sm text-slate-600">{t(`receipts.debt.${key}`)}</dt>
              <dd
                className={`whitespace-nowrap text-slate-900 tabular-nums ${key === 'outstanding' ? 'font-bold' : 'font-semibold'}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {debt.notes && debt.status !== 'unpaid' && (
          <p className="mt-2 text-sm [overflow-wrap:anywhere] text-slate-700">{debt.notes}</p>
        )}
        {debt.status === 'unpaid' && (
          <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3" aria-label={t('receipts.debt.form')}>
            <TextField
              field={form.bind('amount')}
              label={t('receipts.debt.amount_optional')}
              hint={t('receipts.debt.amount_hint', { amount: formatRupiah(debt.outstanding) })}
              leading="Rp"
              inputMode="numeric"
              maxLength={12}
              autoComplete="off"
              filter={digitsOnly}
            />
            <TextField field={form.bind('notes')} label={t('receipts.debt.notes')} maxLength={200} autoComplete="off" />
            <Button type="submit" disabled={mutation.isPending}>
              {form.values.amount.trim() === ''
                ? t('receipts.debt.pay_all', { amount: formatRupiah(debt.outstanding) })
                : t('receipts.debt.pay_part')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
