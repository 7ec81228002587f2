import { useTranslation } from 'react-i18next';
import { Card, LoadingText, PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAddress } from '../../../features/accounts/api/get-address.ts';
import { AddressForm } from '../../../features/accounts/components/address-form.tsx';

/** `/account/address` (ACC-05). */
export function AddressPage() {
  const { t } = useTranslation();
  const address = useAddress();
  return (
    <PageFrame title={t('acc.address')} description={t('acc.address_intro')}>
      {address.isPending ? (
        <LoadingText label={t('app.loading')} />
      ) : address.isError ? (
        <LoadingText label={t('acc.address_failed')} />
      ) : (
        <Card>
          <AddressForm address={address.data} />
        </Card>
      )}
    </PageFrame>
  );
}
