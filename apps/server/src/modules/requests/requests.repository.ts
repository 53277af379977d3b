import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';

const { buyRequests, requestOffers, users, products, messages, userBlocks } = tables;

export type BuyRequestRow = typeof buyRequests.$inferSelect;
export type NewBuyRequestRow = typeof buyRequests.$inferInsert;
export type NewOfferRow = typeof requestOffers.$inferInsert;

/** A request with what its answers show beside it: the buyer's name (never contact details) and the offers count. */
export type RequestWithBuyer = BuyRequestRow & {
  buyerName: string;
  offerCount: number;
  distanceM: number | null;
};

/** An offer with the farmer's name and the listing snapshot of the chat message that carried it. */
export type OfferRow = typeof requestOffers.$inferSelect & {
  sellerName: string;
  product: (typeof messages.$inferSelect)['product'];
  messageProductId: string | null;
};

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The widest radius a request may have: the box the earth index is asked for around a point. */
const WIDEST_RADIUS_M = 250_000;

const requestEarth = sql`ll_to_earth(${buyRequests.lat}, ${buyRequests.lon})`;
const earthOf = (p: GeoPoint) => sql`ll_to_earth(${p.lat}::float8, ${p.lon}::float8)`;
const distanceTo = (p: GeoPoint) => sql<number>`earth_distance(${requestEarth}, ${earthOf(p)})`;

/** Open and not yet expired: the only requests anyone but their buyer sees listed. */
export const isOpen = sql`(${buyRequests.status} = 'open' AND ${buyRequests.expiresAt} > now())`;

const offerCount = sql<number>`(SELECT count(*)::int FROM ${requestOffers} WHERE ${requestOffers.requestId} = ${buyRequests.id})`;

function withBuyer(distance: SQL<number> | null) {
  return {
    request: buyRequests,
    buyerName: users.fullName,
    offerCount,
    distanceM: distance ?? sql<null>`NULL::float8`,
  };
}

type JoinedRow = { request: BuyRequestRow; buyerName: string; offerCount: number; distanceM: number | null };
const flatten = (r: JoinedRow): RequestWithBuyer => ({
  ...r.request,
  buyerName: r.buyerName,
  offerCount: Number(r.offerCount),
  distanceM: r.distanceM === null ? null : Number(r.distanceM),
});

/** Either of two users blocks the other. */
function blockedPair(a: unknown, b: unknown) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${userBlocks} WHERE (${userBlocks.blockerId} = ${a} AND ${userBlocks.blockedId} = ${b}) OR (${userBlocks.blockerId} = ${b} AND ${userBlocks.blockedId} = ${a}))`;
}

/** Buyer requests' reads and writes. */
export function createRequestsRepository(db: Database) {
  /** Offers with the farmer's name and the offered listing's snapshot, oldest first. */
  async function offersWhere(where: SQL): Promise<OfferRow[]> {
    const rows = await db
      .select({
        offer: requestOffers,
        sellerName: users.fullName,
        product: messages.product,
        messageProductId: messages.productId,
      })
      .from(requestOffers)
      .innerJoin(users, eq(users.id, requestOffers.sellerId))
      .leftJoin(messages, eq(messages.id, requestOffers.messageId))
      .where(where)
      .orderBy(requestOffers.createdAt, requestOffers.id);
    return rows.map((r) => ({
      ...r.offer,
      sellerName: r.sellerName,
      product: r.product,
      messageProductId: r.messageProductId,
    }));
  }

  return {
    async countOpenForBuyer(buyerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(buyRequests)
        .where(and(eq(buyRequests.buyerId, buyerId), isOpen));
      return row?.n ?? 0;
    },

    async insert(row: NewBuyRequestRow): Promise<BuyRequestRow> {
      const [stored] = await db.insert(buyRequests).values(row).returning();
      return stored!;
    },

    async findById(id: string): Promise<RequestWithBuyer | undefined> {
      const [row] = await db
        .select(withBuyer(null))
        .from(buyRequests)
        .innerJoin(users, eq(users.id, buyRequests.buyerId))
        .where(eq(buyRequests.id, id))
        .limit(1);
      return row && flatten(row);
    },

    /** Several requests at once, with their buyers (a moderator's page of reports). */
    async findByIds(ids: string[]): Promise<RequestWithBuyer[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(withBuyer(null))
        .from(buyRequests)
        .innerJoin(users, eq(users.id, buyRequests.buyerId))
        .where(inArray(buyRequests.id, ids));
      return rows.map(flatten);
    },

    /** Every request of the buyer, any status, newest first (at most 10 open; closed ones are few a buyer). */
    async listForBuyer(buyerId: string): Promise<RequestWithBuyer[]> {
      const rows = await db
        .select(withBuyer(null))
        .from(buyRequests)
        .innerJoin(users, eq(users.id, buyRequests.buyerId))
        .where(eq(buyRequests.buyerId, buyerId))
        .orderBy(desc(buyRequests.createdAt), desc(buyRequests.id));
      return rows.map(flatten);
    },

    /**
     * Open requests a page at a time. With a point: those whose own radius reaches it (and within `radiusKm` of it
     * when given), nearest first; the earth box is what buy_requests_open_earth_idx answers. Without: newest first.
     * Requests of someone in a block pair with `callerId` are left out.
     */
    async listOpen(params: {
      point: GeoPoint | null;
      radiusKm: number | undefined;
      callerId: string | null;
      limit: number;
      offset: number;
    }): Promise<{ rows: RequestWithBuyer[]; total: number }> {
      const { point } = params;
      const conditions: SQL[] = [isOpen];
      if (params.callerId !== null)
        conditions.push(sql`NOT ${blockedPair(buyRequests.buyerId, params.callerId)}`);
      if (point) {
        const reach = Math.min(WIDEST_RADIUS_M, (params.radiusKm ?? Infinity) * 1000);
        conditions.push(
          sql`${buyRequests.lat} IS NOT NULL AND ${buyRequests.lon} IS NOT NULL`,
          sql`earth_box(${earthOf(point)}, ${reach}::float8) @> ${requestEarth}`,
          sql`${distanceTo(point)} <= ${buyRequests.radiusKm} * 1000`,
          sql`${distanceTo(point)} <= ${reach}::float8`,
        );
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(withBuyer(point ? distanceTo(point) : null))
          .from(buyRequests)
          .innerJoin(users, eq(users.id, buyRequests.buyerId))
          .where(where)
          .orderBy(
            ...(point ? [sql`${distanceTo(point)}`] : []),
            desc(buyRequests.createdAt),
            desc(buyRequests.id),
          )
          .limit(params.limit)
          .offset(params.offset),
        db.select({ n: count() }).from(buyRequests).where(where),
      ]);
      return { rows: rows.map(flatten), total: total?.n ?? 0 };
    },

    /** The offers on these requests, oldest first, with the farmer's name and the offered listing's snapshot. */
    offersFor(requestIds: string[]): Promise<OfferRow[]> {
      if (requestIds.length === 0) return Promise.resolve([]);
      return offersWhere(inArray(requestOffers.requestId, requestIds));
    },

    /** The offers a farmer made, oldest first (their data download). */
    offersBy(sellerId: string): Promise<OfferRow[]> {
      return offersWhere(eq(requestOffers.sellerId, sellerId));
    },

    /** Closes the buyer's own request; false when they have none with this id. */
    async close(id: string, buyerId: string): Promise<boolean> {
      const updated = await db
        .update(buyRequests)
        .set({ status: 'closed' })
        .where(and(eq(buyRequests.id, id), eq(buyRequests.buyerId, buyerId)))
        .returning({ id: buyRequests.id });
      return updated.length > 0;
    },

    isBlocked: async (a: string, b: string): Promise<boolean> => {
      const rows = await db.execute(sql`SELECT ${blockedPair(a, b)} AS blocked`);
      const result = rows as unknown as { rows: { blocked: boolean }[] };
      return result.rows[0]?.blocked === true;
    },

    /**
     * Stores an offer under the request's row lock, so the 20-offer cap and "still open" hold against offers racing
     * in: 'gone' (no such request), 'closed' (closed or expired), 'full', 'duplicate' (this farmer already offered).
     */
    async insertOffer(row: NewOfferRow & { id: string }, max: number) {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select({ open: sql<boolean>`${isOpen}` })
          .from(buyRequests)
          .where(eq(buyRequests.id, row.requestId))
          .for('update');
        if (!request) return 'gone' as const;
        if (!request.open) return 'closed' as const;
        const existing = await tx
          .select({ sellerId: requestOffers.sellerId })
          .from(requestOffers)
          .where(eq(requestOffers.requestId, row.requestId));
        if (existing.some((o) => o.sellerId === row.sellerId)) return 'duplicate' as const;
        if (existing.length >= max) return 'full' as const;
        await tx.insert(requestOffers).values(row);
        return 'stored' as const;
      });
    },

    async setOfferMessage(offerId: string, messageId: string): Promise<void> {
      await db.update(requestOffers).set({ messageId }).where(eq(requestOffers.id, offerId));
    },

    async deleteOffer(offerId: string): Promise<void> {
      await db.delete(requestOffers).where(eq(requestOffers.id, offerId));
    },

    /**
     * A listing an offer may name: undefined when unknown or hidden from everyone (a moderator's, a suspended seller's);
     * else whose it is and whether it is active (not expired or sold).
     */
    async listingForOffer(productId: string): Promise<{ sellerId: string; active: boolean } | undefined> {
      const [row] = await db
        .select({ sellerId: products.sellerId, active: sql<boolean>`${products.expiresAt} > now()` })
        .from(products)
        .where(
          and(
            eq(products.id, productId),
            sql`${products.hiddenAt} IS NULL AND NOT ${products.sellerSuspended}`,
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Farmers who listed `crop` within `radiusKm` of the point in the last `days` days (any listing of theirs then,
     * active or not: they grow it), never one in a block pair with the buyer. products_crop_earth_idx answers it.
     */
    async farmersNear(q: { crop: string; point: GeoPoint; radiusKm: number; days: number; buyerId: string }) {
      const metres = q.radiusKm * 1000;
      const listingEarth = sql`ll_to_earth(${products.lat}, ${products.lon})`;
      const rows = await db
        .selectDistinct({ sellerId: products.sellerId })
        .from(products)
        .where(
          and(
            eq(products.crop, q.crop),
            sql`${products.lat} IS NOT NULL AND ${products.lon} IS NOT NULL AND ${products.hiddenAt} IS NULL AND NOT ${products.sellerSuspended}`,
            sql`earth_box(${earthOf(q.point)}, ${metres}::float8) @> ${listingEarth}`,
            sql`earth_distance(${listingEarth}, ${earthOf(q.point)}) <= ${metres}::float8`,
            sql`${products.createdAt} > now() - make_interval(days => ${q.days})`,
            sql`${products.sellerId} <> ${q.buyerId}`,
            sql`NOT ${blockedPair(products.sellerId, q.buyerId)}`,
          ),
        );
      return rows.map((r) => r.sellerId);
    },

    /**
     * Open requests for `crop` whose radius reaches the point, of buyers not in a block pair with the seller; the
     * caller compares prices (units differ). buy_requests_open_crop_idx finds the crop's few open requests.
     */
    async openForCropNear(q: { crop: string; point: GeoPoint; sellerId: string }): Promise<BuyRequestRow[]> {
      return db
        .select()
        .from(buyRequests)
        .where(
          and(
            eq(buyRequests.crop, q.crop),
            isOpen,
            sql`${buyRequests.lat} IS NOT NULL AND ${buyRequests.lon} IS NOT NULL`,
            sql`${distanceTo(q.point)} <= ${buyRequests.radiusKm} * 1000`,
            sql`${buyRequests.buyerId} <> ${q.sellerId}`,
            sql`NOT ${blockedPair(buyRequests.buyerId, q.sellerId)}`,
          ),
        );
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: buyRequests.id })
        .from(buyRequests)
        .where(eq(buyRequests.id, id))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
