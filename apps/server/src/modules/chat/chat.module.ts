import type { AppContext, ModuleRoutes } from '../../app-context';
import { loggableError } from '../../lib/loggable-error';
import { createChatFiles } from './attachments/chat-files';
import { createChatRepository } from './repository/chat.repository';
import { chatRoutes } from './chat.routes';
import type { Message } from '@kisansetu/contract';
import { createChatService, type ChatEvents, type ChatServiceDeps } from './chat.service';

/**
 * Chat: a message is stored first, then emitted through the realtime plugin. Its photos and voice notes live in the
 * photo store under private names; `moderatorMayRead` is the moderation module's say on a moderator's look at one.
 */
export function wireChat(
  ctx: AppContext,
  deps: Pick<ChatServiceDeps, 'moderatorMayRead'> & {
    /** A message was stored and announced (an alert may follow it). */
    messageStored?: (message: Message) => void;
    /** A person read a conversation in the app. */
    conversationRead?: ChatEvents['conversationRead'];
  } = {},
) {
  const { limits } = ctx;
  const { messageStored, conversationRead, ...serviceDeps } = deps;
  const service = createChatService({
    chat: createChatRepository(ctx.db),
    files: createChatFiles(ctx.fileStore, ctx.metrics.imageProcessed),
    ...serviceDeps,
    fileRemovalFailed: (error) => ctx.warn(loggableError(error), 'a chat file could not be removed'),
    productImageUrl: (key) => ctx.urlsFor(key).card,
    beforeConversationStart: (actorId) => limits.consume('conversationsPerDay', actorId),
    events: {
      messageStored: (message, { exceptSocketId }) => {
        ctx.app.realtime.deliverMessage(message, exceptSocketId);
        messageStored?.(message);
      },
      contactsChanged: (userIds) => ctx.app.realtime.contactsChanged(userIds),
      conversationRead: (userId, otherId) => conversationRead?.(userId, otherId),
    },
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(chatRoutes, { service, avatarUrl: ctx.avatarUrl, limits });
  };
  return { service, routes };
}
