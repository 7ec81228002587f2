import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { drawLoanBody, type Loan } from '@konter/shared/contracts/agents';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import type { WebMessageKey } from '../../../locales/id.ts';
import { useDrawLoan, useMyLoanDeposits, useMyLoans, useRepayLoan } from '../api/loans.ts';
import { LoanCard, LoanDepositList, LoanTotalsView } from './loan-views.tsx';

/** One amount and one button: a drawing or a declared repayment. */
function AmountForm({
  label,
  submit,
  pending,
  onSubmit,
  testId,
}: {
  label: WebMessageKey;
  submit: WebMessageKey;
  pending: boolean;
  onSubmit: (amount: number, done: () => void, fail: (error: unknown) => void) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = useZodForm({ initial: { amount: '' }, labels: { amount: label } });
  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(drawLoanBody);
    if (!body) return;
    onSubmit(
      body.amount,
      () => form.reset({ amount: '' }),
      (error) => form.applyServerError(error),
    );
  };
  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start" data-testid={testId}>
      <TextField
        field={form.bind('amount')}
        label={t(label)}
        inputMode="numeric"
        filter={digitsOnly}
        className="min-w-0 flex-1"
      />
      <Button type="submit" disabled={pending} className="sm:mt-7">
        {t(submit)}
      </Button>
    </form>
  );
}

function LoanActions({ loan }: { loan: Loan }) {
  const draw = useDrawLoan();
  const repay = useRepayLoan();
  const canDraw = loan.status === 'active' && !loan.overdue && loan.leftover_limit > 0;
  const canRepay = loan.unpaid - loan.pending_deposit > 0;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
      {canDraw && (
        <AmountForm
          label="agents.loan.draw_amount"
          submit="agents.loan.draw"
          pending={draw.isPending}
          testId="loan-draw-form"
          onSubmit={(amount, done, fail) =>
            draw.mutate(
              { id: loan.id, amount },
              {
                onSuccess: (message) => {
                  done();
                  notices.showSnackbar('success', message);
                },
                onError: fail,
              },
            )
          }
        />
      )}
      {canRepay && (
        <AmountForm
          label="agents.loan.repay_amount"
          submit="agents.loan.repay"
          pending={repay.isPending}
          testId="loan-repay-form"
          onSubmit={(amount, done, fail) =>
            repay.mutate(
              { id: loan.id, amount },
              {
                onSuccess: (message) => {
                  done();
                  notices.showSnackbar('success', message);
                },
                onError: fail,
              },
            )
          }
        />
      )}
    </div>
  );
}

/** `/account/utang` (AGT-06): the agent's loans, drawing on them, declaring repayments, and the repayments' states. */
export function MyLoans() {
  const { t } = useTranslation();
  const loans = useMyLoans();
  const deposits = useMyLoanDeposits();
  if (!loans.data) {
    return <LoadingText label={isApiError(loans.error) ? loans.error.message : t('agents.loading')} />;
  }
  return (
    <div className="flex flex-col gap-4">
      {loans.data.data.length === 0 ? (
        <p className="py-6 text-center text-slate-500" data-testid="loans-empty">
          {t('agents.loan.none')}
        </p>
      ) : (
        <>
          <LoanTotalsView totals={loans.data.totals} />
          <ul className="flex flex-col gap-3" data-testid="my-loans">
            {loans.data.data.map((loan) => (
              <li key={loan.id}>
                <LoanCard loan={loan}>
                  {loan.overdue && (
                    <p className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800" role="alert">
                      {t('agents.loan.overdue_notice')}
                    </p>
                  )}
                  <LoanActions loan={loan} />
                </LoanCard>
              </li>
            ))}
          </ul>
        </>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="loan-deposits-title">
        <h2 id="loan-deposits-title" className="text-lg font-bold text-slate-900">
          {t('agents.loan.deposits_title')}
        </h2>
        <p className="text-sm text-slate-600">{t('agents.loan.repay_intro')}</p>
        {deposits.data ? <LoanDepositList list={deposits.data} /> : <LoadingText label={t('agents.loading')} />}
      </section>
    </div>
  );
}
