import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { DeviceList } from '../../../features/accounts/components/device-list.tsx';

/** `/account/devices`: my devices and pending login approvals (ACC-08). */
export function DevicesPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('acc.devices')} description={t('acc.devices_intro')}>
      <DeviceList />
    </PageFrame>
  );
}
