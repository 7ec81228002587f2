import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { AccountPage, Card } from '../../../features/accounts/components/account-page.tsx';
import { PinManager } from '../../../features/accounts/components/pin-manager.tsx';

/** `/account/pin`: create, change or reset the transaction PIN (ACC-07). */
export function PinPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  if (!account) return null;
  return (
    <AccountPage
      title={account.has_pin ? t('acc.pin') : t('acc.pin_create')}
      description={account.has_pin ? t('acc.pin_intro_change') : t('acc.pin_intro_create')}
    >
      <Card>
        <PinManager hasPin={account.has_pin} />
      </Card>
    </AccountPage>
  );
}
