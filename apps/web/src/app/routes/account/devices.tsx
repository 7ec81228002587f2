import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../../features/accounts/components/account-page.tsx';
import { DeviceList } from '../../../features/accounts/components/device-list.tsx';

/** `/account/devices`: my devices and pending login approvals (ACC-08). */
export function DevicesPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('acc.devices')} description={t('acc.devices_intro')}>
      <DeviceList />
    </AccountPage>
  );
}
