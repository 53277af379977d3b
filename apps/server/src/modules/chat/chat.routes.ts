import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_FILE_FIELDS,
  CHAT_FILE_LIMITS,
  CHAT_FILE_VALIDATION_KEY,
  SERVER_MESSAGES,
  attachmentQuerySchema,
  SOCKET_ID_HEADER,
  contactResponseSchema,
  contactsResponseSchema,
  emptySuccessSchema,
  idParam,
  messageHistoryQuerySchema,
  messageResponseSchema,
  messagesResponseSchema,
  sendMessageFormSchema,
  sendMessageSchema,
  successEnvelope,
  type ChatFileField,
  type SendMessageRequest,
  unreadResponseSchema,
} from '@kisansetu/contract';
import { requireUser } from '../../auth';
import { AppError } from '../../errors';
import type { AbuseLimits } from '../../limits';
import { toContact, toMessage, type AvatarUrl } from './chat.presenter';
import type { ChatService } from './chat.service';
import { ok } from '../../lib/envelope';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import type { IncomingChatFile } from './attachments/chat-files';

export interface ChatRoutesOptions {
  service: ChatService;
  avatarUrl: AvatarUrl;
  limits: AbuseLimits;
}

const userIdParams = z.object({ userId: idParam });

/** A socket id as socket.io makes them (20 url-safe characters); anything else is ignored. */
function socketIdFrom(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : undefined;
}

/**
 * A send as multipart: its text fields (the text may be empty when a file comes) and its one photo or voice note. Two
 * files, or none with an empty text, are refused on the field.
 */
async function readSendForm(
  request: FastifyRequest,
): Promise<{ input: SendMessageRequest; file: IncomingChatFile | undefined }> {
  const body = await readMultipart(request, {
    fileField: CHAT_FILE_FIELDS,
    maxFiles: 1,
    tooManyMessage: CHAT_FILE_VALIDATION_KEY.oneFileOnly,
  });
  const buffer = body.files[0];
  if (!buffer) return { input: parseOrThrow(sendMessageSchema, body.fields), file: undefined };
  const file = { field: body.fileFields[0] as ChatFileField, buffer };
  return { input: parseOrThrow(sendMessageFormSchema, body.fields), file };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The other methods on a chat path answer 405 with `Allow`, as the contract asks, rather than a bare 404. */
function refuseOtherMethods(app: FastifyInstance, url: string, allowed: (typeof METHODS)[number]): void {
  app.route({
    method: METHODS.filter((m) => m !== allowed),
    url,
    schema: { hide: true },
    handler: async () => {
      throw new AppError('method_not_allowed', 'server.methodNotAllowed', {
        headers: { allow: allowed },
      });
    },
  });
}

/** The message calls and the contacts list (`user/otheruser`). Every call needs a session. */
export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions): Promise<void> {
  const { service, avatarUrl, limits } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation, so an anonymous caller always gets the 401, whatever the body or query holds.
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });

  refuseOtherMethods(app, '/user/otheruser', 'GET');
  refuseOtherMethods(app, '/message/unread', 'GET');
  refuseOtherMethods(app, '/message/send/:userId', 'POST');
  refuseOtherMethods(app, '/message/sync/:userId', 'POST');
  refuseOtherMethods(app, '/message/read/:userId', 'POST');
  refuseOtherMethods(app, '/message/delete/:userId', 'DELETE');
  refuseOtherMethods(app, '/message/:userId', 'GET');
  refuseOtherMethods(app, '/message/attachment/:id', 'GET');

  r.get(
    '/user/otheruser',
    {
      schema: {
        tags: ['message'],
        summary:
          'The users the caller has a conversation with, most recent first, with last message and unread count',
        response: { 200: successEnvelope(contactsResponseSchema) },
      },
    },
    async (request) => {
      const contacts = await service.contacts(await requireUser(request));
      return ok(SERVER_MESSAGES.usersFetched, { otherUsers: contacts.map((c) => toContact(c, avatarUrl)) });
    },
  );

  r.get(
    '/message/unread',
    {
      schema: {
        tags: ['message'],
        summary: 'Unread messages of the caller: total and by sender id',
        response: { 200: successEnvelope(unreadResponseSchema) },
      },
    },
    async (request) => {
      const counts = await service.unread(await requireUser(request));
      return ok(SERVER_MESSAGES.messagesFetched, counts);
    },
  );

  r.post(
    '/message/send/:userId',
    {
      // A multipart send has no JSON body for the schema: the handler decides which validation error stands.
      attachValidation: true,
      schema: {
        tags: ['message'],
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
          `AAC or Opus, at most ${CHAT_FILE_LIMITS.voiceNoteBytesMax / 1024 / 1024} MB and ` +
          `${CHAT_FILE_LIMITS.voiceNoteSecondsMax} s as measured from the file; 415 for anything else, 413 over ` +
          'the size, 400 `errors.fields.audio` over the length), with the text fields `message` (may then be ' +
          'empty), `clientId` and `productId`. The message then carries `attachment`, served only by ' +
          '`GET message/attachment/{id}`. A file also counts against 50 files a person a day (429).',
        consumes: ['application/json', 'multipart/form-data'],
        params: userIdParams,
        body: sendMessageSchema,
        response: {
          200: successEnvelope(messageResponseSchema),
          201: successEnvelope(messageResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      // The body schema describes the JSON form; a multipart one is read and checked below instead.
      const multipart = request.isMultipart();
      if (request.validationError && !(multipart && request.validationError.validationContext === 'body')) {
        throw request.validationError;
      }
      // Both windows count every send: 20 a minute stops a flood, 300 a day a slow drip to many buyers.
      await limits.consume('messagesPerMinute', actor.id);
      await limits.consume('messagesPerDay', actor.id);
      const { input, file } = multipart
        ? await readSendForm(request)
        : { input: request.body, file: undefined };
      if (file) await limits.consume('chatFilesPerDay', actor.id);
      const { message, created } = await service.send(actor, request.params.userId, input, {
        exceptSocketId: socketIdFrom(request.headers[SOCKET_ID_HEADER]),
        file,
      });
      return reply.status(created ? 201 : 200).send(ok(SERVER_MESSAGES.messageSent, { message }));
    },
  );

  r.get(
    '/message/attachment/:id',
    {
      schema: {
        tags: ['message'],
        summary: "A chat message's photo or voice note, for the conversation's two people only",
        description:
          'The file itself with its content type (`image/webp` for a photo, the voice note as it was sent). ' +
          '`size=small` gives the small variant of a photo. 404 for anyone but the two people (and for a side ' +
          'that has deleted the conversation since, or while either blocks the other); a moderator may read it ' +
          'while a report between the two is open, and each read is written to the audit. Never stored by any cache, ' +
          "the browser's included (`Cache-Control: no-store`): a shared phone keeps no chat photo after a logout.",
        params: z.object({ id: idParam }),
        querystring: attachmentQuerySchema,
        produces: ['image/webp', 'audio/ogg', 'audio/webm', 'audio/mp4'],
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { contentType, object } = await service.attachment(
        actor,
        request.params.id,
        request.query.size ?? 'large',
      );
      // The private-answers plugin marks it no-store: the app keeps a heard voice note itself, cleared at logout.
      reply.header('content-disposition', 'inline').type(contentType);
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );

  r.post(
    '/message/sync/:userId',
    {
      schema: {
        tags: ['message'],
        summary: "Make the conversation visible in both parties' contact lists (creating it when allowed)",
        description:
          'A POST: it can open a conversation (which shows each party the other in their contacts), so no link on ' +
          'another site may trigger it. A buyer may open one with a seller at most 30 times a day (429 after).',
        params: userIdParams,
        response: { 200: successEnvelope(contactResponseSchema) },
      },
    },
    async (request) => {
      const contact = await service.sync(await requireUser(request), request.params.userId);
      return ok(SERVER_MESSAGES.conversationSynced, { contact: toContact(contact, avatarUrl) });
    },
  );

  r.post(
    '/user/share-contact/:userId',
    {
      schema: {
        tags: ['message'],
        summary: 'Share my number: show my phone number and email to the other side of a conversation',
        description:
          'Contact details in a conversation are shown only once a person has written in it or shared them. ' +
          'Needs an existing conversation (404 otherwise); 403 `blocked` while either blocks the other.',
        params: userIdParams,
        response: { 200: successEnvelope(contactResponseSchema) },
      },
    },
    async (request) => {
      const contact = await service.shareContact(await requireUser(request), request.params.userId);
      return ok(SERVER_MESSAGES.contactShared, { contact: toContact(contact, avatarUrl) });
    },
  );

  r.post(
    '/message/read/:userId',
    {
      schema: {
        tags: ['message'],
        summary: 'Mark everything received from this user so far as read',
        params: userIdParams,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      await service.markRead(await requireUser(request), request.params.userId);
      return ok(SERVER_MESSAGES.ok);
    },
  );

  r.delete(
    '/message/delete/:userId',
    {
      schema: {
        tags: ['message'],
        summary: 'Delete the conversation for the caller only (the other party keeps theirs)',
        params: userIdParams,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      await service.deleteForMe(await requireUser(request), request.params.userId);
      return ok(SERVER_MESSAGES.conversationDeleted);
    },
  );

  r.get(
    '/message/:userId',
    {
      schema: {
        tags: ['message'],
        summary:
          'The conversation with this user, oldest first; `before` (a message id) and `limit` page back in time',
        description:
          'Reading changes nothing: `POST message/read/{userId}` marks the conversation read. Only messages after ' +
          "the caller's own delete are returned.",
        params: userIdParams,
        querystring: messageHistoryQuerySchema,
        response: { 200: successEnvelope(messagesResponseSchema) },
      },
    },
    async (request) => {
      const rows = await service.history(await requireUser(request), request.params.userId, request.query);
      return ok(SERVER_MESSAGES.messagesFetched, { messages: rows.map(toMessage) });
    },
  );
}
