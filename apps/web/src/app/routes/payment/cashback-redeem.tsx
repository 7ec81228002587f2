import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { CashbackRedeem } from '../../../features/deposits/components/cashback-redeem.tsx';
import { DepositPage } from '../../../features/deposits/components/deposit-page.tsx';
import { useRefreshBalances } from './use-refresh-balances.ts';

/** `/payment/cashback-redeem` (DEP-09): move the cashback wallet to the deposit. */
export function CashbackRedeemPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const refreshBalances = useRefreshBalances();
  if (!account) return null;
  return (
    <DepositPage title={t('dep.cashback_title')}>
      <CashbackRedeem cashback={account.cashback_wallet} deposit={account.deposit} onRedeemed={refreshBalances} />
    </DepositPage>
  );
}
