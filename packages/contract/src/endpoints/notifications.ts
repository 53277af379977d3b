import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationReadSchema,
} from '../notification';
import { endpoint } from './define';

/** The caller's stored notifications, for any signed-in account. */
export const notificationsEndpoints = {
  listNotifications: endpoint({
    id: 'listNotifications',
    method: 'GET',
    path: '/notification/list',
    access: 'session',
    tag: 'notifications',
    summary: "The caller's notifications, newest first, 20 a page, with the unread count",
    query: notificationListQuerySchema,
    data: notificationListResponseSchema,
  }),
  markNotificationsRead: endpoint({
    id: 'markNotificationsRead',
    method: 'POST',
    path: '/notification/read',
    access: 'session',
    tag: 'notifications',
    summary:
      'Marks the named notifications of the caller read (all of them without ids); answers the unread count',
    // No body at all marks everything read, as `{}` does.
    body: notificationReadSchema.optional(),
    data: notificationReadResponseSchema,
  }),
};
