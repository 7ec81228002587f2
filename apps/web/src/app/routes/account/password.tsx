import { useTranslation } from 'react-i18next';
import { AccountPage, Card } from '../../../features/accounts/components/account-page.tsx';
import { ChangePasswordForm } from '../../../features/accounts/components/change-password-form.tsx';

/** `/account/password` (ACC-05). */
export function PasswordPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('acc.password')} description={t('acc.password_intro')}>
      <Card>
        <ChangePasswordForm />
      </Card>
    </AccountPage>
  );
}
