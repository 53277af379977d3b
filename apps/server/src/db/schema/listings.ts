import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CROP_GROUPS, type HelpedBy } from '@kisansetu/contract';
import { LATIN_NAMES_IN_USE } from '../../lib/district-names-in-use';
import { WRITTEN_AT_ONCE, createdAt, id, locationColumns, updatedAt } from './columns';
import { users } from './accounts';

/**
 * What data saver needs of a listing's photos, kept on the row so that lists never read the photo store: the first
 * photo's preview (base64 of its WebP; null when its files could not be read) and both variants' sizes by photo key.
 */
export interface ListingPhotoFacts {
  preview: string | null;
  bytes: Record<string, { card: number; detail: number }>;
}

/** SQL of the column expression `name`'s value, lowered and escaped to be matched literally in a regular expression. */
const escaped = (name: string) => `regexp_replace(lower(${name}), '([^[:alnum:] ])', '\\\\\\1', 'g')`;

/** SQL of `text` without any of `names` (SQL of a regular expression's alternatives) where it stands as whole words. */
const withoutNames = (text: string, names: string) =>
  `regexp_replace(${text}, '\\m(' || ${names} || ')\\M', '', 'g')`;

/**
 * SQL of a listing's district as the alternatives its address may write it by: the directory's name, the same
 * without its spaces ('banaskantha' for Banas Kantha), and its Latin names in everyday use ('davanagere' for
 * Davangere), as namesTakenFromTheRest lists them for a search.
 */
const districtNames = [
  escaped('district'),
  `'|'`,
  escaped(`replace(district, ' ', '')`),
  `CASE district ${[...LATIN_NAMES_IN_USE]
    .map(([district, names]) => `WHEN '${district}' THEN '|${names.join('|')}'`)
    .join(' ')} ELSE '' END`,
].join(' || ');

/**
 * SQL of `text` without the listing's own place's name where it stands as whole words just before its district's (by
 * any of {@link districtNames}) or its state's name: 'chandpur, lasalgaon, nashik' at Lasalgaon loses 'lasalgaon'.
 */
const withoutOwnPlace = (text: string) =>
  `CASE WHEN place IS NULL THEN ${text} ELSE regexp_replace(${text}, '\\m(' || ${escaped('place')} || ')\\M(?=[^[:alnum:]]*\\m(' || ${districtNames} || '|' || ${escaped('coalesce(state, district)')} || ')\\M)', '', 'g') END`;

export const products = pgTable(
  'products',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    /**
     * The name as ILIKE compares it (lower() of it in the column's collation), kept so that a search tests it with a
     * plain LIKE: ILIKE lowers every name it tests, twelve times the cost of LIKE on the stored text (migration 0015).
     * Read by the trigram and rank indexes only; never shown.
     */
    productNameLower: text('product_name_lower')
      .notNull()
      .generatedAlwaysAs(sql`lower(product_name)`),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit', { enum: ['kg', 'quintal', 'ton', 'liters', 'pieces'] }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    /** The address as ILIKE compares it, as {@link products.productNameLower} is the name's. */
    addressLower: text('address_lower')
      .notNull()
      .generatedAlwaysAs(sql`lower(address)`),
    /**
     * The lowered address without its own district's and state's names where they stand as whole words ('rampur, , '
     * for a listing in Karnal, Haryana; each name is escaped to be matched literally), the district's by every name in
     * {@link districtNames}; the whole of it for a listing with no district. Where a search for a place finds other
     * districts' listings whose address names it (products_address_rest_idx), without the thousands whose address
     * names the place as their own, nor the trigrams of every state's name (the 'ana' of Haryana, with 'nan' and 'and'
     * of a village, is all of 'anand').
     */
    addressRestLower: text('address_rest_lower')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `CASE WHEN district IS NULL THEN lower(address) ELSE ${withoutNames(withoutNames('lower(address)', districtNames), escaped('coalesce(state, district)'))} END`,
        ),
      ),
    /**
     * The rest of the address (above) without the listing's own place's name either, where it stands just before its
     * district's or state's name ('chandpur, , ' for 'Chandpur, Lasalgaon, Nashik' placed at Lasalgaon). Where a
     * search for a town inside a district finds other districts' listings that name it
     * (products_address_elsewhere_idx), without reading the town's own listings, which name it too.
     */
    addressElsewhereLower: text('address_elsewhere_lower')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `CASE WHEN district IS NULL THEN lower(address) ELSE ${withoutNames(withoutNames(withoutOwnPlace('lower(address)'), districtNames), escaped('coalesce(state, district)'))} END`,
        ),
      ),
    availability: text('availability', { enum: ['in_stock', 'out_of_stock'] }).notNull(),
    /** Content-hash keys of the photos, in display order. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Data saver's facts of `images` (null without photos, and for old rows until the backfill has read their files). */
    photoPreview: jsonb('photo_preview').$type<ListingPhotoFacts>(),
    ...locationColumns(),
    /** Hidden by a moderator: 404 for everyone but its seller and moderators; survives a reinstatement. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    /**
     * The seller is suspended. Kept on the listing (not only on the user) so lists, searches and their counts,
     * which read products alone through their indexes, leave these rows out without a join.
     */
    sellerSuspended: boolean('seller_suspended').notNull().default(false),
    /**
     * Listing lifecycle: the listing is active until then (renewing moves it on). Marking it sold sets it to the time
     * of the sale, so that one column decides whether a listing is in lists and search (`expires_at > now()`, read
     * from the rank indexes' INCLUDE, migration 0010): expiry needs no job to have run.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** When the farmer marked it sold (null: not sold); tells a sold listing from an expired one. */
    soldAt: timestamp('sold_at', { withTimezone: true, mode: 'date' }),
    /** The `expires_at` the farmer was last told of (the expiring-soon notice goes once per expiry date). */
    expiryNoticeFor: timestamp('expiry_notice_for', { withTimezone: true, mode: 'date' }),
    /** When wishlisters were last told of a price drop: at most one such notice a listing a day. */
    priceDropNoticeAt: timestamp('price_drop_notice_at', { withTimezone: true, mode: 'date' }),
    /**
     * The crop vocabulary's key for this listing (`@kisansetu/contract/crops`), resolved from its name on every write
     * and again for all listings when the vocabulary changes; null for a name that names no crop.
     */
    crop: text('crop'),
    /** The crop's group in the vocabulary (a browsing category), set with `crop` on every write. */
    category: text('category', { enum: CROP_GROUPS }),
    /** Trade details the farmer may give (contract "Richer listings"). */
    variety: text('variety'),
    grade: text('grade', { enum: ['A', 'B', 'C'] }),
    organic: boolean('organic').notNull().default(false),
    harvestedOn: date('harvested_on', { mode: 'string' }),
    minOrderQuantity: numeric('min_order_quantity', { precision: 14, scale: 3, mode: 'number' }),
    /**
     * The price filters and price sorts compare: per kg for a weight unit (so ₹2,500 a quintal is ₹25), else as
     * listed (the contract's comparablePrice). Read by the price indexes only; never shown.
     */
    comparablePrice: numeric('comparable_price', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`CASE unit WHEN 'quintal' THEN price / 100 WHEN 'ton' THEN price / 1000 ELSE price END`,
      ),
    /**
     * The helper who posted it for the farmer, as they were named then: kept on the row so that every list shows the
     * helper's line without another join. Null when the farmer posted it.
     */
    helpedBy: jsonb('helped_by').$type<HelpedBy>(),
    /** Open for offers until then: a proposal after it is refused until the farmer extends it. */
    offersUntil: timestamp('offers_until', { withTimezone: true, mode: 'date' }),
    /**
     * How many of its deals wait for an answer (`proposed`), kept by every deal change in the same transaction, so
     * that lists show it without counting deals per card.
     */
    offerCount: integer('offer_count').notNull().default(0),
    /** The `offers_until` the farmer was last told had passed (the deadline notice goes once per deadline). */
    offersNoticeFor: timestamp('offers_notice_for', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_seller_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    // The indexes a buyer's search reads by words are written at once (fastupdate off, migration 0032): entries
    // waiting in a GIN index's pending list are read by every search of it, one by one, and a morning's new and
    // changed listings filled the list between vacuums.
    index('products_name_trgm_idx')
      .using('gin', sql`${t.productNameLower} gin_trgm_ops`)
      .with(WRITTEN_AT_ONCE),
    index('products_address_trgm_idx')
      .using('gin', sql`${t.addressLower} gin_trgm_ops`)
      .with(WRITTEN_AT_ONCE),
    index('products_images_idx').using('gin', t.images),
    // Migration 0003 gives these two INCLUDE (product_name, address, place, district, state, seller_id, lat, lon),
    // 0010 adds expires_at to these and to the four rank and radius indexes below, 0015 has the lowered name and
    // address in place of the name and address,
    // so a search walks one of them in its order and filters by name, address, radius and blocks without the table.
    index('products_crop_rank_idx')
      .on(t.crop, t.availability, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    index('products_rank_idx')
      .on(t.availability, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // An address search the gazetteer places walks one of these (search/repository/address.ts); migrations 0005 and 0028
    // give the district's INCLUDE (place, address_lower, product_name_lower): a village's listings among its town's, a
    // name's words in a town.
    index('products_district_rank_idx')
      .on(t.district, t.availability, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // A crop in a district the gazetteer found ('cumin' in 'jorhat'): that crop's listings there, in the page's order,
    // where a walk of products_crop_rank_idx passed over the crop's listings elsewhere (2,500 for 12 at a million).
    // Migrations 0016 and 0028 give it INCLUDE (expires_at, place, product_name_lower, address_lower): a town in the
    // district, a name's other words and an address's are tested from the index.
    index('products_crop_district_rank_idx')
      .on(t.crop, t.district, t.availability, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    index('products_state_rank_idx')
      .on(t.state, t.availability, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // A crop within a radius ('rice within 100 km') without fetching every listing of the area (migration 0006 adds
    // btree_gist for the text column).
    index('products_crop_earth_idx')
      .using('gist', t.crop, sql`ll_to_earth(${t.lat}, ${t.lon})`)
      .where(
        sql`${t.lat} IS NOT NULL AND ${t.lon} IS NOT NULL AND ${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`,
      ),
    // A crop in a district, or a crop whose address says a word ('cumin' in 'jorhat'), as one lookup: the crop's and
    // the district's entries (btree_gin, migration 0009) intersected with the address's trigrams, where a walk of
    // products_crop_rank_idx read the crop's every listing to test its address (search/repository/address.ts).
    index('products_crop_place_idx')
      .using('gin', t.crop, t.district, sql`${t.addressLower} gin_trgm_ops`)
      .with(WRITTEN_AT_ONCE)
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // A place's name in the addresses of other districts' listings, and of the listings the gazetteer could not place
    // (whose rest is the whole address), a crop's or all (search/repository/address.ts).
    index('products_address_rest_idx')
      .using('gin', t.crop, sql`${t.addressRestLower} gin_trgm_ops`)
      .with(WRITTEN_AT_ONCE)
      .where(sql`${t.district} IS NOT NULL AND ${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // The same for a place's listings elsewhere, when no other place's listings could have lost its words with their
    // own place's name (search/repository/address.ts).
    index('products_address_elsewhere_idx')
      .using('gin', t.crop, sql`${t.addressElsewhereLower} gin_trgm_ops`)
      .with(WRITTEN_AT_ONCE)
      .where(sql`${t.district} IS NOT NULL AND ${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    index('products_unplaced_address_idx')
      .using('gin', t.crop, sql`${t.addressRestLower} gin_trgm_ops`)
      .with(WRITTEN_AT_ONCE)
      .where(sql`${t.district} IS NULL AND ${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // The unplaced listings, all and a crop's, in the page's order: a place's name in their address is tested from
    // the INCLUDE (migration 0028) on a walk of these alone, when it is too common among them for a lookup.
    index('products_unplaced_rank_idx')
      .on(t.availability, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.district} IS NULL AND ${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    index('products_crop_unplaced_rank_idx')
      .on(t.crop, t.availability, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.district} IS NULL AND ${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // Price sorts and price filters (migration 0020 gives these INCLUDE columns, so the filters and a radius are read
    // from the index): all listings by price, a crop's by price, and a category's in the page's order.
    index('products_price_idx')
      .on(t.comparablePrice, t.id)
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    index('products_crop_price_idx')
      .on(t.crop, t.comparablePrice, t.id)
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    index('products_category_rank_idx')
      .on(t.category, t.availability, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // The expiring-soon sweep: listings whose expiry falls in the next two days, a range of this index.
    index('products_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // The offers-deadline sweep: lots whose time for offers has passed, a range of this small index.
    index('products_offers_until_idx')
      .on(t.offersUntil)
      .where(sql`${t.offersUntil} IS NOT NULL`),
    // Migration 0007 gives this one INCLUDE (lat, lon, created_at, id, availability, hidden_at, seller_suspended),
    // 0010 expires_at
    // (0001 gave it the first four):
    // a radius is then counted and paged from the index alone.
    index('products_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lon})`)
      .where(sql`${t.lat} IS NOT NULL AND ${t.lon} IS NOT NULL`),
  ],
);
