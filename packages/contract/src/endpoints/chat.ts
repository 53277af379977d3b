import { z } from 'zod';
import { CHAT_FILE_LIMITS, VOICE_NOTE_MIME_TYPES, attachmentQuerySchema } from '../chat-attachment';
import { LIMITS } from '../constants';
import { idParam } from '../fields';
import {
  SOCKET_ID_HEADER,
  contactResponseSchema,
  contactsResponseSchema,
  messageHistoryQuerySchema,
  messageResponseSchema,
  messagesResponseSchema,
  sendMessageFormSchema,
  sendMessageSchema,
  unreadResponseSchema,
} from '../message';
import { endpoint } from './define';

/** The other person of a conversation, named in the path. */
const userIdParams = z.object({ userId: idParam });

const MB = 1024 * 1024;

/** Conversations and their messages, for any signed-in account. */
export const chatEndpoints = {
  listConversations: endpoint({
    id: 'listConversations',
    method: 'GET',
    path: '/user/otheruser',
    access: 'session',
    forFarmer: true,
    tag: 'chat',
    summary:
      'The users the caller has a conversation with, most recent first, with last message and unread count',
    data: contactsResponseSchema,
  }),
  countUnreadMessages: endpoint({
    id: 'countUnreadMessages',
    method: 'GET',
    path: '/message/unread',
    access: 'session',
    forFarmer: true,
    tag: 'chat',
    summary: 'Unread messages of the caller: total and by sender id',
    data: unreadResponseSchema,
  }),
  sendMessage: endpoint({
    id: 'sendMessage',
    method: 'POST',
    path: '/message/send/{userId}',
    access: 'session',
    forFarmer: true,
    tag: 'chat',
    summary: 'Send a message, optionally about a listing (stored, then emitted as newMessage)',
    description:
      'The text is trimmed, 1 to 2000 characters. A repeated `clientId` from the same sender returns the first ' +
      'message with 200 instead of 201 and stores nothing. A buyer may start a conversation with a seller; ' +
      'otherwise the conversation must exist (403 conversation_not_allowed). With `productId` the message is ' +
      "about that listing (the sender's own or the receiver's; someone else's is 400): it carries `product` " +
      '`{ _id, productName, price, unit, image }` as the listing was when sent, kept when the listing later ' +
      'changes, is hidden or deleted; an unknown or hidden listing is 404. The contacts list names the last ' +
      'product a conversation was about (`lastProduct`, with its name, price and unit as they are now while ' +
      'it is listed). `newMessage` goes to the receiver ' +
      `and to all the sender's tabs except the one named by the optional \`${SOCKET_ID_HEADER}\` header.\n\n` +
      'As `multipart/form-data` it also takes one file: `image` (JPEG, PNG or WebP, at most 8 MB: re-encoded ' +
      'as a listing photo is, metadata dropped) or `audio` (a voice note: Ogg or WebM with Opus, or MP4 with ' +
      `AAC or Opus, at most ${CHAT_FILE_LIMITS.voiceNoteBytesMax / MB} MB and ` +
      `${CHAT_FILE_LIMITS.voiceNoteSecondsMax} s as measured from the file; 415 for anything else, 413 over ` +
      'the size, 400 `errors.fields.audio` over the length), with the text fields `message` (may then be ' +
      'empty), `clientId` and `productId`. The message then carries `attachment`, served only by ' +
      '`GET message/attachment/{id}`. A file also counts against 50 files a person a day (429).\n\n' +
      'Without a file the same text fields may come as an `application/json` body instead, where `message` ' +
      'may not be empty.',
    params: userIdParams,
    // Text alone comes as JSON; a photo or voice note as the form, whose text fields are the same.
    body: sendMessageSchema,
    form: {
      fields: sendMessageFormSchema,
      files: {
        image: {
          max: 1,
          description: `A photo (JPEG, PNG or WebP, at most ${LIMITS.imageBytesMax / MB} MB); one file in all, this or \`audio\``,
        },
        audio: {
          max: 1,
          description:
            `A voice note (Ogg or WebM with Opus, or MP4 with AAC or Opus, at most ` +
            `${CHAT_FILE_LIMITS.voiceNoteBytesMax / MB} MB and ${CHAT_FILE_LIMITS.voiceNoteSecondsMax} s); ` +
            'one file in all, this or `image`',
        },
      },
    },
    // A new message; the repeat of a `clientId` answers 200 with the first one.
    status: 201,
    alsoStatus: 200,
    data: messageResponseSchema,
    errors: [403, 413, 415, 429],
  }),
  getMessageFile: endpoint({
    id: 'getMessageFile',
    method: 'GET',
    path: '/message/attachment/{id}',
    access: 'session',
    forFarmer: true,
    tag: 'chat',
    summary: "A chat message's photo or voice note, for the conversation's two people only",
    description:
      'The file itself with its content type (`image/webp` for a photo, the voice note as it was sent). ' +
      '`size=small` gives the small variant of a photo. 404 for anyone but the two people (and for a side ' +
      'that has deleted the conversation since, or while either blocks the other); a moderator may read it ' +
      'while a report between the two is open, and each read is written to the audit. Never stored by any cache, ' +
      "the browser's included (`Cache-Control: no-store`): a shared phone keeps no chat photo after a logout.",
    params: z.object({ id: idParam }),
    query: attachmentQuerySchema,
    file: ['image/webp', ...VOICE_NOTE_MIME_TYPES],
  }),
  syncMessages: endpoint({
    id: 'syncMessages',
    method: 'POST',
    path: '/message/sync/{userId}',
    access: 'session',
    forFarmer: true,
    tag: 'chat',
    summary: "Make the conversation visible in both parties' contact lists (creating it when allowed)",
    description:
      'A POST: it can open a conversation (which shows each party the other in their contacts), so no link on ' +
      'another site may trigger it. A buyer may open one with a seller at most 30 times a day (429 after).',
    params: userIdParams,
    data: contactResponseSchema,
    errors: [429],
  }),
  shareMyContact: endpoint({
    id: 'shareMyContact',
    method: 'POST',
    path: '/user/share-contact/{userId}',
    access: 'session',
    tag: 'chat',
    summary: 'Share my number: show my phone number and email to the other side of a conversation',
    description:
      'Contact details in a conversation are shown only once a person has written in it or shared them. ' +
      'Needs an existing conversation (404 otherwise); 403 `blocked` while either blocks the other.',
    params: userIdParams,
    data: contactResponseSchema,
    errors: [403],
  }),
  markMessagesRead: endpoint({
    id: 'markMessagesRead',
    method: 'POST',
    path: '/message/read/{userId}',
    access: 'session',
    forFarmer: true,
    tag: 'chat',
    summary: 'Mark everything received from this user so far as read',
    params: userIdParams,
  }),
  deleteConversation: endpoint({
    id: 'deleteConversation',
    method: 'DELETE',
    path: '/message/delete/{userId}',
    access: 'session',
    tag: 'chat',
    summary: 'Delete the conversation for the caller only (the other party keeps theirs)',
    params: userIdParams,
  }),
  getConversation: endpoint({
    id: 'getConversation',
    method: 'GET',
    path: '/message/{userId}',
    access: 'session',
    forFarmer: true,
    tag: 'chat',
    summary:
      'The conversation with this user, oldest first; `before` (a message id) and `limit` page back in time',
    description:
      'Reading changes nothing: `POST message/read/{userId}` marks the conversation read. Only messages after ' +
      "the caller's own delete are returned.",
    params: userIdParams,
    query: messageHistoryQuerySchema,
    data: messagesResponseSchema,
  }),
};
