import { useTranslation } from 'react-i18next';
import { Card, PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { PinManager } from '../../../features/accounts/components/pin-manager.tsx';

/** `/account/pin`: create, change or reset the transaction PIN (ACC-07). */
export function PinPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  if (!account) return null;
  return (
    <PageFrame
      title={account.has_pin ? t('acc.pin') : t('acc.pin_create')}
      description={account.has_pin ? t('acc.pin_intro_change') : t('acc.pin_intro_create')}
    >
      <Card>
        <PinManager hasPin={account.has_pin} />
      </Card>
    </PageFrame>
  );
}
