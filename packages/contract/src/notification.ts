import { z } from 'zod';
import { VALIDATION_KEY } from './messages';
import { blankToUndefined } from './fields';
import { NOTIFICATION_KINDS } from './notification-texts';

/** The facts a notification's text is made from (a listing's name, prices, the saved query). */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A notification as sent, in the list and in the socket event `notification`. */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** English, rendered from the kind's texts; the web shows its own language's from `kind` and `params`. */
  title: z.string(),
  body: z.string(),
  /** An app path, e.g. `/description/<productId>`. */
  link: z.string(),
  params: notificationParamsSchema,
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page number from a query string, 1 when absent. */
const pageField = z.preprocess(
  (v) => (blankToUndefined(v) === undefined ? 1 : Number(v)),
  z
    .number({ error: VALIDATION_KEY.pageInvalid })
    .int(VALIDATION_KEY.pageInvalid)
    .min(1, VALIDATION_KEY.pageInvalid)
    .max(1_000_000, VALIDATION_KEY.pageInvalid),
);

/** GET notification/list query. */
export const notificationListQuerySchema = z.object({ page: pageField });

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How many ids one `POST notification/read` may name. */
export const NOTIFICATION_READ_IDS_MAX = 100;

/** GET notification/list answer: newest first, 20 a page. */
export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** POST notification/read: these of the caller's notifications, or all of them without `ids`. */
export const notificationReadSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100), { error: VALIDATION_KEY.notificationIdsInvalid })
    .max(NOTIFICATION_READ_IDS_MAX, VALIDATION_KEY.notificationIdsInvalid)
    .optional(),
});
export type NotificationReadRequest = z.infer<typeof notificationReadSchema>;

/** POST notification/read answer: the caller's unread count after it. */
export const notificationReadResponseSchema = z.object({ unreadCount: z.number().int() });
