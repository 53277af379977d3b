import { fillNotificationText, type Notification } from '@kisansetu/contract';
import { notificationTemplate } from '@kisansetu/contract/catalogue';
import type { NotificationRow } from './notifications.repository';

/** A notification as sent: its English title and body rendered from the kind's texts and the stored params. */
export function toNotification(row: NotificationRow): Notification {
  const texts = notificationTemplate(row.kind, 'en');
  return {
    _id: row.id,
    kind: row.kind,
    title: fillNotificationText(texts.title, row.params),
    body: fillNotificationText(texts.body, row.params),
    link: row.link,
    params: row.params,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
