import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { AccountRole } from '@kisansetu/contract';
import type { Database } from '../db';
import { tables } from '../db';

/** A helper making a call for a farmer they help (contract "Helpers: FPOs and agents"). */
export interface ActingHelper {
  id: string;
  fullName: string;
  organisation: string;
}

export interface SessionUser {
  id: string;
  role: AccountRole;
  fullName: string;
  /** The session's own row: what it made (push subscriptions) ends with it. */
  sessionId: string;
  /** Set when a helper makes this call for the farmer this user is (`On-Behalf-Of`): who really acted. */
  helper?: ActingHelper;
}

/** A moderator's session lasts this long whatever SESSION_TTL_DAYS says: their power is worth less exposure. */
export const MODERATOR_SESSION_HOURS = 12;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Server-side sessions: a random 256-bit token goes to the client (cookie or bearer), only its SHA-256 is stored,
 * so a leaked database cannot be replayed as logins.
 */
export function createSessionStore(db: Database, ttlDays: number) {
  return {
    /**
     * Starts a session and returns the token to hand to the client: a moderator's ends after
     * {@link MODERATOR_SESSION_HOURS}, anyone else's after `ttlDays`.
     */
    async create(userId: string, role?: AccountRole): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const hours = role === 'moderator' ? MODERATOR_SESSION_HOURS : ttlDays * 24;
      const expiresAt = new Date(Date.now() + hours * 3600 * 1000);
      await db.insert(tables.sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },

    /** The user of a live session, or null for an unknown, expired or malformed token, or a suspended account. */
    async find(token: string): Promise<SessionUser | null> {
      if (token.length < 20 || token.length > 100) return null;
      const rows = await db
        .select({
          id: tables.users.id,
          role: tables.users.role,
          fullName: tables.users.fullName,
          sessionId: tables.sessions.id,
        })
        .from(tables.sessions)
        .innerJoin(tables.users, eq(tables.users.id, tables.sessions.userId))
        .where(
          and(
            eq(tables.sessions.tokenHash, hashToken(token)),
            gt(tables.sessions.expiresAt, new Date()),
            // A suspension deletes the sessions; this keeps one that slipped through a race from working.
            isNull(tables.users.suspendedAt),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Ends one session (logout). */
    async revoke(token: string): Promise<void> {
      await db.delete(tables.sessions).where(eq(tables.sessions.tokenHash, hashToken(token)));
    },

    /** Ends every other session of a user (after a password change). */
    async revokeOthers(userId: string, keepToken: string | undefined): Promise<void> {
      const ofUser = eq(tables.sessions.userId, userId);
      await db
        .delete(tables.sessions)
        .where(keepToken ? and(ofUser, ne(tables.sessions.tokenHash, hashToken(keepToken))) : ofUser);
    },

    /** Deletes expired sessions (and with them their push subscriptions); run by the purge timer every hour. */
    async purgeExpired(): Promise<void> {
      await db.delete(tables.sessions).where(lt(tables.sessions.expiresAt, new Date()));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
