import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { RefusalNotice } from '../../../components/ui/refusal-notice.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';

/**
 * The Agent Center's tabs (AGT-05, NAV-12): dashboard, the agent list, register an agent, markup, cashback, the
 * network's transactions, the debt history, the loan lists, referral.
 */
export function AgentCenterNav() {
  const { t } = useTranslation();
  // The loan tabs only where the tenant lends to agents (AGT-06, PLT-11).
  const { agentDebtEnabled } = useSitePreferences();
  const tab = ({ isActive }: { isActive: boolean }) =>
    `shrink-0 rounded-full px-4 py-2 text-sm font-semibold ${
      isActive ? 'bg-teal-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'
    }`;
  return (
    <nav aria-label={t('agents.title.center')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      <NavLink to="/agent-center/dashboard" className={tab}>
        {t('agents.tab.dashboard')}
      </NavLink>
      <NavLink to="/agent-center/list-agent" className={tab}>
        {t('agents.tab.list')}
      </NavLink>
      <NavLink to="/agent-center/agent" className={tab}>
        {t('agents.tab.register')}
      </NavLink>
      <NavLink to="/agent-center/markup" className={tab}>
        {t('network.tab.markup')}
      </NavLink>
      <NavLink to="/agent-center/list-cashback" className={tab}>
        {t('network.tab.cashback')}
      </NavLink>
      <NavLink to="/agent-center/cashback-history" className={tab}>
        {t('network.tab.cashback_history')}
      </NavLink>
      <NavLink to="/agent-center/transaksi-agen" className={tab}>
        {t('reports.title.transaksi-agen')}
      </NavLink>
      <NavLink to="/agent-center/debt-history" className={tab}>
        {t('network.title.debt_history')}
      </NavLink>
      {agentDebtEnabled && (
        <>
          <NavLink to="/agent-center/list-agent-debt" className={tab}>
            {t('agents.tab.loans')}
          </NavLink>
          <NavLink to="/agent-center/list-bill-debt" className={tab}>
            {t('agents.tab.billing')}
          </NavLink>
          <NavLink to="/agent-center/list-deposit-debt" className={tab}>
            {t('agents.tab.loan_deposits')}
          </NavLink>
        </>
      )}
      <NavLink to="/agent-center/referral" className={tab}>
        {t('agents.tab.referral')}
      </NavLink>
    </nav>
  );
}

/**
 * What a screen of the Agent Center shows while its read is pending or refused: the spec's sentence for anyone but a
 * master (AGT-02), the server's message for any other failure.
 */
export function AgentCenterState({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.code === 'agent_center_masters_only') {
    return (
      <RefusalNotice title={t('agents.masters_only_title')} testId="agent-center-refused">
        {t('agents.masters_only')}
      </RefusalNotice>
    );
  }
  if (error) return <LoadingText label={isApiError(error) ? error.message : t('agents.load_failed')} />;
  return children ?? <LoadingText label={t('agents.loading')} />;
}
