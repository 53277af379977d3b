import { z } from 'zod';
import { ACCOUNT_ROLES, LIMITS, PAGING, UNITS } from './constants';
import { blankToUndefined, optionalText, requiredText } from './fields';
import { VALIDATION_KEY } from './messages';
import { publicPlaceSchema } from './location';
import { messageDealSchema } from './deal-message';
import { messageAttachmentSchema } from './chat-attachment';
import { sentBySchema } from './helped-by';

/**
 * The listing a message is about ("Chat about a product"), as it was when the message was sent: a later price
 * change, a moderator hiding it or its seller deleting it leaves this copy as it is. `image` is the card-size URL of
 * its first photo, null when it had none.
 */
export const messageProductSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  price: z.number(),
  unit: z.enum(UNITS),
  image: z.string().nullable(),
});
export type MessageProduct = z.infer<typeof messageProductSchema>;

/**
 * A farmer's offer on a buyer request (buyer requests), as the message that delivered it carried it: the request's
 * crop name and the offered price, unit and quantity. `_id` is the offer's id, `requestId` links to the request.
 */
export const messageOfferSchema = z.object({
  _id: z.string(),
  requestId: z.string(),
  productName: z.string(),
  price: z.number(),
  unit: z.enum(UNITS),
  quantity: z.number(),
});
export type MessageOffer = z.infer<typeof messageOfferSchema>;

export const messageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string(),
  clientId: z.string().optional(),
  /** Only on a message sent with a `productId`. */
  product: messageProductSchema.optional(),
  /** Only on the message an offer on a buyer request sent. */
  offer: messageOfferSchema.optional(),
  /** Only on a message that recorded a change of a deal: the deal right after it (contract "Deals"). */
  deal: messageDealSchema.optional(),
  /** The photo or voice note sent with it; null on a message of text only (the server always sends the field). */
  attachment: messageAttachmentSchema.nullable().optional(),
  /** The helper who sent it for the farmer ("via {fullName}"); null when the person wrote it themself. */
  sentBy: sentBySchema.nullable().optional(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * POST message/send/{userId}. The text is trimmed; `clientId` makes a retry return the first copy; `productId` names
 * the listing the message is about (the sender's or the receiver's own, visible to both), stored with it as sent.
 */
export const sendMessageSchema = z.object({
  message: requiredText(VALIDATION_KEY.messageRequired, LIMITS.messageMax, VALIDATION_KEY.messageMax, {
    multiline: true,
  }),
  clientId: z
    .string()
    .min(1, VALIDATION_KEY.clientIdInvalid)
    .max(LIMITS.clientIdMax, VALIDATION_KEY.clientIdInvalid)
    .optional(),
  // Any string up to an id's length: a malformed one is an unknown product (404), as ids are everywhere else.
  productId: z.string().min(1, VALIDATION_KEY.invalidValue).max(100, VALIDATION_KEY.invalidValue).optional(),
});
export type SendMessageRequest = z.output<typeof sendMessageSchema>;

/**
 * The text fields of POST message/send/{userId} sent as multipart with a photo or voice note: as
 * {@link sendMessageSchema}, except that the text may be empty (a photo needs no words).
 */
export const sendMessageFormSchema = sendMessageSchema.extend({
  message: optionalText(LIMITS.messageMax, VALIDATION_KEY.messageMax, { multiline: true }).transform(
    (text) => text ?? '',
  ),
});

/** GET message/{userId} query: page back in time from `before`. */
export const messageHistoryQuerySchema = z.object({
  before: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  limit: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? PAGING.messagesDefaultLimit : Number(v)),
    z.number().int().min(1).max(PAGING.messagesMaxLimit),
  ),
});

/**
 * The other side of a conversation. `email` and `phoneNumber` only once that person has written in it or offered
 * their contact; `contactShared` says whether the caller's own are open to them (contract "Privacy"). `deleted`: the
 * person closed their account (the name reads 'Deleted user').
 */
export const chatContactSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  /** They proved their phone number with a code. */
  phoneVerified: z.boolean(),
  location: publicPlaceSchema.nullable(),
  contactShared: z.boolean(),
  deleted: z.boolean().optional(),
  role: z.enum(ACCOUNT_ROLES),
  lastMessage: messageSchema.nullable(),
  /** The listing of the newest message (that the caller still sees) sent with a product; null when none was. */
  lastProduct: messageProductSchema.nullable(),
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
