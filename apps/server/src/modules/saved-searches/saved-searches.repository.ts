import { KG_PER_UNIT, type CropGroup, type Grade, type Unit } from '@kisansetu/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';

const { savedSearches, userBlocks } = tables;

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearchRow = typeof savedSearches.$inferInsert;

/** What matching needs to know of a new listing. */
export interface ListingToMatch {
  id: string;
  sellerId: string;
  /** The crop vocabulary's key of its name (null: it names no crop). */
  crop: string | null;
  /** Its name folded (foldText), for searches that name no crop. */
  foldedName: string;
  price: number;
  unit: Unit;
  /** Its price per kg for a weight unit, else null. */
  pricePerKg: number | null;
  category: CropGroup | null;
  organic: boolean;
  grade: Grade | null;
  inStock: boolean;
  address: string;
  district: string | null;
  lat: number | null;
  lon: number | null;
}

/** A saver to notify, with the query of (one of) their searches that found the listing. */
export interface SavedSearchHit {
  userId: string;
  query: string;
}

/** Great-circle km between a saved search's point and the listing's (haversine). */
function distanceKm(lat: number, lon: number) {
  return sql`(2 * 6371 * asin(least(1::float8, sqrt(
    power(sin(radians(${savedSearches.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${savedSearches.lat})) * cos(radians(${lat}::float8))
      * power(sin(radians(${savedSearches.lon} - ${lon}::float8) / 2), 2)))))`;
}

export function createSavedSearchesRepository(db: Database) {
  return {
    async countForUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },

    async insert(row: NewSavedSearchRow): Promise<SavedSearchRow> {
      const [stored] = await db.insert(savedSearches).values(row).returning();
      return stored!;
    },

    listForUser(userId: string): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    /** Removes the user's own saved search; false when they have none with this id. */
    async remove(id: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return deleted.length > 0;
    },

    /**
     * Everyone with a saved search that finds `listing`, once each (their oldest such search), never its seller nor
     * anyone in a block pair with the seller. A search finds it when:
     * - it names the listing's crop (in any language: the crops were resolved at save time), or names no crop and
     *   every one of its words is in the listing's name;
     * - it has no maximum price, or one at least the listing's (with a unit: the range, compared as search does);
     * - its filters (category, organic, grade, in stock) keep the listing;
     * - it has no place; or a point and a radius that reaches the listing's centre; or (an address without a radius)
     *   the listing's address contains it, or both are in the same district.
     * The crop test is what saved_searches_crops_idx answers; the rest filters those few rows.
     */
    async matching(listing: ListingToMatch): Promise<SavedSearchHit[]> {
      const s = savedSearches;
      const byName = sql`(${
        listing.crop === null ? sql`false` : sql`${s.crops} && ARRAY[${listing.crop}]::text[]`
      } OR (cardinality(${s.crops}) = 0 AND cardinality(${s.words}) > 0
        AND NOT EXISTS (SELECT 1 FROM unnest(${s.words}) AS w(word) WHERE strpos(${listing.foldedName}, w.word) = 0)))`;
      // Without a unit, the maximum is in the listing's own unit (as saved before the filters); with one, prices
      // compare as product/search does: per kg between weight units, else only within the same unit.
      const kgIn = sql`(CASE ${s.priceUnit} WHEN 'kg' THEN ${KG_PER_UNIT.kg!}::numeric WHEN 'quintal' THEN ${KG_PER_UNIT.quintal!}::numeric WHEN 'ton' THEN ${KG_PER_UNIT.ton!}::numeric END)`;
      const listingPrice =
        listing.pricePerKg === null
          ? sql`(CASE WHEN ${s.priceUnit} = ${listing.unit} THEN ${listing.price}::numeric END)`
          : sql`(CASE WHEN ${kgIn} IS NOT NULL THEN ${listing.pricePerKg}::numeric * ${kgIn} END)`;
      const byPrice = sql`(CASE WHEN ${s.priceUnit} IS NULL THEN (${s.maxPrice} IS NULL OR ${s.maxPrice} >= ${listing.price})
        ELSE ((${s.maxPrice} IS NULL AND ${s.minPrice} IS NULL) OR (${listingPrice} IS NOT NULL
          AND (${s.maxPrice} IS NULL OR ${listingPrice} <= ${s.maxPrice})
          AND (${s.minPrice} IS NULL OR ${listingPrice} >= ${s.minPrice}))) END)`;
      const byFilters = and(
        sql`(${s.category} IS NULL OR ${s.category} = ${listing.category})`,
        sql`(NOT ${s.organic} OR ${listing.organic})`,
        sql`(${s.grade} IS NULL OR ${s.grade} = ${listing.grade})`,
        sql`(NOT ${s.inStock} OR ${listing.inStock})`,
      );
      const withinRadius =
        listing.lat === null || listing.lon === null
          ? sql`false`
          : sql`(${s.lat} IS NOT NULL AND ${s.radiusKm} IS NOT NULL AND ${distanceKm(listing.lat, listing.lon)} <= ${s.radiusKm})`;
      const byAddress = sql`(${s.radiusKm} IS NULL AND ${s.address} IS NOT NULL AND (strpos(lower(${listing.address}), lower(${s.address})) > 0 OR (${s.district} IS NOT NULL AND ${s.district} = ${listing.district})))`;
      const byPlace = sql`((${s.lat} IS NULL AND ${s.address} IS NULL) OR ${withinRadius} OR ${byAddress})`;
      const notBlocked = sql`NOT EXISTS (SELECT 1 FROM ${userBlocks} WHERE (${userBlocks.blockerId} = ${s.userId} AND ${userBlocks.blockedId} = ${listing.sellerId}) OR (${userBlocks.blockerId} = ${listing.sellerId} AND ${userBlocks.blockedId} = ${s.userId}))`;
      return db
        .selectDistinctOn([s.userId], { userId: s.userId, query: s.query })
        .from(s)
        .where(and(sql`${s.userId} <> ${listing.sellerId}`, byName, byPrice, byFilters, byPlace, notBlocked))
        .orderBy(s.userId, s.createdAt);
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
