import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PersistStorage } from 'zustand/middleware';
import { UI } from '@kisansetu/contract';
import { INITIAL_CHAT } from './session-state';
import type { ChatState, PersistedState, SessionUser } from './session-state';

export { INITIAL_CHAT } from './session-state';
export type { ChatState, ChatView, SessionUser } from './session-state';

export interface RootState extends PersistedState {
  /** Takes a full user (from login or the `me` query) and keeps only its id, role and name. */
  setUser: (user: SessionUser | null) => void;
  setChat: (patch: Partial<ChatState>) => void;
  /** Logout: forget the user and the chat panel. */
  clearSession: () => void;
}

function sameSessionUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return (
    a === b || (a !== null && b !== null && a._id === b._id && a.role === b.role && a.fullName === b.fullName)
  );
}

/** The zod schema of what is kept, fetched only when something was kept: zod stays out of the first route. */
const loadSchema = () => import('./persisted-state');

/** localStorage read back through that schema; a first visit, with nothing kept, is restored at once. */
const storage: PersistStorage<PersistedState> = {
  getItem: (name) => {
    const text = localStorage.getItem(name);
    if (text === null) return null;
    // Without the schema nothing kept is trusted: the visit starts signed out, and the session check signs in again.
    return loadSchema().then(
      ({ readPersisted }) => readPersisted(text),
      () => null,
    );
  },
  setItem: (name, value) => localStorage.setItem(name, JSON.stringify(value)),
  removeItem: (name) => localStorage.removeItem(name),
};

export const useRootStore = create<RootState>()(
  persist(
    (set) => ({
      user: null,
      chat: INITIAL_CHAT,
      // An unchanged user is not set again: the session check answers on every visit, and nothing need re-render.
      setUser: (user) =>
        set((state) => {
          const next = user && { _id: user._id, role: user.role, fullName: user.fullName };
          return sameSessionUser(state.user, next) ? state : { user: next };
        }),
      setChat: (patch) => set((state) => ({ chat: { ...state.chat, ...patch } })),
      clearSession: () => set({ user: null, chat: INITIAL_CHAT }),
    }),
    {
      name: UI.persistKey,
      version: UI.persistVersion,
      storage,
      partialize: (state): PersistedState => ({ user: state.user, chat: state.chat }),
      // What an earlier version kept (a token, a whole user, the search) is already cut down by the storage's schema;
      // the version bump makes that cleaned state be written back at once.
      migrate: (persisted) => loadSchema().then(({ persistedSchema }) => persistedSchema.parse(persisted)),
    },
  ),
);

/** The signed-in user's id, role and name, or null; the full profile is `useProfile()` in features/auth. */
export function useCurrentUser(): SessionUser | null {
  return useRootStore((state) => state.user);
}
