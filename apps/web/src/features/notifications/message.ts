import type { TFunction } from 'i18next';
import type { Notification } from '@konter/shared/contracts/notifications';
import { notificationTypes } from '@konter/shared/contracts/notifications';
import { formatRupiah } from '@konter/shared/money';
import type { WebMessageKey } from '../../locales/id.ts';

const known = new Set<string>(notificationTypes);

/**
 * A notification is stored as a type and its parameters: its title and text are made here, in the reader's
 * language (`notifications.type.<type>.title|body`), amounts as Rupiah. A type this app does not know yet (a newer
 * server) reads as a plain "news for your account".
 */
export function notificationText(t: TFunction, notification: Notification): { title: string; body: string } {
  const type = known.has(notification.type) ? notification.type : 'unknown';
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(notification.params)) {
    params[name] = name === 'amount' && typeof value === 'number' ? formatRupiah(value) : String(value);
  }
  return {
    title: t(`notifications.type.${type}.title` as WebMessageKey, params),
    body: t(`notifications.type.${type}.body` as WebMessageKey, params),
  };
}
