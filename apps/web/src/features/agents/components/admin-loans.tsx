import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notices } from '../../../lib/notices.ts';
import { useAdminLoanDeposits, useAdminLoans, useDecideLoan, useDecideLoanDeposit } from '../api/loans.ts';
import { LoanCard, LoanDepositRow, LoanTotalsView } from './loan-views.tsx';

const onFailure = (error: unknown) => {
  if (isApiError(error)) notices.showSnackbar('error', error.message);
};
const onDone = (message: string) => notices.showSnackbar('success', message);

/** AGT-06, admin: loans masters asked for, validated (active) or rejected with one click each (spec §6). */
export function AdminPendingLoans() {
  const { t } = useTranslation();
  const loans = useAdminLoans({ status: 'pending' });
  const decide = useDecideLoan();
  if (!loans.data) return <LoadingText label={isApiError(loans.error) ? loans.error.message : t('agents.loading')} />;
  if (loans.data.data.length === 0)
    return <p className="py-4 text-center text-slate-500">{t('agents.loan.none_pending')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="admin-pending-loans">
      {loans.data.data.map((loan) => (
        <li key={loan.id}>
          <LoanCard loan={loan} showWho>
            <div className="flex flex-wrap gap-2">
              {(['approve', 'reject'] as const).map((decision) => (
                <Button
                  key={decision}
                  type="button"
                  variant={decision === 'approve' ? 'primary' : 'secondary'}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: loan.id, decision }, { onSuccess: onDone, onError: onFailure })}
                >
                  {t(decision === 'approve' ? 'agents.approve' : 'agents.reject')}
                </Button>
              ))}
            </div>
          </LoanCard>
        </li>
      ))}
    </ul>
  );
}

/** AGT-07, admin: declared repayments, approved fully, half or not deposited. */
export function AdminLoanDeposits() {
  const { t } = useTranslation();
  const deposits = useAdminLoanDeposits();
  const decide = useDecideLoanDeposit();
  if (!deposits.data) {
    return <LoadingText label={isApiError(deposits.error) ? deposits.error.message : t('agents.loading')} />;
  }
  if (deposits.data.data.length === 0) {
    return <p className="py-4 text-center text-slate-500">{t('agents.loan.no_deposits_waiting')}</p>;
  }
  return (
    <ul className="flex flex-col gap-3" data-testid="admin-loan-deposits">
      {deposits.data.data.map((deposit) => (
        <li key={deposit.id}>
          <LoanDepositRow deposit={deposit} showWho>
            <div className="flex flex-wrap gap-2">
              {(['approve', 'half', 'reject'] as const).map((decision) => (
                <Button
                  key={decision}
                  type="button"
                  variant={decision === 'reject' ? 'secondary' : 'primary'}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: deposit.id, decision }, { onSuccess: onDone, onError: onFailure })}
                >
                  {t(`agents.loan.decide.${decision}`)}
                </Button>
              ))}
            </div>
          </LoanDepositRow>
        </li>
      ))}
    </ul>
  );
}

/** Every active or inactive loan of the tenant, with the totals. */
export function AdminLoanOverview() {
  const { t } = useTranslation();
  const loans = useAdminLoans({ status: 'active' });
  if (!loans.data) return <LoadingText label={isApiError(loans.error) ? loans.error.message : t('agents.loading')} />;
  return (
    <div className="flex flex-col gap-3">
      <LoanTotalsView totals={loans.data.totals} />
      <ul className="flex flex-col gap-3">
        {loans.data.data.map((loan) => (
          <li key={loan.id}>
            <LoanCard loan={loan} showWho />
          </li>
        ))}
      </ul>
    </div>
  );
}
