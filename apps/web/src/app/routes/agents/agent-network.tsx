import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AgentCenterNav } from '../../../features/agents/components/agent-center-nav.tsx';
import {
  CashbackBillerList,
  CashbackHistoryView,
  CashbackKindTabs,
  CashbackList,
} from '../../../features/agents/components/cashback-views.tsx';
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

/** `/account/list-cashback/prabayar` (AGT-04, NAV-11), also the bare path. */
export function CashbackListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('network.title.list_cashback')} description={t('network.cashback.list_intro')}>
      <CashbackKindTabs base="/account/list-cashback" kind="prabayar" />
      <CashbackList />
    </PageFrame>
  );
}

/** `/account/list-cashback/pascabayar` (AGT-04, NAV-11). */
export function PostpaidCashbackListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('network.title.list_cashback')} description={t('network.cashback.billers_intro')}>
      <CashbackKindTabs base="/account/list-cashback" kind="pascabayar" />
      <CashbackBillerList />
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

/** `/agent-center/list-cashback/prabayar` (AGT-05, NAV-12), also the bare path. */
export function AgentCenterCashbackListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('network.title.list_cashback')}
      description={t('network.cashback.list_intro')}
      nav={<AgentCenterNav />}
      compact
    >
      <CashbackKindTabs base="/agent-center/list-cashback" kind="prabayar" />
      <CashbackList />
    </PageFrame>
  );
}

/** `/agent-center/list-cashback/pascabayar` (AGT-05, NAV-12). */
export function AgentCenterPostpaidCashbackListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('network.title.list_cashback')}
      description={t('network.cashback.billers_intro')}
      nav={<AgentCenterNav />}
      compact
    >
      <CashbackKindTabs base="/agent-center/list-cashback" kind="pascabayar" />
      <CashbackBillerList />
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
