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

/**
 * Who is signed in, as far as a reload must remember: enough for the guards, the nav and chat to render at once.
 * Everything else about them (email, phone, address, avatar, Aadhaar mask) is the `me` query's, never localStorage's.
 */
export type SessionUser = Pick<User, '_id' | 'role' | 'fullName'>;

export interface RootState {
  /** The signed-in user, or null. The session itself is an httpOnly cookie: no token is ever kept here. */
  user: SessionUser | null;
  chat: ChatState;
  search: SearchState;
  /** Takes a full user (from login or the `me` query) and keeps only its id, role and name. */
  setUser: (user: SessionUser | null) => void;
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

function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const role = ACCOUNT_ROLES.find((known) => known === user.role);
  if (typeof user._id !== 'string' || typeof user.fullName !== 'string' || role === undefined) return null;
  return { _id: user._id, role, fullName: user.fullName };
}

function sameSessionUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return (
    a === b || (a !== null && b !== null && a._id === b._id && a.role === b.role && a.fullName === b.fullName)
  );
}

/**
 * Keeps only well-formed persisted state: anything else (an old shape, a hand edit) falls back to the defaults, and a
 * user saved whole by version 1 is cut down to its id, role and name.
 */
export function sanitizePersisted(value: unknown): Persisted {
  const state = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const chat = (
    typeof state.chat === 'object' && state.chat !== null ? state.chat : {}
  ) as Partial<ChatState>;
  const search = (
    typeof state.search === 'object' && state.search !== null ? state.search : {}
  ) as Partial<SearchState>;
  return {
    user: toSessionUser(state.user),
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
      // An unchanged user is not set again: the session check answers on every visit, and nothing need re-render.
      setUser: (user) =>
        set((state) => {
          const next = toSessionUser(user);
          return sameSessionUser(state.user, next) ? state : { user: next };
        }),
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
      // Earlier shapes (the seed kept an access token here, version 1 the whole user) are dropped field by field, never
      // trusted wholesale; the version bump makes the cut-down state be written back at once.
      migrate: (persisted) => sanitizePersisted(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizePersisted(persisted) }),
    },
  ),
);

/** The signed-in user's id, role and name, or null; the full profile is `useProfile()` in features/auth. */
export function useCurrentUser(): SessionUser | null {
  return useRootStore((state) => state.user);
}
