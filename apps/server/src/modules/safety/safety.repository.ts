import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { ReportReason, ReportTargetType } from '@kisansetu/contract';
import type { Database } from '../../db';
import { tables } from '../../db';
import { shownReview } from '../reviews';

const { userBlocks, users, reports, products, messages, buyRequests, reviews } = tables;

/** A person as the block list shows them. */
export interface BlockedUserRow {
  id: string;
  fullName: string;
  avatarKey: string | null;
}

/** Blocks and reports storage. */
export function createSafetyRepository(db: Database) {
  return {
    async userExists(id: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return rows.length > 0;
    },

    /** Stores the block; false when it was already there. */
    async block(blockerId: string, blockedId: string): Promise<boolean> {
      const inserted = await db
        .insert(userBlocks)
        .values({ blockerId, blockedId })
        .onConflictDoNothing()
        .returning({ blockerId: userBlocks.blockerId });
      return inserted.length > 0;
    },

    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const deleted = await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .returning({ blockerId: userBlocks.blockerId });
      return deleted.length > 0;
    },

    /** The people `blockerId` blocks, most recently blocked first. */
    async blockedBy(blockerId: string): Promise<BlockedUserRow[]> {
      return db
        .select({ id: users.id, fullName: users.fullName, avatarKey: users.avatarKey })
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .where(eq(userBlocks.blockerId, blockerId))
        .orderBy(desc(userBlocks.createdAt));
    },

    /** Everyone in a block pair with `userId`, whichever side blocked. */
    async blockPartners(userId: string): Promise<string[]> {
      const rows = await db
        .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
        .from(userBlocks)
        .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
      return [...new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)))];
    },

    async productSeller(id: string): Promise<string | undefined> {
      const rows = await db
        .select({ sellerId: products.sellerId })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      return rows[0]?.sellerId;
    },

    /** The buyer of a buyer request (requests module), the person answerable for it. */
    async requestBuyer(id: string): Promise<string | undefined> {
      const rows = await db
        .select({ buyerId: buyRequests.buyerId })
        .from(buyRequests)
        .where(eq(buyRequests.id, id))
        .limit(1);
      return rows[0]?.buyerId;
    },

    /** A review's author and whether it shows to others (not blind any more, not hidden by a moderator). */
    async reviewForReport(id: string): Promise<{ authorId: string; shown: boolean } | undefined> {
      const rows = await db
        .select({ authorId: reviews.authorId, shown: sql<boolean>`${shownReview}` })
        .from(reviews)
        .where(eq(reviews.id, id))
        .limit(1);
      return rows[0] && { authorId: rows[0].authorId, shown: rows[0].shown === true };
    },

    async messageParties(id: string): Promise<{ senderId: string; receiverId: string } | undefined> {
      const rows = await db
        .select({ senderId: messages.senderId, receiverId: messages.receiverId })
        .from(messages)
        .where(eq(messages.id, id))
        .limit(1);
      return rows[0];
    },

    /** Files a report; undefined when the reporter already has an open one on this target (the partial unique index). */
    async insertReport(row: {
      reporterId: string;
      targetType: ReportTargetType;
      targetId: string;
      targetUserId: string;
      reason: ReportReason;
      details: string | null;
    }): Promise<{ id: string } | undefined> {
      const inserted = await db
        .insert(reports)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return inserted[0];
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
