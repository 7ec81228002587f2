import { useTranslation } from 'react-i18next';
import { Card, PageFrame } from '../../../components/ui/page-frame.tsx';
import { ChangePasswordForm } from '../../../features/accounts/components/change-password-form.tsx';

/** `/account/password` (ACC-05). */
export function PasswordPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('acc.password')} description={t('acc.password_intro')}>
      <Card>
        <ChangePasswordForm />
      </Card>
    </PageFrame>
  );
}
