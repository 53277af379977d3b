import * as z from 'zod/mini';
import type { StorageValue } from 'zustand/middleware';
import { ACCOUNT_ROLES } from '@kisansetu/contract';
import { CHAT_VIEWS, INITIAL_CHAT, INITIAL_PERSISTED } from './session-state';
import type { PersistedState } from './session-state';

const id = z.catch(z.nullable(z.string()), null);

/**
 * The persisted client state, field by field: a malformed field (an old shape, a hand edit) falls back to its default,
 * a user saved whole by an old version is cut down to its id, role and name, and anything else (the access token the
 * seed kept, the search an earlier version kept) is dropped.
 */
export const persistedSchema: z.ZodMiniType<PersistedState> = z.catch(
  z.object({
    user: z.catch(
      z.nullable(z.object({ _id: z.string(), role: z.enum(ACCOUNT_ROLES), fullName: z.string() })),
      null,
    ),
    chat: z.catch(
      z.object({
        isChatOpen: z.catch(z.boolean(), INITIAL_CHAT.isChatOpen),
        chatView: z.catch(z.enum(CHAT_VIEWS), INITIAL_CHAT.chatView),
        selectedUserId: id,
        selectedProfileId: id,
        selectedProductId: id,
      }),
      INITIAL_CHAT,
    ),
  }),
  INITIAL_PERSISTED,
);

/** A stored value without a usable version counts as an old version's, so it is migrated and written back. */
const storedSchema = z.catch(z.object({ state: persistedSchema, version: z.catch(z.number(), 0) }), {
  state: INITIAL_PERSISTED,
  version: 0,
});

/** Reads what localStorage holds under the store's key: anything unreadable gives the defaults. */
export function readPersisted(text: string): StorageValue<PersistedState> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  return storedSchema.parse(value);
}
