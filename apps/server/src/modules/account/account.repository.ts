import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { NO_LOCATION } from '../products';

const { conversations, conversationParticipants: participants, messages, users, reports } = tables;

/** The name a closed account shows to the people it talked to (the web shows its own language's words). */
export const DELETED_USER_NAME = 'Deleted user';

export interface ConversationExportRow {
  conversationId: string;
  withUserId: string;
  withName: string;
}

/**
 * What the account's own-data calls read and erase. Closing an account touches every table that holds a person's
 * data, so its one transaction is written here rather than spread over the modules that own those tables.
 */
export function createAccountRepository(db: Database) {
  return {
    /** The caller's conversations (also those they deleted for themselves: the messages are still held). */
    async conversationsOf(userId: string): Promise<ConversationExportRow[]> {
      const other = sql<string>`CASE WHEN ${conversations.userAId} = ${userId} THEN ${conversations.userBId} ELSE ${conversations.userAId} END`;
      return db
        .select({
          conversationId: conversations.id,
          withUserId: users.id,
          withName: users.fullName,
        })
        .from(participants)
        .innerJoin(conversations, eq(conversations.id, participants.conversationId))
        .innerJoin(users, eq(users.id, other))
        .where(eq(participants.userId, userId))
        .orderBy(asc(conversations.createdAt));
    },

    /** Every message of these conversations, oldest first (both sides' texts: the caller is part of each). */
    async messagesOf(conversationIds: string[]) {
      if (conversationIds.length === 0) return [];
      return db
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          senderId: messages.senderId,
          body: messages.body,
          productId: messages.productId,
          attachment: messages.attachment,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(asc(messages.id));
    },

    /** The reports the caller filed, oldest first (who reported the caller is never theirs to read). */
    reportsBy(userId: string) {
      return db
        .select({
          id: reports.id,
          targetType: reports.targetType,
          targetId: reports.targetId,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.createdAt));
    },

    /**
     * Closes the account in one transaction: personal fields erased (the name becomes {@link DELETED_USER_NAME}),
     * sessions (and with them push subscriptions) ended, listings out of every list at once, and the wishlist, saved
     * searches, notifications, buyer requests and blocks gone. Messages stay for the other side. Returns the avatar
     * to remove and the people whose contact lists show the account; undefined when it was already closed.
     */
    async close(userId: string): Promise<{ avatarKey: string | null; partnerIds: string[] } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ avatarKey: users.avatarKey })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update');
        if (!before) return undefined;
        await tx
          .update(users)
          .set({
            fullName: DELETED_USER_NAME,
            email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
            phoneNumber: '',
            address: '',
            avatarKey: null,
            passwordHash: '',
            aadhaarCipher: null,
            aadhaarLast4: null,
            aadhaarHash: null,
            ...NO_LOCATION,
            deletedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
        // The flag lists, searches and their counts already leave out; the listings themselves go right after.
        await tx
          .update(tables.products)
          .set({ sellerSuspended: true })
          .where(eq(tables.products.sellerId, userId));
        await tx.delete(tables.sessions).where(eq(tables.sessions.userId, userId));
        await tx.delete(tables.wishlistEntries).where(eq(tables.wishlistEntries.userId, userId));
        await tx.delete(tables.savedSearches).where(eq(tables.savedSearches.userId, userId));
        // Which listings the person looked at (listing statistics keep the counts of the others' listings).
        await tx.delete(tables.productViews).where(eq(tables.productViews.viewer, `u:${userId}`));
        await tx.delete(tables.notifications).where(eq(tables.notifications.userId, userId));
        await tx.delete(tables.buyRequests).where(eq(tables.buyRequests.buyerId, userId));
        await tx
          .delete(tables.userBlocks)
          .where(or(eq(tables.userBlocks.blockerId, userId), eq(tables.userBlocks.blockedId, userId)));
        const partners = await tx
          .select({ a: conversations.userAId, b: conversations.userBId })
          .from(conversations)
          .where(or(eq(conversations.userAId, userId), eq(conversations.userBId, userId)));
        return {
          avatarKey: before.avatarKey,
          partnerIds: partners.map((pair) => (pair.a === userId ? pair.b : pair.a)),
        };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
