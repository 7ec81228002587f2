import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../../features/accounts/components/account-page.tsx';
import { DisplaySettingsForm } from '../../../features/accounts/components/display-settings-form.tsx';

/** `/account/display`: the account's display preference (ACC-12, PLT-14). */
export function DisplayPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('acc.display')} description={t('acc.display_intro')}>
      <DisplaySettingsForm />
    </AccountPage>
  );
}
