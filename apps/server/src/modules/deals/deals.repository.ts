import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountRole, DealStatus } from '@kisansetu/contract';
import type { Database } from '../../db';
import { tables } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';

const { deals, reviews, products, users } = tables;

export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert & { id: string };

/** One side of a deal as its card names them. */
export interface DealPartyRow {
  id: string;
  fullName: string;
  role: AccountRole;
}

/** A deal with what its card shows for the caller: both parties, the caller's own stars, whether it covers the listing. */
export interface DealView extends DealRow {
  seller: DealPartyRow;
  buyer: DealPartyRow;
  myStars: number | null;
  listingCovered: boolean;
}

/** A listing a deal may be about: one that anyone may see (not hidden, seller not suspended). */
export interface DealListingRow {
  id: string;
  sellerId: string;
  productName: string;
  unit: DealRow['unit'];
  quantity: number;
  /** The storage key of its first photo, null when it has none. */
  imageKey: string | null;
  /** Neither sold nor expired. */
  active: boolean;
  /** Open for offers until then; null: no deadline. */
  offersUntil: Date | null;
}

/** A lot whose time for offers ended, claimed for its one deadline notice. */
export interface EndedLot {
  id: string;
  sellerId: string;
  productName: string;
  offersUntil: Date;
}

/** How many lots one claim of the deadline sweep takes. */
export const LOT_CLAIM_BATCH = 100;

/** The unique index that holds the one-open-deal rule (db/schema/deals.ts). */
const OPEN_DEAL_INDEX = 'deals_open_product_buyer_key';

const dealSeller = alias(users, 'deal_seller');
const dealBuyer = alias(users, 'deal_buyer');

/**
 * The columns of a deal's card for `callerId`. `listingCovered`: for the farmer of a done deal, the listing is still
 * up and its done deals (deals_product_done_idx) add up to at least what it lists.
 */
function viewColumns(callerId: string) {
  return {
    deal: deals,
    seller: { id: dealSeller.id, fullName: dealSeller.fullName, role: dealSeller.role },
    buyer: { id: dealBuyer.id, fullName: dealBuyer.fullName, role: dealBuyer.role },
    myStars: sql<
      number | null
    >`(SELECT ${reviews.stars} FROM ${reviews} WHERE ${reviews.dealId} = ${deals.id} AND ${reviews.authorId} = ${callerId})`,
    listingCovered: sql<boolean>`(${deals.status} = 'done' AND ${deals.sellerId} = ${callerId} AND EXISTS (
      SELECT 1 FROM ${products}
      WHERE ${products.id} = ${deals.productId} AND ${products.hiddenAt} IS NULL AND ${products.expiresAt} > now()
        AND ${products.quantity} <= (SELECT sum(covering.quantity) FROM ${deals} covering
          WHERE covering.product_id = ${deals.productId} AND covering.status = 'done')))`,
  };
}

type ViewRecord = {
  deal: DealRow;
  seller: DealPartyRow;
  buyer: DealPartyRow;
  myStars: number | null;
  listingCovered: boolean | null;
};
const flatten = (row: ViewRecord): DealView => ({
  ...row.deal,
  seller: row.seller,
  buyer: row.buyer,
  myStars: row.myStars === null ? null : Number(row.myStars),
  listingCovered: row.listingCovered === true,
});

/** Deals' reads and writes; the writes of a change take the transaction they run in. */
export function createDealsRepository(db: Database) {
  function views(where: SQL | undefined, callerId: string) {
    return db
      .select(viewColumns(callerId))
      .from(deals)
      .innerJoin(dealSeller, eq(dealSeller.id, deals.sellerId))
      .innerJoin(dealBuyer, eq(dealBuyer.id, deals.buyerId))
      .where(where);
  }

  return {
    /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The listing, or undefined when it is unknown, hidden by a moderator or its seller is suspended. */
    async findListing(productId: string): Promise<DealListingRow | undefined> {
      const [row] = await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          productName: products.productName,
          unit: products.unit,
          quantity: products.quantity,
          // PostgreSQL arrays count from 1; an empty array gives NULL.
          imageKey: sql<string | null>`${products.images}[1]`,
          active: sql<boolean>`${products.expiresAt} > now()`,
          offersUntil: products.offersUntil,
        })
        .from(products)
        .where(
          and(
            eq(products.id, productId),
            sql`${products.hiddenAt} IS NULL AND NOT ${products.sellerSuspended}`,
          ),
        )
        .limit(1);
      return row && { ...row, active: row.active === true };
    },

    /** A person a farmer may propose to: their role, and whether the account still exists. */
    async findUser(id: string): Promise<{ id: string; role: AccountRole; deleted: boolean } | undefined> {
      const [row] = await db
        .select({ id: users.id, role: users.role, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row && { id: row.id, role: row.role, deleted: row.deletedAt !== null };
    },

    /**
     * The times of the deals one pair proposed to each other since `since`, oldest first (deals_buyer_updated_idx
     * finds the buyer's deals; a buyer has few).
     */
    async pairProposedSince(sellerId: string, buyerId: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ createdAt: deals.createdAt })
        .from(deals)
        .where(
          and(eq(deals.buyerId, buyerId), eq(deals.sellerId, sellerId), sql`${deals.createdAt} > ${since}`),
        )
        .orderBy(deals.createdAt);
      return rows.map((row) => row.createdAt);
    },

    /** Stores a new deal in `tx`; false when the buyer already has an open deal for the listing (the unique index). */
    async insert(tx: Database, row: NewDealRow): Promise<boolean> {
      try {
        // A savepoint, so that on PostgreSQL the refused insert leaves the caller's transaction usable.
        await tx.transaction(async (inner) => {
          await inner.insert(deals).values(row);
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error, OPEN_DEAL_INDEX)) return false;
        throw error;
      }
    },

    /** The deal, locked in `tx` until it commits, so two changes of one deal are made one after the other. */
    async lock(tx: Database, id: string): Promise<DealRow | undefined> {
      const [row] = await tx.select().from(deals).where(eq(deals.id, id)).for('update').limit(1);
      return row;
    },

    async update(tx: Database, id: string, changes: Partial<Omit<DealRow, 'id'>>): Promise<DealRow> {
      const [row] = await tx.update(deals).set(changes).where(eq(deals.id, id)).returning();
      return row!;
    },

    /**
     * The listing's row, locked in `tx` until it commits: every acceptance on one lot waits for the one before, so two
     * acceptances that each cover what is left cannot both win. Also its quantity and what accepted or done deals
     * other than `exceptDealId` already took.
     */
    async lockLot(
      tx: Database,
      productId: string,
      exceptDealId: string,
    ): Promise<{ quantity: number; taken: number; sellerName: string } | undefined> {
      const [lot] = await tx
        .select({ quantity: products.quantity, sellerId: products.sellerId })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      if (!lot) return undefined;
      const [taken] = await tx
        .select({ n: sql<number>`coalesce(sum(${deals.quantity}), 0)::float8` })
        .from(deals)
        .where(
          and(
            eq(deals.productId, productId),
            sql`${deals.status} IN ('accepted', 'done')`,
            sql`${deals.id} <> ${exceptDealId}`,
          ),
        );
      const [seller] = await tx
        .select({ fullName: users.fullName })
        .from(users)
        .where(eq(users.id, lot.sellerId));
      return { quantity: lot.quantity, taken: Number(taken?.n ?? 0), sellerName: seller?.fullName ?? '' };
    },

    /**
     * Locks the listing of deal `dealId` in `tx`, before the deal itself: every change of a lot's deals takes the
     * listing's row first (its offer count is written with the change), so two changes never wait for each other.
     */
    async lockLotOf(tx: Database, dealId: string): Promise<void> {
      await tx.execute(sql`
        SELECT 1 FROM ${products}
        WHERE ${products.id} = (SELECT ${deals.productId} FROM ${deals} WHERE ${deals.id} = ${dealId})
        FOR UPDATE`);
    },

    /** The lot's other offers waiting for an answer, locked in `tx` (to be closed with it). */
    async lockOpenOffers(tx: Database, productId: string, exceptDealId: string): Promise<DealRow[]> {
      return tx
        .select()
        .from(deals)
        .where(
          and(
            eq(deals.productId, productId),
            eq(deals.status, 'proposed'),
            sql`${deals.id} <> ${exceptDealId}`,
          ),
        )
        .orderBy(deals.id)
        .for('update');
    },

    /** Counts the listing's offers waiting for an answer again, in the transaction that changed one. */
    async recountOffers(tx: Database, productId: string): Promise<void> {
      await tx.execute(sql`
        UPDATE ${products} SET offer_count = (
          SELECT count(*)::int FROM ${deals} WHERE ${deals.productId} = ${productId} AND ${deals.status} = 'proposed')
        WHERE ${products.id} = ${productId}`);
    },

    /** A listing as its offers page needs it (its seller, crop, unit, place, deadline), whatever its state. */
    async lot(productId: string) {
      const [row] = await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          productName: products.productName,
          crop: products.crop,
          unit: products.unit,
          lat: products.lat,
          lon: products.lon,
          offersUntil: products.offersUntil,
        })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      return row;
    },

    /**
     * The lot's offers waiting for an answer, with both parties (deals_product_idx). An open offer has no review and
     * covers nothing yet, so the card's two per-deal sub-queries are not asked for hundreds of rows.
     */
    async openOffers(productId: string): Promise<DealView[]> {
      const rows = await db
        .select({
          deal: deals,
          seller: { id: dealSeller.id, fullName: dealSeller.fullName, role: dealSeller.role },
          buyer: { id: dealBuyer.id, fullName: dealBuyer.fullName, role: dealBuyer.role },
        })
        .from(deals)
        .innerJoin(dealSeller, eq(dealSeller.id, deals.sellerId))
        .innerJoin(dealBuyer, eq(dealBuyer.id, deals.buyerId))
        .where(and(eq(deals.productId, productId), eq(deals.status, 'proposed')));
      return rows.map((row) => flatten({ ...row, myStars: null, listingCovered: false }));
    },

    /**
     * Claims lots whose time for offers has passed and whose farmer was not yet told of this deadline
     * (products_offers_until_idx), marking each told; an extension is a new deadline, told again when it passes.
     */
    async claimEndedLots(limit = LOT_CLAIM_BATCH): Promise<EndedLot[]> {
      const claimed = await db
        .update(products)
        .set({ offersNoticeFor: sql`${products.offersUntil}` })
        .where(
          sql`${products.id} IN (
            SELECT ${products.id} FROM ${products}
            WHERE ${products.offersUntil} IS NOT NULL AND ${products.offersUntil} <= now()
              AND ${products.offersNoticeFor} IS DISTINCT FROM ${products.offersUntil}
              AND ${products.hiddenAt} IS NULL AND NOT ${products.sellerSuspended}
            ORDER BY ${products.offersUntil}
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)`,
        )
        .returning({
          id: products.id,
          sellerId: products.sellerId,
          productName: products.productName,
          offersUntil: products.offersUntil,
        });
      return claimed.map((row) => ({ ...row, offersUntil: row.offersUntil! }));
    },

    /** The deal as `callerId` sees it, or undefined when it is unknown or they are not one of its two parties. */
    async view(id: string, callerId: string): Promise<DealView | undefined> {
      const [row] = await views(
        and(eq(deals.id, id), or(eq(deals.sellerId, callerId), eq(deals.buyerId, callerId))),
        callerId,
      ).limit(1);
      return row && flatten(row);
    },

    /** Every deal of the person on either side, newest change first (their data download). */
    async allOf(callerId: string): Promise<DealView[]> {
      const rows = await views(
        or(eq(deals.sellerId, callerId), eq(deals.buyerId, callerId)),
        callerId,
      ).orderBy(desc(deals.updatedAt), desc(deals.id));
      return rows.map(flatten);
    },

    /** A page of the caller's deals on either side, newest change first, with how many there are in all. */
    async listMine(
      callerId: string,
      status: DealStatus | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: DealView[]; total: number }> {
      const mine = and(
        or(eq(deals.sellerId, callerId), eq(deals.buyerId, callerId)),
        status === undefined ? undefined : eq(deals.status, status),
      );
      const [rows, [counted]] = await Promise.all([
        views(mine, callerId).orderBy(desc(deals.updatedAt), desc(deals.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(deals).where(mine),
      ]);
      return { rows: rows.map(flatten), total: counted?.n ?? 0 };
    },
  };
}

export type DealsRepository = ReturnType<typeof createDealsRepository>;
