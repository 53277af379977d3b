import { and, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import { tables, type Database } from '../../db';
import type { MandiRecord } from './mandi-records';

const { mandiMarkets, mandiPrices, priceSync } = tables;

/** Rows a statement: 10 parameters a row keeps one statement well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

export type PriceSource = 'agmarknet' | 'sample';

/** A market that has the crop, and how far it is from the point asked about. */
export interface NearMarket {
  id: number;
  name: string;
  district: string;
  state: string;
  metres: number;
}

/** One market's prices of the crop on one day, its varieties and grades taken together. */
export interface MarketDay {
  marketId: number;
  date: string;
  min: number;
  max: number;
  modal: number;
}

/** Reads of mandi prices for GET price/mandi. */
export function createPricesRepository(db: Database) {
  return {
    /** Whether any real (Agmarknet) price is stored: until then only the demo's sample prices are shown. */
    async hasRealPrices(): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(mandiPrices)
        .where(eq(mandiPrices.source, 'agmarknet'))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The `limit` placed markets nearest the point that have the crop from one of `sources`, nearest first. The
     * markets table is small (about 3,000 in all India), so every placed market's distance is computed; the EXISTS
     * is answered by the prices' unique index, which starts with (market_id, crop).
     */
    async nearestMarkets(
      crop: string,
      point: { lat: number; lon: number },
      sources: readonly PriceSource[],
      limit: number,
    ): Promise<NearMarket[]> {
      const metres = sql<number>`earth_distance(ll_to_earth(${mandiMarkets.lat}, ${mandiMarkets.lon}), ll_to_earth(${point.lat}::float8, ${point.lon}::float8))`;
      return db
        .select({
          id: mandiMarkets.id,
          name: mandiMarkets.name,
          district: mandiMarkets.district,
          state: mandiMarkets.state,
          metres,
        })
        .from(mandiMarkets)
        .where(
          and(
            isNotNull(mandiMarkets.lat),
            isNotNull(mandiMarkets.lon),
            exists(
              db
                .select({ one: sql`1` })
                .from(mandiPrices)
                .where(
                  and(
                    eq(mandiPrices.marketId, mandiMarkets.id),
                    eq(mandiPrices.crop, crop),
                    inArray(mandiPrices.source, [...sources]),
                  ),
                ),
            ),
          ),
        )
        .orderBy(metres, mandiMarkets.id)
        .limit(limit);
    },

    /**
     * Each market's days of the crop within `days` of its own latest day, oldest first: lowest min, highest max and
     * the mean modal (rounded to the rupee) of the day's varieties and grades.
     */
    async marketDays(
      crop: string,
      marketIds: readonly number[],
      sources: readonly PriceSource[],
      days: number,
    ): Promise<MarketDay[]> {
      if (marketIds.length === 0) return [];
      const ofCrop = and(
        eq(mandiPrices.crop, crop),
        inArray(mandiPrices.marketId, [...marketIds]),
        inArray(mandiPrices.source, [...sources]),
      );
      const last = db
        .select({ marketId: mandiPrices.marketId, last: sql<string>`max(${mandiPrices.date})`.as('last') })
        .from(mandiPrices)
        .where(ofCrop)
        .groupBy(mandiPrices.marketId)
        .as('last_day');
      return db
        .select({
          marketId: mandiPrices.marketId,
          date: mandiPrices.date,
          min: sql<number>`min(${mandiPrices.min})::float8`,
          max: sql<number>`max(${mandiPrices.max})::float8`,
          modal: sql<number>`round(avg(${mandiPrices.modal}))::float8`,
        })
        .from(mandiPrices)
        .innerJoin(last, eq(last.marketId, mandiPrices.marketId))
        .where(and(ofCrop, sql`${mandiPrices.date} > ${last.last} - ${days}::int`))
        .groupBy(mandiPrices.marketId, mandiPrices.date)
        .orderBy(mandiPrices.marketId, mandiPrices.date);
    },
  };
}

export type PricesRepository = ReturnType<typeof createPricesRepository>;

/** The key of a market: its state, district and name. */
export const marketKey = (state: string, district: string, name: string) =>
  `${state}\u0000${district}\u0000${name}`;

/** A market of an import and its place when the gazetteer knows it. */
export interface MarketPlace {
  state: string;
  district: string;
  name: string;
  lat: number | null;
  lon: number | null;
}

/** Every stored market with its place, if it has one. */
export function storedMarkets(db: Database): Promise<MarketPlace[]> {
  return db
    .select({
      state: mandiMarkets.state,
      district: mandiMarkets.district,
      name: mandiMarkets.name,
      lat: mandiMarkets.lat,
      lon: mandiMarkets.lon,
    })
    .from(mandiMarkets);
}

/**
 * Stores an import in one transaction: its markets (a market placed once keeps its place) and the day's prices of
 * the records that name a crop (a price already there stays). Resolves to how many prices were new.
 */
export async function storeMandiRecords(
  db: Database,
  list: readonly MarketPlace[],
  mapped: readonly { record: MandiRecord; crop: string }[],
  source: PriceSource,
): Promise<number> {
  return db.transaction(async (tx) => {
    for (let i = 0; i < list.length; i += BATCH) {
      await tx
        .insert(mandiMarkets)
        .values(list.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: [mandiMarkets.state, mandiMarkets.district, mandiMarkets.name],
          set: { lat: sql`excluded.lat`, lon: sql`excluded.lon` },
          // A market placed once keeps its place; one never placed takes a place found now.
          setWhere: sql`${mandiMarkets.lat} IS NULL AND excluded.lat IS NOT NULL`,
        });
    }
    const ids = new Map(
      (
        await tx
          .select({
            id: mandiMarkets.id,
            state: mandiMarkets.state,
            district: mandiMarkets.district,
            name: mandiMarkets.name,
          })
          .from(mandiMarkets)
      ).map((row) => [marketKey(row.state, row.district, row.name), row.id]),
    );
    let stored = 0;
    for (let i = 0; i < mapped.length; i += BATCH) {
      const rows = mapped.slice(i, i + BATCH).map(({ record, crop }) => ({
        marketId: ids.get(marketKey(record.state, record.district, record.market))!,
        crop,
        commodity: record.commodity,
        variety: record.variety,
        grade: record.grade,
        date: record.date,
        min: record.min,
        max: record.max,
        modal: record.modal,
        source,
      }));
      const inserted = await tx
        .insert(mandiPrices)
        .values(rows)
        .onConflictDoNothing()
        .returning({ marketId: mandiPrices.marketId });
      stored += inserted.length;
    }
    return stored;
  });
}

/**
 * Claims a day's sync: the first process to insert the day's row owns it; another one sees the conflict and gets
 * nothing. A claim that never finished (its process failed or stopped) is taken over after `retryAfterMs`.
 */
export async function claimSyncDay(
  db: Database,
  day: string,
  instanceId: string,
  retryAfterMs: number,
): Promise<boolean> {
  const claimed = await db
    .insert(priceSync)
    .values({ day, claimedBy: instanceId })
    .onConflictDoUpdate({
      target: priceSync.day,
      set: { claimedBy: instanceId, claimedAt: sql`now()` },
      setWhere: sql`${priceSync.doneAt} IS NULL AND ${priceSync.claimedAt} < now() - make_interval(secs => ${retryAfterMs / 1000})`,
    })
    .returning({ day: priceSync.day });
  return claimed.length > 0;
}

/** Marks a claimed day's sync done with how many records it read. */
export async function finishSyncDay(db: Database, day: string, records: number): Promise<void> {
  await db
    .update(priceSync)
    .set({ doneAt: sql`now()`, records })
    .where(eq(priceSync.day, day));
}
