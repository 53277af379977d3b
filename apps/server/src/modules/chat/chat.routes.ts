import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  SOCKET_ID_HEADER,
  contactResponseSchema,
  contactsResponseSchema,
  emptySuccessSchema,
  idParam,
  messageHistoryQuerySchema,
  messageResponseSchema,
  messagesResponseSchema,
  sendMessageSchema,
  successEnvelope,
  unreadResponseSchema,
} from '@kisansetu/contract';
import { requireUser } from '../../auth';
import { AppError } from '../../errors';
import type { AbuseLimits } from '../../limits';
import { toContact, toMessage, type AvatarUrl } from './chat.presenter';
import type { ChatService } from './chat.service';
import { ok } from '../../lib/envelope';

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
          'product a conversation was about (`lastProduct`). `newMessage` goes to the receiver ' +
          `and to all the sender's tabs except the one named by the optional \`${SOCKET_ID_HEADER}\` header.`,
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
      // Both windows count every send: 20 a minute stops a flood, 300 a day a slow drip to many buyers.
      await limits.consume('messagesPerMinute', actor.id);
      await limits.consume('messagesPerDay', actor.id);
      const { message, created } = await service.send(actor, request.params.userId, request.body, {
        exceptSocketId: socketIdFrom(request.headers[SOCKET_ID_HEADER]),
      });
      return reply.status(created ? 201 : 200).send(ok(SERVER_MESSAGES.messageSent, { message }));
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
