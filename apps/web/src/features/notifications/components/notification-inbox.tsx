import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification, NotificationPeriod } from '@konter/shared/contracts/notifications';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useDeleteAll } from '../api/delete-all.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkAsRead } from '../api/mark-as-read.ts';
import { notificationText } from '../message.ts';
import { useNotificationTypeText } from '../notification-type-text.ts';

/**
 * One period of the inbox (NTF-01): newest first, unread ones marked; opening one marks it read and goes to the
 * thing it is about (a receipt, a top-up), or to its own page when it has no link. Mark all read, delete all.
 */
export function NotificationInbox({ period }: { period: NotificationPeriod }) {
  // Before anything below reads a type's title: the types' texts come with this screen.
  useNotificationTypeText();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotifications(period);
  const markAsRead = useMarkAsRead();
  const deleteAll = useDeleteAll();

  if (list.isError) {
    return (
      <InlineNotice kind="error">{isApiError(list.error) ? list.error.message : t('internal_error')}</InlineNotice>
    );
  }
  if (!list.data) return <LoadingText label={t('app.loading')} />;

  const open = (notification: Notification) => {
    if (!notification.read) markAsRead.mutate(notification.id);
    void navigate(notification.link ?? `/notification/${period}/${notification.id}`);
  };
  const items = list.data.data;

  return (
    <div className="flex flex-col gap-3">
      {items.length > 0 && (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Button
            variant="secondary"
            className="px-2 text-sm"
            disabled={list.data.unread === 0 || markAsRead.isPending}
            onClick={() => markAsRead.mutate(null)}
            data-testid="notifications-mark-all"
          >
            <Icon name="check" className="size-5 shrink-0" />
            {t('notifications.mark_all')}
          </Button>
          <Button
            variant="secondary"
            className="px-2 text-sm text-red-700"
            disabled={deleteAll.isPending}
            onClick={() => {
              if (window.confirm(t('notifications.delete_all_confirm'))) deleteAll.mutate();
            }}
            data-testid="notifications-delete-all"
          >
            <Icon name="close" className="size-5 shrink-0" />
            {t('notifications.delete_all')}
          </Button>
        </div>
      )}
      {items.length === 0 ? (
        <p
          className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200"
          data-testid="notifications-empty"
        >
          {t(`notifications.empty.${period}`)}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="notification-list">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation();
  const { title, body } = notificationText(t, notification);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        data-notification={notification.id}
        data-type={notification.type}
        data-read={notification.read}
        className={`flex w-full items-start gap-3 rounded-2xl p-4 text-left shadow-sm ring-1 transition-colors hover:bg-slate-50 ${
          notification.read ? 'bg-white ring-slate-200' : 'bg-brand/5 ring-brand/30'
        }`}
      >
        <span
          className={`mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full ${
            notification.read ? 'bg-slate-100 text-slate-500' : 'bg-brand text-brand-foreground'
          }`}
          aria-hidden="true"
        >
          <Icon name="bell" className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            <span className="min-w-0 flex-1 font-semibold text-slate-900">{title}</span>
            {!notification.read && (
              <span className="shrink-0 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-foreground">
                {t('notifications.unread')}
              </span>
            )}
          </span>
          <span className="text-sm break-words text-slate-700">{body}</span>
          <span className="text-xs text-slate-500">
            {formatJakartaDateTime(notification.created_at, currentLocale(i18n))}
          </span>
        </span>
      </button>
    </li>
  );
}
