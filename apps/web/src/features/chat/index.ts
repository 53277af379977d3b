import { withEnglishTexts } from '@/lib/i18n';
/**
 * Chat: the floating button, the panel and the /chat routes. Only loaders live here, so importing this file adds
 * nothing to the first route: the panel, its socket and its screens are fetched after login.
 */
export const loadChatPanel = withEnglishTexts(() =>
  import('./chat-panel').then((m) => ({ default: m.ChatPanel })),
);
export const loadChatPage = withEnglishTexts(() =>
  import('./pages/chat-page').then((m) => ({ Component: m.ChatPage })),
);
