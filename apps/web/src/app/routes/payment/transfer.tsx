import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@konter/shared/money';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { useDepositSettings } from '../../../features/deposits/api/deposit-settings.ts';
import { DepositPage } from '../../../features/deposits/components/deposit-page.tsx';
import { TransferForm } from '../../../features/deposits/components/transfer-form.tsx';
import { TransferHistoryList } from '../../../features/deposits/components/transfer-history-list.tsx';
import { useRefreshBalances } from './use-refresh-balances.ts';

/**
 * `/payment/deposit/transfer` (DEP-08): send deposit to another registered number of this site, where the tenant
 * allows it for everyone (allow_deposit_transfer) or the admin granted it to this account.
 */
export function TransferPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const settings = useDepositSettings();
  const refreshBalances = useRefreshBalances();
  if (!account) return null;
  const allowed =
    account.permission.includes('deposit.transfer') || settings.data?.settings.allow_deposit_transfer === true;
  return (
    <DepositPage
      title={t('dep.transfer_title')}
      description={t('dep.transfer_intro', { balance: formatRupiah(account.deposit) })}
    >
      {settings.isPending ? (
        <LoadingText label={t('app.loading')} />
      ) : allowed ? (
        <TransferForm balance={account.deposit} ownPhone={account.hp} onTransferred={refreshBalances} />
      ) : (
        <InlineNotice kind="warning">{t('deposit.transfer_not_allowed')}</InlineNotice>
      )}
      <TransferHistoryList />
    </DepositPage>
  );
}
