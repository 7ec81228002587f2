import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Card, PageFrame } from '../../../components/ui/page-frame.tsx';
import { AgentCenterDashboardView } from '../../../features/agents/components/agent-center-dashboard.tsx';
import { AgentCenterNav } from '../../../features/agents/components/agent-center-nav.tsx';
import { BecomeAgent } from '../../../features/agents/components/become-agent.tsx';
import { DownlineDetailView } from '../../../features/agents/components/downline-detail.tsx';
import { DownlineList } from '../../../features/agents/components/downline-list.tsx';
import { receiptPaths } from '../../../features/receipts/paths.ts';
import { MyLoans } from '../../../features/agents/components/my-loans.tsx';
import {
  BillingList,
  NetworkLoanDeposits,
  NetworkLoanList,
} from '../../../features/agents/components/network-loans.tsx';
import { RegisterAgentForm } from '../../../features/agents/components/register-agent-form.tsx';

/** `/agent-center/dashboard` (AGT-02, AGT-05). */
export function AgentCenterDashboardPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.center')} description={t('agents.center_intro')} nav={<AgentCenterNav />} compact>
      <AgentCenterDashboardView />
    </PageFrame>
  );
}

/** `/account/list-agent` (AGT-01): an agent's or a master's own downline, and a member registered under it. */
export function AccountAgentListPage() {
  const { t } = useTranslation();
  const [registering, setRegistering] = useState(false);
  return (
    <PageFrame title={t('agents.title.list')}>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={registering ? 'secondary' : 'primary'}
          aria-expanded={registering}
          onClick={() => setRegistering((open) => !open)}
        >
          {t('agents.register_member')}
        </Button>
        <Link to="/account/downline-markup" className={buttonClassName('secondary')}>
          {t('network.markup.link')}
        </Link>
      </div>
      {registering && (
        <Card>
          <p className="mb-3 text-sm text-slate-600">{t('agents.register_member_intro')}</p>
          <RegisterAgentForm role="member" onDone={() => setRegistering(false)} />
        </Card>
      )}
      <DownlineList />
    </PageFrame>
  );
}

/** `/agent-center/list-agent` (AGT-05). */
export function AgentListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.list')} nav={<AgentCenterNav />} compact>
      <DownlineList />
    </PageFrame>
  );
}

/** `/agent-center/list-agent/:id` (AGT-05). */
export function AgentDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <PageFrame title={t('agents.title.detail')}>
      <DownlineDetailView id={id} receiptHref={(refId) => receiptPaths.receipt(refId)} />
    </PageFrame>
  );
}

/** `/agent-center/agent`: register an agent (AGT-05). */
export function RegisterAgentPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('agents.title.register')}
      description={t('agents.register_intro')}
      nav={<AgentCenterNav />}
      compact
    >
      <Card>
        <RegisterAgentForm />
      </Card>
    </PageFrame>
  );
}

/** `/account/agent`: become an agent (AGT-01). */
export function BecomeAgentPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.become')}>
      <Card>
        <BecomeAgent />
      </Card>
    </PageFrame>
  );
}

/** `/account/utang` (AGT-06): the account's own loans and repayments. */
export function MyDebtPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.my_debt')} description={t('agents.loan.my_intro')}>
      <MyLoans />
    </PageFrame>
  );
}

/** `/agent-center/list-agent-debt` (AGT-05): the network's loans. */
export function NetworkLoansPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.loans')} nav={<AgentCenterNav />} compact>
      <NetworkLoanList />
    </PageFrame>
  );
}

/** `/agent-center/list-bill-debt` (AGT-05, AGT-07): the billing list by due bucket. */
export function BillingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.billing')} nav={<AgentCenterNav />} compact>
      <BillingList />
    </PageFrame>
  );
}

/** `/agent-center/list-deposit-debt` (AGT-05): the network's repayments. */
export function LoanDepositsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.loan_deposits')} nav={<AgentCenterNav />} compact>
      <NetworkLoanDeposits />
    </PageFrame>
  );
}
