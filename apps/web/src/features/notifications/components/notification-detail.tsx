import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPeriod } from '@konter/shared/contracts/notifications';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useMarkAsRead } from '../api/mark-as-read.ts';
import { useNotification } from '../api/notification-detail.ts';
import { notificationText } from '../message.ts';
import { useNotificationTypeText } from '../notification-type-text.ts';

/** `/notification/{period}/{id}`: one notification, marked read when opened, with the way to what it is about. */
export function NotificationDetail({ period, id }: { period: NotificationPeriod; id: string }) {
  // Before anything below reads a type's title: the types' texts come with this screen.
  useNotificationTypeText();
  const { t, i18n } = useTranslation();
  const notification = useNotification(period, id);
  const { mutate } = useMarkAsRead();
  const unread = notification.data?.read === false;
  useEffect(() => {
    if (unread) mutate(id);
  }, [unread, id, mutate]);

  if (notification.isError) {
    return (
      <Card>
        <p className="text-slate-700">{t('notifications.not_found')}</p>
        <ButtonLink to={`/notification/${period}`} variant="secondary" className="mt-4">
          {t('notifications.back_to_list')}
        </ButtonLink>
      </Card>
    );
  }
  if (!notification.data) return <LoadingText label={t('app.loading')} />;
  const { title, body } = notificationText(t, notification.data);
  return (
    <Card>
      <article className="flex flex-col gap-2" data-testid="notification-detail">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="break-words whitespace-pre-line text-slate-700">{body}</p>
        <p className="text-sm text-slate-500">
          {formatJakartaDateTime(notification.data.created_at, currentLocale(i18n))}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {notification.data.link && (
            <ButtonLink to={notification.data.link}>{t('notifications.open_link')}</ButtonLink>
          )}
          <ButtonLink to={`/notification/${period}`} variant="secondary">
            {t('notifications.back_to_list')}
          </ButtonLink>
        </div>
      </article>
    </Card>
  );
}
