import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AdminNews } from '../../../features/notifications/components/admin-news.tsx';

/** `/admin/notifications` in the back office's shell. */
export function AdminNotificationsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notifications.admin.page_title')} description={t('notifications.admin.intro')} width="wide">
      <AdminNews />
    </PageFrame>
  );
}
