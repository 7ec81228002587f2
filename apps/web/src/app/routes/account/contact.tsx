import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ContactsManager } from '../../../features/accounts/components/contacts-manager.tsx';

/** `/account/contact`: favourite contacts (ACC-06). */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('acc.contacts')} description={t('acc.contacts_intro')}>
      <ContactsManager />
    </PageFrame>
  );
}
