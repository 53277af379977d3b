export { createChatRepository } from './repository/chat.repository';
export type { ChatRepository } from './repository/chat.repository';
export { chatRoutes } from './chat.routes';
export type { ChatRoutesOptions } from './chat.routes';
export { createChatService, mayStartConversation } from './chat.service';
export type { ChatActor, ChatEvents, ChatService } from './chat.service';
export { toMessage, toMessageAttachment } from './chat.presenter';
export { wireChat } from './chat.module';
export { unreadByParticipant } from './repository/rows';
