import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationParams } from '@kisansetu/contract';
import type { Database } from '../../db';
import { tables } from '../../db';

const { notifications, products, wishlistEntries } = tables;

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  /** Same key for the same user again: not stored, not sent (see the unique index). */
  dedupeKey?: string | undefined;
}

export function createNotificationsRepository(db: Database) {
  return {
    /** Stores one; undefined when the user already has one with this dedupe key. */
    async insert(row: NewNotification): Promise<NotificationRow | undefined> {
      const [stored] = await db
        .insert(notifications)
        .values({ ...row, dedupeKey: row.dedupeKey ?? null })
        .onConflictDoNothing()
        .returning();
      return stored;
    },

    /** A page of the user's notifications, newest first (notifications_user_created_idx). */
    page(userId: string, limit: number, offset: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset);
    },

    /** How many the user has, and how many of them are unread (the partial index counts those). */
    async counts(userId: string): Promise<{ total: number; unread: number }> {
      const [total] = await db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return { total: total?.n ?? 0, unread: await this.unread(userId) };
    },

    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks the user's own unread notifications read: those named (others' ids do nothing), or all. */
    async markRead(userId: string, ids: string[] | undefined): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === undefined ? undefined : inArray(notifications.id, ids),
          ),
        );
    },

    /**
     * Takes the listing's price-drop notice for today: true (and the time noted) when none went out in the last day,
     * false otherwise. One statement, so two updates at once cannot both take it.
     */
    async claimPriceDropNotice(productId: string): Promise<boolean> {
      const claimed = await db
        .update(products)
        .set({ priceDropNoticeAt: sql`now()` })
        .where(
          and(
            eq(products.id, productId),
            or(
              isNull(products.priceDropNoticeAt),
              lt(products.priceDropNoticeAt, sql`now() - interval '1 day'`),
            ),
          ),
        )
        .returning({ id: products.id });
      return claimed.length > 0;
    },

    /** Everyone who has this listing in their wishlist. */
    async wishlistersOf(productId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: wishlistEntries.userId })
        .from(wishlistEntries)
        .where(eq(wishlistEntries.productId, productId));
      return rows.map((row) => row.userId);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
