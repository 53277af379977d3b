import { and, count, desc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db';
import { tables } from '../../db';
import { unreadByParticipant } from '../chat';

const { helperLinks, helperConsents, helperActions, users, products, deals, messages } = tables;
const participants = tables.conversationParticipants;

/** A farmer a helper asked to add, waiting for the code. */
export type ConsentRow = typeof helperConsents.$inferSelect;

/** A farmer as their helper's calls need them: who they are, and whether they can still be acted for. */
export interface LinkedFarmer {
  id: string;
  fullName: string;
  role: 'user' | 'seller' | 'moderator';
}

/** One farmer of a helper's desk, with what waits for them. */
export interface FarmerDeskRow {
  id: string;
  fullName: string;
  phoneNumber: string;
  address: string;
  pincode: string | null;
  place: string | null;
  district: string | null;
  state: string | null;
  lat: number | null;
  lon: number | null;
  linkedAt: Date;
  listings: number;
  unread: number;
  openDeals: number;
}

/** Why a link could not be made (the limits of contract "Helpers: FPOs and agents"). */
export type LinkRefusal = 'already' | 'farmer_full' | 'daily' | 'total';

const active = isNull(helperLinks.endedAt);

/** Helpers' links to farmers, the consents waiting for a code, and the record of what helpers did. */
export function createHelpersRepository(db: Database) {
  return {
    /** Keeps what the farmer's account will be made with until the code comes back (a new send replaces it). */
    async saveConsent(row: typeof helperConsents.$inferInsert): Promise<void> {
      await db.delete(helperConsents).where(lte(helperConsents.expiresAt, new Date()));
      const { helperId: _helper, phoneNumber: _phone, ...rest } = row;
      await db
        .insert(helperConsents)
        .values(row)
        .onConflictDoUpdate({
          target: [helperConsents.helperId, helperConsents.phoneNumber],
          set: { ...rest, createdAt: new Date() },
        });
    },

    /** The consent waiting for `phoneNumber`'s code, taken (used once), or undefined when none is live. */
    async takeConsent(helperId: string, phoneNumber: string): Promise<ConsentRow | undefined> {
      const [row] = await db
        .delete(helperConsents)
        .where(
          and(
            eq(helperConsents.helperId, helperId),
            eq(helperConsents.phoneNumber, phoneNumber),
            gt(helperConsents.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },

    /** Whether `helperId` may make one more link now (the same rules {@link link} holds under its locks). */
    async refusalFor(helperId: string, farmerId: string | null, dayStart: Date, limits: LinkLimits) {
      return refusal(db, helperId, farmerId, dayStart, limits);
    },

    /**
     * Links the farmer to the helper, in one transaction that locks both accounts so that parallel confirmations
     * cannot pass the limits together; answers the refusal instead when a limit is reached.
     */
    async link(
      helperId: string,
      farmerId: string,
      dayStart: Date,
      limits: LinkLimits,
    ): Promise<{ linkedAt: Date } | { refused: LinkRefusal }> {
      return db.transaction(async (tx) => {
        // In id order, so two transactions locking the same two accounts cannot wait for each other.
        for (const id of [helperId, farmerId].sort())
          await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        const refused = await refusal(tx, helperId, farmerId, dayStart, limits);
        if (refused) return { refused };
        const [row] = await tx
          .insert(helperLinks)
          .values({ helperId, farmerId })
          .returning({ linkedAt: helperLinks.createdAt });
        return { linkedAt: row!.linkedAt };
      });
    },

    /**
     * The farmer `helperId` may act for now (an active link, an account neither closed nor suspended), with the
     * organisation the helper acts for.
     */
    async linkedFarmer(
      helperId: string,
      farmerId: string,
    ): Promise<{ farmer: LinkedFarmer; organisation: string } | undefined> {
      const helper = alias(users, 'helper');
      const [row] = await db
        .select({
          farmer: { id: users.id, fullName: users.fullName, role: users.role },
          organisation: sql<string>`coalesce(${helper.organisation}, '')`,
        })
        .from(helperLinks)
        .innerJoin(users, eq(users.id, helperLinks.farmerId))
        .innerJoin(helper, eq(helper.id, helperLinks.helperId))
        .where(
          and(
            eq(helperLinks.helperId, helperId),
            eq(helperLinks.farmerId, farmerId),
            active,
            isNull(users.deletedAt),
            isNull(users.suspendedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /** Ends the active link between the two; false when there was none. */
    async endLink(helperId: string, farmerId: string, by: 'farmer' | 'helper'): Promise<boolean> {
      const ended = await db
        .update(helperLinks)
        .set({ endedAt: new Date(), endedBy: by })
        .where(and(eq(helperLinks.helperId, helperId), eq(helperLinks.farmerId, farmerId), active))
        .returning({ id: helperLinks.id });
      return ended.length > 0;
    },

    /** Ends every active link of a helper a moderator suspended; answers how many ended. */
    async endAllOf(helperId: string): Promise<number> {
      const ended = await db
        .update(helperLinks)
        .set({ endedAt: new Date(), endedBy: 'moderator' })
        .where(and(eq(helperLinks.helperId, helperId), active))
        .returning({ id: helperLinks.id });
      return ended.length;
    },

    /** Ends every active link of a closed account, as the helper or as the farmer (the side that closed ends it). */
    async endAllWith(userId: string): Promise<void> {
      const now = new Date();
      await db
        .update(helperLinks)
        .set({ endedAt: now, endedBy: 'helper' })
        .where(and(eq(helperLinks.helperId, userId), active));
      await db
        .update(helperLinks)
        .set({ endedAt: now, endedBy: 'farmer' })
        .where(and(eq(helperLinks.farmerId, userId), active));
    },

    /**
     * One page of the helper's farmers, most recently linked first, each with their active listings, the
     * conversations with a message they have not read, and their open deals (one statement, each count by an index).
     */
    async deskPage(helperId: string, limit: number, offset: number): Promise<FarmerDeskRow[]> {
      const listings = db
        .select({ n: sql<number>`count(*)::int`.as('listings') })
        .from(products)
        .where(
          and(
            eq(products.sellerId, helperLinks.farmerId),
            sql`${products.expiresAt} > now()`,
            isNull(products.hiddenAt),
          ),
        )
        .as('listing_count');
      const unread = db
        .select({ n: sql<number>`count(DISTINCT ${messages.conversationId})::int`.as('unread') })
        .from(participants)
        .innerJoin(
          messages,
          and(
            eq(messages.conversationId, participants.conversationId),
            eq(messages.receiverId, participants.userId),
          ),
        )
        .where(and(eq(participants.userId, helperLinks.farmerId), unreadByParticipant))
        .as('unread_count');
      const openDeals = db
        .select({ n: sql<number>`count(*)::int`.as('open_deals') })
        .from(deals)
        .where(
          and(eq(deals.sellerId, helperLinks.farmerId), sql`${deals.status} IN ('proposed', 'accepted')`),
        )
        .as('open_deal_count');
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          phoneNumber: users.phoneNumber,
          address: users.address,
          pincode: users.pincode,
          place: users.place,
          district: users.district,
          state: users.state,
          lat: users.lat,
          lon: users.lon,
          linkedAt: helperLinks.createdAt,
          listings: listings.n,
          unread: unread.n,
          openDeals: openDeals.n,
        })
        .from(helperLinks)
        .innerJoin(users, eq(users.id, helperLinks.farmerId))
        .leftJoinLateral(listings, sql`true`)
        .leftJoinLateral(unread, sql`true`)
        .leftJoinLateral(openDeals, sql`true`)
        .where(and(eq(helperLinks.helperId, helperId), active, isNull(users.deletedAt)))
        .orderBy(desc(helperLinks.createdAt), desc(helperLinks.id))
        .limit(limit)
        .offset(offset);
    },

    /** How many active links the helper holds. */
    async activeCount(helperId: string): Promise<number> {
      return activeLinksOf(db, helperId);
    },

    /** How many links the helper made since `since` (ended ones count: the day's limit is on making them). */
    async madeSince(helperId: string, since: Date): Promise<number> {
      return madeSince(db, helperId, since);
    },

    /** The farmer's helpers with an active link, most recent first. */
    async helpersOf(farmerId: string) {
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          organisation: users.organisation,
          phoneNumber: users.phoneNumber,
          linkedAt: helperLinks.createdAt,
        })
        .from(helperLinks)
        .innerJoin(users, eq(users.id, helperLinks.helperId))
        .where(and(eq(helperLinks.farmerId, farmerId), active))
        .orderBy(desc(helperLinks.createdAt));
    },

    /** Records one write a helper made for a farmer. */
    async recordAction(row: typeof helperActions.$inferInsert): Promise<void> {
      await db.insert(helperActions).values(row);
    },

    /** Every farmer the helper was ever linked to, for the helper's data download. */
    async everLinkedBy(helperId: string) {
      return db
        .select({
          farmerId: helperLinks.farmerId,
          fullName: users.fullName,
          linkedAt: helperLinks.createdAt,
          endedAt: helperLinks.endedAt,
        })
        .from(helperLinks)
        .innerJoin(users, eq(users.id, helperLinks.farmerId))
        .where(eq(helperLinks.helperId, helperId))
        .orderBy(desc(helperLinks.createdAt));
    },

    /** Everything the helper did for farmers, for the helper's data download. */
    async actionsBy(helperId: string) {
      return db
        .select({
          farmerId: helperActions.farmerId,
          action: helperActions.action,
          targetId: helperActions.targetId,
          at: helperActions.createdAt,
        })
        .from(helperActions)
        .where(eq(helperActions.helperId, helperId))
        .orderBy(desc(helperActions.createdAt), desc(helperActions.id));
    },

    /** The latest things helpers did for the farmer, newest first, with who did each. */
    async actionsFor(farmerId: string, limit?: number) {
      return db
        .select({
          helperId: helperActions.helperId,
          helperName: users.fullName,
          action: helperActions.action,
          targetId: helperActions.targetId,
          at: helperActions.createdAt,
        })
        .from(helperActions)
        .innerJoin(users, eq(users.id, helperActions.helperId))
        .where(eq(helperActions.farmerId, farmerId))
        .orderBy(desc(helperActions.createdAt), desc(helperActions.id))
        .limit(limit ?? Number.MAX_SAFE_INTEGER);
    },
  };
}

/** The limits a link is made under. */
export interface LinkLimits {
  perDay: number;
  total: number;
  perFarmer: number;
}

async function activeLinksOf(executor: Database, helperId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(helperLinks)
    .where(and(eq(helperLinks.helperId, helperId), active));
  return row?.n ?? 0;
}

async function madeSince(executor: Database, helperId: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(helperLinks)
    .where(and(eq(helperLinks.helperId, helperId), gte(helperLinks.createdAt, since)));
  return row?.n ?? 0;
}

async function refusal(
  executor: Database,
  helperId: string,
  farmerId: string | null,
  dayStart: Date,
  limits: LinkLimits,
): Promise<LinkRefusal | undefined> {
  if (farmerId !== null) {
    const helpers = await executor
      .select({ helperId: helperLinks.helperId })
      .from(helperLinks)
      .where(and(eq(helperLinks.farmerId, farmerId), active));
    if (helpers.some((row) => row.helperId === helperId)) return 'already';
    if (helpers.length >= limits.perFarmer) return 'farmer_full';
  }
  if ((await madeSince(executor, helperId, dayStart)) >= limits.perDay) return 'daily';
  if ((await activeLinksOf(executor, helperId)) >= limits.total) return 'total';
  return undefined;
}

export type HelpersRepository = ReturnType<typeof createHelpersRepository>;
