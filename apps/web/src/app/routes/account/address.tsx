import { useTranslation } from 'react-i18next';
import { useAddress } from '../../../features/accounts/api/get-address.ts';
import { AddressForm } from '../../../features/accounts/components/address-form.tsx';
import { AccountPage, Card, PageSpinnerText } from '../../../features/accounts/components/account-page.tsx';

/** `/account/address` (ACC-05). */
export function AddressPage() {
  const { t } = useTranslation();
  const address = useAddress();
  return (
    <AccountPage title={t('acc.address')} description={t('acc.address_intro')}>
      {address.isPending ? (
        <PageSpinnerText label={t('app.loading')} />
      ) : address.isError ? (
        <PageSpinnerText label={t('acc.address_failed')} />
      ) : (
        <Card>
          <AddressForm address={address.data} />
        </Card>
      )}
    </AccountPage>
  );
}
