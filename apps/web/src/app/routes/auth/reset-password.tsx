import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountIcon } from '../../../features/accounts/components/account-icons.tsx';
import { AuthCard } from '../../../features/accounts/components/auth-card.tsx';
import { ResetPasswordForm } from '../../../features/accounts/components/reset-password-form.tsx';
import { notices } from '../../../lib/notices.ts';

/** `/auth/reset-password?token=…`: the link of the reset e-mail (ACC-03); then log in with the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthCard
      title={t('auth.reset_title')}
      subtitle={t('auth.reset_subtitle')}
      icon={<AccountIcon name="lock" className="size-6" />}
    >
      <ResetPasswordForm
        token={params.get('token')}
        onDone={(message) => {
          notices.showSnackbar('success', message);
          void navigate('/auth/login', { replace: true });
        }}
      />
    </AuthCard>
  );
}
