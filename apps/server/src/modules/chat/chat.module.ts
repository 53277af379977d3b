import type { AppContext, ModuleRoutes } from '../../app-context';
import { createChatRepository } from './repository/chat.repository';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';

/** Chat: a message is stored first, then emitted through the realtime plugin. */
export function wireChat(ctx: AppContext) {
  const { limits } = ctx;
  const service = createChatService({
    chat: createChatRepository(ctx.db),
    productImageUrl: (key) => ctx.urlsFor(key).card,
    beforeConversationStart: (actorId) => limits.consume('conversationsPerDay', actorId),
    events: {
      messageStored: (message, { exceptSocketId }) =>
        ctx.app.realtime.deliverMessage(message, exceptSocketId),
      contactsChanged: (userIds) => ctx.app.realtime.contactsChanged(userIds),
    },
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(chatRoutes, { service, avatarUrl: ctx.avatarUrl, limits });
  };
  return { service, routes };
}
