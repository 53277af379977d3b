import { fillNotificationText, type Notification } from '@kisansetu/contract';
import { groupNumbers, notificationTemplate } from '@kisansetu/contract/catalogue';
import type { NotificationRow } from './notifications.repository';

/** A notification as sent: its English title and body rendered from the kind's texts and the stored params. */
export function toNotification(row: NotificationRow): Notification {
  const texts = notificationTemplate(row.kind, 'en');
  const params = groupNumbers(row.params, 'en');
  return {
    _id: row.id,
    kind: row.kind,
    title: fillNotificationText(texts.title, params),
    body: fillNotificationText(texts.body, params),
    link: row.link,
    params: row.params,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
