import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountIcon } from '../../../features/accounts/components/account-icons.tsx';
import { AuthCard } from '../../../features/accounts/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../../features/accounts/components/forgot-password-form.tsx';

/** `/auth/forgot-password` (ACC-03). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.forgot_title')}
      subtitle={t('auth.forgot_subtitle')}
      icon={<AccountIcon name="key" className="size-6" />}
      footer={
        <Link to="/auth/login" className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline">
          {t('auth.back_to_login')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
