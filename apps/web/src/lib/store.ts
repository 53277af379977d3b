import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ACCOUNT_ROLES, UI } from '@kisansetu/contract';
import type { User } from '@kisansetu/contract';

/** The chat panel's state (persisted as "chat"); features/chat renders the panel from it. */
export type ChatView = 'home' | 'single' | 'profile';
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

/** The search form's state (persisted as "search"); the results themselves live in the query cache. */
export interface SearchState {
  query: string;
  address: string;
  page: number;
  totalCount: number;
}

export interface RootState {
  /** The signed-in user, or null. The session itself is an httpOnly cookie: no token is ever kept here. */
  user: User | null;
  chat: ChatState;
  search: SearchState;
  setUser: (user: User | null) => void;
  setChat: (patch: Partial<ChatState>) => void;
  setSearch: (patch: Partial<SearchState>) => void;
  resetSearch: () => void;
  /** Logout: forget the user, the chat panel and the search. */
  clearSession: () => void;
}

export const INITIAL_CHAT: ChatState = {
  isChatOpen: false,
  chatView: 'home',
  selectedUserId: null,
  selectedProfileId: null,
  selectedProductId: null,
};
export const INITIAL_SEARCH: SearchState = { query: '', address: '', page: 1, totalCount: 0 };

type Persisted = Pick<RootState, 'user' | 'chat' | 'search'>;

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user._id === 'string' &&
    typeof user.fullName === 'string' &&
    ACCOUNT_ROLES.some((role) => role === user.role)
  );
}

/** Keeps only well-formed persisted state: anything else (an old shape, a hand edit) falls back to the defaults. */
export function sanitizePersisted(value: unknown): Persisted {
  const state = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const chat = (
    typeof state.chat === 'object' && state.chat !== null ? state.chat : {}
  ) as Partial<ChatState>;
  const search = (
    typeof state.search === 'object' && state.search !== null ? state.search : {}
  ) as Partial<SearchState>;
  return {
    user: isUser(state.user) ? state.user : null,
    chat: {
      isChatOpen: chat.isChatOpen === true,
      chatView: chat.chatView === 'single' || chat.chatView === 'profile' ? chat.chatView : 'home',
      selectedUserId: typeof chat.selectedUserId === 'string' ? chat.selectedUserId : null,
      selectedProfileId: typeof chat.selectedProfileId === 'string' ? chat.selectedProfileId : null,
      selectedProductId: typeof chat.selectedProductId === 'string' ? chat.selectedProductId : null,
    },
    search: {
      query: typeof search.query === 'string' ? search.query : '',
      address: typeof search.address === 'string' ? search.address : '',
      page: typeof search.page === 'number' && search.page >= 1 ? Math.floor(search.page) : 1,
      totalCount: typeof search.totalCount === 'number' && search.totalCount >= 0 ? search.totalCount : 0,
    },
  };
}

export const useRootStore = create<RootState>()(
  persist(
    (set) => ({
      user: null,
      chat: INITIAL_CHAT,
      search: INITIAL_SEARCH,
      setUser: (user) => set({ user }),
      setChat: (patch) => set((state) => ({ chat: { ...state.chat, ...patch } })),
      setSearch: (patch) => set((state) => ({ search: { ...state.search, ...patch } })),
      resetSearch: () => set({ search: INITIAL_SEARCH }),
      clearSession: () => set({ user: null, chat: INITIAL_CHAT, search: INITIAL_SEARCH }),
    }),
    {
      name: UI.persistKey,
      version: UI.persistVersion,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): Persisted => ({ user: state.user, chat: state.chat, search: state.search }),
      // Earlier shapes (the seed kept an access token here) are dropped field by field, never trusted wholesale.
      migrate: (persisted) => sanitizePersisted(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizePersisted(persisted) }),
    },
  ),
);

export function useCurrentUser(): User | null {
  return useRootStore((state) => state.user);
}
