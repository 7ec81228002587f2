import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import {
  AdminLoanDeposits,
  AdminLoanOverview,
  AdminPendingLoans,
} from '../../../features/agents/components/admin-loans.tsx';
import { AdminGrantLoanForm } from '../../../features/agents/components/network-loans.tsx';

/**
 * `/admin/agent-loans` in the back office's shell: a loan granted by the tenant, loans to validate, repayments to
 * decide, the active loans (AGT-06/07).
 */
export function AdminAgentLoansPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.loan.admin_title')} description={t('agents.loan.admin_intro')} width="wide">
      <AdminGrantLoanForm />
      <section className="flex flex-col gap-3" aria-labelledby="pending-loans">
        <h2 id="pending-loans" className="text-lg font-bold text-slate-900">
          {t('agents.loan.pending_title')}
        </h2>
        <AdminPendingLoans />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="loan-deposits-waiting">
        <h2 id="loan-deposits-waiting" className="text-lg font-bold text-slate-900">
          {t('agents.loan.deposits_waiting_title')}
        </h2>
        <AdminLoanDeposits />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="active-loans">
        <h2 id="active-loans" className="text-lg font-bold text-slate-900">
          {t('agents.loan.active_title')}
        </h2>
        <AdminLoanOverview />
      </section>
    </PageFrame>
  );
}
