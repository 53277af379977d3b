import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/* Mandi prices: Agmarknet's daily prices by market, imported from its files or fetched from data.gov.in. */

/**
 * A market (mandi) as Agmarknet names it. `lat`/`lon`: placed with the gazetteer (the market's name, else its
 * district's centre); null when neither is known, and such a market is never "near" anything.
 */
export const mandiMarkets = pgTable(
  'mandi_markets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
  },
  (t) => [uniqueIndex('mandi_markets_place_uq').on(t.state, t.district, t.name)],
);

/**
 * One market's prices of one commodity, variety and grade on one day, ₹ a quintal. `crop` is the crop vocabulary's
 * key the commodity maps to (unmapped commodities are not stored). The unique key makes re-importing a day a no-op.
 * `source`: 'sample' for the demo's made-up history, which is shown only while no real day is loaded.
 */
export const mandiPrices = pgTable(
  'mandi_prices',
  {
    marketId: integer('market_id')
      .notNull()
      .references(() => mandiMarkets.id, { onDelete: 'cascade' }),
    crop: text('crop').notNull(),
    commodity: text('commodity').notNull(),
    variety: text('variety').notNull().default(''),
    grade: text('grade').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    min: numeric('min', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    max: numeric('max', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    modal: numeric('modal', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    source: text('source', { enum: ['agmarknet', 'sample'] }).notNull(),
  },
  (t) => [
    uniqueIndex('mandi_prices_day_uq').on(t.marketId, t.crop, t.variety, t.grade, t.date),
    index('mandi_prices_crop_date_idx').on(t.crop, t.date.desc()),
  ],
);

/**
 * The daily sync's claims: the first process to insert a day's row fetches that day; the others see the conflict
 * and skip it. `done_at` stays null when the fetch failed, so a claim older than the retry period is taken again.
 */
export const priceSync = pgTable('price_sync', {
  day: date('day', { mode: 'string' }).primaryKey(),
  claimedBy: text('claimed_by').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  records: integer('records'),
});
