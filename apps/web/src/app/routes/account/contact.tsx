import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../../features/accounts/components/account-page.tsx';
import { ContactsManager } from '../../../features/accounts/components/contacts-manager.tsx';

/** `/account/contact`: favourite contacts (ACC-06). */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('acc.contacts')} description={t('acc.contacts_intro')}>
      <ContactsManager />
    </AccountPage>
  );
}
