import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AgentCenterNav } from '../../../features/agents/components/agent-center-nav.tsx';
import { CashbackHistoryView, CashbackList } from '../../../features/agents/components/cashback-views.tsx';
import { AgentDepositRequest } from '../../../features/deposits/components/agent-deposit-request.tsx';
import { DownlineMarkupForm } from '../../../features/agents/components/downline-markup-form.tsx';

/** `/agent-center/markup`: a master's markup for its downline, among the Agent Center's tabs. */
export function AgentCenterMarkupPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('network.title.markup')}
      description={t('network.markup.intro')}
      nav={<AgentCenterNav />}
      compact
    >
      <DownlineMarkupForm />
    </PageFrame>
  );
}

/** `/account/downline-markup`: an agent's markup for its downline (agents have no Agent Center, AGT-02). */
export function DownlineMarkupPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('network.title.markup')} description={t('network.markup.intro')}>
      <DownlineMarkupForm />
    </PageFrame>
  );
}

/** `/account/list-cashback` (AGT-04, NAV-11). */
export function CashbackListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('network.title.list_cashback')} description={t('network.cashback.list_intro')}>
      <CashbackList />
    </PageFrame>
  );
}

/** `/account/cashback-history` (AGT-04, NAV-11). */
export function CashbackHistoryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('network.title.cashback_history')} description={t('network.cashback.history_intro')}>
      <CashbackHistoryView />
    </PageFrame>
  );
}

/** `/agent-center/list-cashback` (AGT-05, NAV-12). */
export function AgentCenterCashbackListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('network.title.list_cashback')}
      description={t('network.cashback.list_intro')}
      nav={<AgentCenterNav />}
      compact
    >
      <CashbackList />
    </PageFrame>
  );
}

/** `/agent-center/cashback-history` (NAV-12). */
export function AgentCenterCashbackHistoryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('network.title.cashback_history')}
      description={t('network.cashback.history_intro')}
      nav={<AgentCenterNav />}
      compact
    >
      <CashbackHistoryView />
    </PageFrame>
  );
}

/** `/payment/deposit/request` (DEP-10): an agent's deposit request (batch), confirmed by the admin. */
export function AgentDepositRequestPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('network.title.deposit_request')} description={t('network.batch.intro')}>
      <AgentDepositRequest />
    </PageFrame>
  );
}
