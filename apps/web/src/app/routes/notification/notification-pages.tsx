import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { notificationPeriods, type NotificationPeriod } from '@konter/shared/contracts/notifications';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { NotificationDetail } from '../../../features/notifications/components/notification-detail.tsx';
import { NotificationInbox } from '../../../features/notifications/components/notification-inbox.tsx';
import { NotificationTabs } from '../../../features/notifications/components/notification-tabs.tsx';

function periodOf(value: string | undefined): NotificationPeriod | null {
  return notificationPeriods.find((period) => period === value) ?? null;
}

/** `/notification/{type}` (NAV-10, NTF-01): today, news or archive; any other type goes to today. */
export function NotificationListPage() {
  const { t } = useTranslation();
  const period = periodOf(useParams().type);
  if (!period) return <Navigate to="/notification/today" replace />;
  return (
    <PageFrame title={t('notifications.title')} description={t('notifications.intro')} nav={<NotificationTabs />}>
      <NotificationInbox period={period} />
    </PageFrame>
  );
}

/** `/notification/{type}/{id}`: one notification. */
export function NotificationDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const period = periodOf(params.type);
  if (!period || !params.id) return <Navigate to="/notification/today" replace />;
  return (
    <PageFrame title={t('notifications.title.detail')}>
      <NotificationDetail period={period} id={params.id} />
    </PageFrame>
  );
}
