import type { User } from '@kisansetu/contract';

/*
 * The shapes and defaults of the client state that a reload remembers, apart from the store (store.ts) and the schema
 * that reads it back (persisted-state.ts), so that the schema can be fetched only when something was kept.
 */

/** The chat panel's state (persisted as "chat"); features/chat renders the panel from it. */
export const CHAT_VIEWS = ['home', 'single', 'profile'] as const;
export type ChatView = (typeof CHAT_VIEWS)[number];
export interface ChatState {
  isChatOpen: boolean;
  chatView: ChatView;
  selectedUserId: string | null;
  selectedProfileId: string | null;
  /**
   * The listing the selected conversation was opened from (a product card, the product page, the wishlist): pinned
   * at its top, and sent with the next message when that is the first about it.
   */
  selectedProductId: string | null;
}

/**
 * Who is signed in, as far as a reload must remember: enough for the guards, the nav and chat to render at once.
 * Everything else about them (email, phone, address, avatar, Aadhaar mask) is the `me` query's, never localStorage's.
 */
export type SessionUser = Pick<User, '_id' | 'role' | 'fullName'>;

/** What is kept in localStorage: the signed-in user (never a token: the session is an httpOnly cookie) and the chat. */
export interface PersistedState {
  user: SessionUser | null;
  chat: ChatState;
}

export const INITIAL_CHAT: ChatState = {
  isChatOpen: false,
  chatView: 'home',
  selectedUserId: null,
  selectedProfileId: null,
  selectedProductId: null,
};

export const INITIAL_PERSISTED: PersistedState = { user: null, chat: INITIAL_CHAT };
