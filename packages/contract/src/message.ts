import { z } from 'zod';
import { ACCOUNT_ROLES, LIMITS, PAGING } from './constants';
import { blankToUndefined, requiredText } from './fields';
import { VALIDATION } from './messages';

export const messageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string(),
  clientId: z.string().optional(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** POST message/send/{userId}. The text is trimmed; `clientId` makes a retry return the first copy. */
export const sendMessageSchema = z.object({
  message: requiredText(VALIDATION.messageRequired, LIMITS.messageMax, VALIDATION.messageMax, {
    multiline: true,
  }),
  clientId: z
    .string()
    .min(1, VALIDATION.clientIdInvalid)
    .max(LIMITS.clientIdMax, VALIDATION.clientIdInvalid)
    .optional(),
});
export type SendMessageRequest = z.output<typeof sendMessageSchema>;

/** GET message/{userId} query: page back in time from `before`. */
export const messageHistoryQuerySchema = z.object({
  before: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  limit: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? PAGING.messagesDefaultLimit : Number(v)),
    z.number().int().min(1).max(PAGING.messagesMaxLimit),
  ),
});

export const chatContactSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const messagesResponseSchema = z.object({ messages: z.array(messageSchema) });
export const messageResponseSchema = z.object({ message: messageSchema });
export const contactsResponseSchema = z.object({ otherUsers: z.array(chatContactSchema) });
export const contactResponseSchema = z.object({ contact: chatContactSchema });

/** GET message/unread: unread messages of the caller, in total and by the sender's user id. */
export const unreadResponseSchema = z.object({
  total: z.number().int(),
  byUser: z.record(z.string(), z.number().int()),
});
export type UnreadCounts = z.infer<typeof unreadResponseSchema>;

/**
 * Optional request header of POST message/send: the id of the sender's socket that is sending, so `newMessage`
 * skips that tab (it shows the message from the HTTP response). Without it every tab gets the event, and the
 * client de-duplicates by `_id` / `clientId`.
 */
export const SOCKET_ID_HEADER = 'x-socket-id';
