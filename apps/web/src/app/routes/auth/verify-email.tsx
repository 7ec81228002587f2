import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountIcon } from '../../../features/accounts/components/account-icons.tsx';
import { AuthCard } from '../../../features/accounts/components/auth-card.tsx';
import { VerifyEmailStatus } from '../../../features/accounts/components/verify-email-status.tsx';

/** `/auth/verify-email?token=…`: the link of the verification e-mail (ACC-01). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('auth.verify_title')} icon={<AccountIcon name="mail" className="size-6" />}>
      <VerifyEmailStatus token={params.get('token')} />
    </AuthCard>
  );
}
