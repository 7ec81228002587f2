import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AdminNews } from '../../../features/notifications/components/admin-news.tsx';
import { AdminWhatsApp } from '../../../features/notifications/components/admin-whatsapp.tsx';

/** `/admin/notifications` in the back office's shell: the news, and the tenant's WhatsApp messages. */
export function AdminNotificationsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notifications.admin.page_title')} description={t('notifications.admin.intro')} width="wide">
      <div className="flex flex-col gap-4">
        <AdminNews />
        <AdminWhatsApp />
      </div>
    </PageFrame>
  );
}
