import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { PhoneVerification } from '../../../features/accounts/components/phone-verification.tsx';

/** `/account/phone-verification`: WhatsApp code (ACC-09). */
export function PhoneVerificationPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  if (!account) return null;
  return (
    <PageFrame title={t('acc.phone_verification')} description={t('acc.phone_verification_intro')}>
      <PhoneVerification account={account} />
    </PageFrame>
  );
}
