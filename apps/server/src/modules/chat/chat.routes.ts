import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHAT_FILE_FIELDS,
  CHAT_FILE_VALIDATION_KEY,
  SERVER_MESSAGES,
  SOCKET_ID_HEADER,
  sendMessageFormSchema,
  sendMessageSchema,
  type ChatFileField,
  type SendMessageRequest,
} from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { requireUser } from '../../auth';
import { AppError } from '../../errors';
import type { AbuseLimits } from '../../limits';
import { toContact, toMessage, type AvatarUrl } from './chat.presenter';
import type { ChatService } from './chat.service';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import type { IncomingChatFile } from './attachments/chat-files';

export interface ChatRoutesOptions {
  service: ChatService;
  avatarUrl: AvatarUrl;
  limits: AbuseLimits;
}

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

/**
 * The other methods on a chat path answer 405 with `Allow`, as the contract asks, rather than a bare 404. They are no
 * declared endpoints, so the access guard leaves them out: they check the session themselves (401 first, as on the
 * path's own method).
 */
function refuseOtherMethods(app: FastifyInstance, url: string, allowed: (typeof METHODS)[number]): void {
  app.route({
    method: METHODS.filter((m) => m !== allowed),
    url,
    schema: { hide: true },
    onRequest: async (request) => {
      await requireUser(request);
    },
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
  refuseOtherMethods(app, '/user/otheruser', 'GET');
  refuseOtherMethods(app, '/message/unread', 'GET');
  refuseOtherMethods(app, '/message/send/:userId', 'POST');
  refuseOtherMethods(app, '/message/sync/:userId', 'POST');
  refuseOtherMethods(app, '/message/read/:userId', 'POST');
  refuseOtherMethods(app, '/message/delete/:userId', 'DELETE');
  refuseOtherMethods(app, '/message/:userId', 'GET');
  refuseOtherMethods(app, '/message/attachment/:id', 'GET');

  route(app, ENDPOINTS.listConversations, async (_request, _reply, actor) => {
    const contacts = await service.contacts(actor);
    return ok(SERVER_MESSAGES.usersFetched, { otherUsers: contacts.map((c) => toContact(c, avatarUrl)) });
  });

  route(app, ENDPOINTS.countUnreadMessages, async (_request, _reply, actor) => {
    const counts = await service.unread(actor);
    return ok(SERVER_MESSAGES.messagesFetched, counts);
  });

  route(app, ENDPOINTS.sendMessage, async (request, reply, actor) => {
    // A JSON body (a send without a file) is checked here, before anything is counted: a form has no body to check
    // before its handler reads it.
    const multipart = request.isMultipart();
    const json = multipart ? undefined : parseOrThrow(sendMessageSchema, request.body);
    // Both windows count every send: 20 a minute stops a flood, 300 a day a slow drip to many buyers.
    await limits.consume('messagesPerMinute', actor.id);
    await limits.consume('messagesPerDay', actor.id);
    const { input, file } = json ? { input: json, file: undefined } : await readSendForm(request);
    if (file) await limits.consume('chatFilesPerDay', actor.id);
    const { message, created } = await service.send(actor, request.params.userId, input, {
      exceptSocketId: socketIdFrom(request.headers[SOCKET_ID_HEADER]),
      file,
    });
    // A repeated `clientId` answers with the first message, and stores nothing new.
    if (!created) void reply.status(200);
    return ok(SERVER_MESSAGES.messageSent, { message });
  });

  route(app, ENDPOINTS.getMessageFile, async (request, reply, actor) => {
    const { contentType, object } = await service.attachment(
      actor,
      request.params.id,
      request.query.size ?? 'large',
    );
    // The private-answers plugin marks it no-store: the app keeps a heard voice note itself, cleared at logout.
    reply.header('content-disposition', 'inline').type(contentType);
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });

  route(app, ENDPOINTS.syncMessages, async (request, _reply, actor) => {
    const contact = await service.sync(actor, request.params.userId);
    return ok(SERVER_MESSAGES.conversationSynced, { contact: toContact(contact, avatarUrl) });
  });

  route(app, ENDPOINTS.shareMyContact, async (request, _reply, actor) => {
    const contact = await service.shareContact(actor, request.params.userId);
    return ok(SERVER_MESSAGES.contactShared, { contact: toContact(contact, avatarUrl) });
  });

  route(app, ENDPOINTS.markMessagesRead, async (request, _reply, actor) => {
    await service.markRead(actor, request.params.userId);
    return ok(SERVER_MESSAGES.ok);
  });

  route(app, ENDPOINTS.deleteConversation, async (request, _reply, actor) => {
    await service.deleteForMe(actor, request.params.userId);
    return ok(SERVER_MESSAGES.conversationDeleted);
  });

  route(app, ENDPOINTS.getConversation, async (request, _reply, actor) => {
    const rows = await service.history(actor, request.params.userId, request.query);
    return ok(SERVER_MESSAGES.messagesFetched, { messages: rows.map(toMessage) });
  });
}
