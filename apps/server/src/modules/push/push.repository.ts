import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PushSubscriptionJson } from '@kisansetu/contract';
import type { Database } from '../../db';
import { tables } from '../../db';

const { pushSubscriptions } = tables;

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function createPushRepository(db: Database) {
  return {
    /**
     * Keeps the browser's subscription for this user's session. An endpoint names one browser profile: subscribing it
     * again (new keys, another account logging in on that phone, a new session, or the person switching language)
     * replaces the row, so pushes follow the latest account and session and are written in the latest language.
     */
    async upsert(userId: string, sessionId: string, subscription: PushSubscriptionJson): Promise<void> {
      const values = {
        userId,
        sessionId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        lang: subscription.lang,
      };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId,
            sessionId,
            p256dh: values.p256dh,
            auth: values.auth,
            lang: values.lang,
            createdAt: new Date(),
          },
        });
    },

    /** Removes this user's subscription at `endpoint`; another user's is left alone. */
    /** The person's browsers that may get alerts, newest first (their data download). */
    async listFor(
      userId: string,
    ): Promise<{ endpoint: string; lang: PushSubscriptionRow['lang']; createdAt: Date }[]> {
      return db
        .select({
          endpoint: pushSubscriptions.endpoint,
          lang: pushSubscriptions.lang,
          createdAt: pushSubscriptions.createdAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt));
    },

    async removeForUser(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Removes a subscription the push service said is gone (404/410). */
    async removeEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /** Deletes the user's subscriptions but the `keep` newest (push_subscriptions_user_idx). */
    async keepNewest(userId: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    },

    listForUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
