export { openChatWith, registerChatHandler } from './chat-bridge';
export type { ChatHandler, ChatSeller, ChatTarget } from './chat-bridge';
export { ChatButton } from './chat-button';
export { ChatSlot, registerChatPanel } from './chat-slot';
export { chatContactsQueryKey } from './chat-contacts';
export { chatUnreadQuery, useChatUnreadTotal } from './chat-unread';
