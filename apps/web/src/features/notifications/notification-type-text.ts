import { notificationTextsEn, notificationTextsId, notificationTextsZh } from '@konter/shared/i18n/notification-texts';
import { createAreaCatalogue } from '../../lib/area-catalogue.ts';

/**
 * The title and text of every notification type (the server's own catalogue, so a push reads like the inbox) travel
 * with the screens that show them (the inbox, a notification, the channel choices), not in the landing's budget.
 */
export const { useAreaText: useNotificationTypeText } = createAreaCatalogue(
  { id: notificationTextsId, en: notificationTextsEn, zh: notificationTextsZh },
  'notifications.type.unknown.title',
);
