import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';
import { AccountMenu, AccountSummary, BalanceCards } from '../../../features/accounts/components/account-summary.tsx';
import { useAffiliate } from '../../../features/referral/api/affiliate.ts';

/** `/account`: who is logged in, the three balances (DEP-01) and the account screens. */
export function AccountOverviewPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const preferences = useSitePreferences();
  // The menu offers the commission report to a verified affiliate, the affiliate registration to anyone else.
  const affiliate = useAffiliate();
  if (!account) return null;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5">
      <h1 className="text-2xl font-bold text-slate-900">{t('acc.overview_title')}</h1>
      <AccountSummary account={account} />
      <BalanceCards account={account} agentDebtEnabled={preferences.agentDebtEnabled} />
      <AccountMenu
        account={account}
        affiliateVerified={affiliate.data ? affiliate.data.verified_at !== null : undefined}
      />
    </div>
  );
}
