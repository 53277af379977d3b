import { and, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import { tables, type Database } from '../../db';

const { mandiMarkets, mandiPrices } = tables;

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
