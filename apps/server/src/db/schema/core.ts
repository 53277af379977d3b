import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AUDIT_ACTIONS,
  CROP_GROUPS,
  type MessageDeal,
  type MessageOffer,
  type VoiceNoteMime,
} from '@kisansetu/contract';
import { createdAt, id, locationColumns, updatedAt } from './columns';

/**
 * A file sent in chat, as stored: `key` names its objects in the photo store (random, so nobody can guess or share
 * one), the rest is what the server measured. A photo has a large and a small variant, a voice note one file as sent.
 */
export type MessageFile =
  | {
      kind: 'image';
      key: string;
      width: number;
      height: number;
      /** The preview as a data URL, and the small variant's size (absent on messages stored before data saver). */
      preview?: string;
      smallBytes?: number;
    }
  | {
      kind: 'audio';
      key: string;
      mime: VoiceNoteMime;
      durationSeconds: number;
      /** The file's size (absent on messages stored before data saver). */
      bytes?: number;
    };

/**
 * What data saver needs of a listing's photos, kept on the row so that lists never read the photo store: the first
 * photo's preview (base64 of its WebP; null when its files could not be read) and both variants' sizes by photo key.
 */
export interface ListingPhotoFacts {
  preview: string | null;
  bytes: Record<string, { card: number; detail: number }>;
}

/**
 * A listing as a message carried it (Chat about a product). `image` is its first photo's card URL as it was
 * served then (content-hashed names never change), null when it had no photo.
 */
export interface MessageProductSnapshot {
  productName: string;
  price: number;
  unit: 'kg' | 'quintal' | 'ton' | 'liters' | 'pieces';
  image: string | null;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased; uniqueness is on this column. Null for an account made with a phone number only. */
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    /**
     * When a code sent to {@link users.phoneNumber} came back (then stored as `+91XXXXXXXXXX`); null while unverified.
     * A verified number belongs to one account, and only a verified number signs in.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date' }),
    address: text('address').notNull(),
    role: text('role', { enum: ['user', 'seller', 'moderator'] }).notNull(),
    avatarKey: text('avatar_key'),
    /** Null for an account made with a phone number only: it signs in with a code. */
    passwordHash: text('password_hash'),
    /**
     * Legacy AES-256-GCM ciphertext of the full Aadhaar number. Nothing reads a number back, so at start each such row
     * is reduced to {@link users.aadhaarHash} and its last four digits, and this is cleared.
     */
    aadhaarCipher: text('aadhaar_cipher'),
    /** Last four digits: all the masked form shows. */
    aadhaarLast4: text('aadhaar_last4'),
    /** HMAC-SHA-256 of the number under AADHAAR_KEY: refuses a second account with it, reveals nothing without the key. */
    aadhaarHash: text('aadhaar_hash'),
    /** The person closed their account: personal fields are erased, nobody can sign in, their listings are gone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Set by a moderator's suspension: no login, no sessions, listings gone from every list. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    ...locationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_verified_phone_key')
      .on(t.phoneNumber)
      .where(sql`${t.phoneVerifiedAt} IS NOT NULL`),
    uniqueIndex('users_aadhaar_hash_key')
      .on(t.aadhaarHash)
      .where(sql`${t.aadhaarHash} IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the random token; the token itself is only ever in the cookie. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_seller_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('products_name_trgm_idx').using('gin', sql`${t.productNameLower} gin_trgm_ops`),
    index('products_address_trgm_idx').using('gin', sql`${t.addressLower} gin_trgm_ops`),
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
    // An address search the gazetteer places walks one of these (search/repository/address.ts); migration 0005 gives the
    // district's INCLUDE (place) for a town's listings.
    index('products_district_rank_idx')
      .on(t.district, t.availability, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
    // A crop in a district the gazetteer found ('cumin' in 'jorhat'): that crop's listings there, in the page's order,
    // where a walk of products_crop_rank_idx passed over the crop's listings elsewhere (2,500 for 12 at a million).
    // Migration 0016 gives it INCLUDE (expires_at).
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
      .where(sql`${t.hiddenAt} IS NULL AND NOT ${t.sellerSuspended}`),
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
    // Migration 0007 gives this one INCLUDE (lat, lon, created_at, id, availability, hidden_at, seller_suspended),
    // 0010 expires_at
    // (0001 gave it the first four):
    // a radius is then counted and paged from the index alone.
    index('products_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lon})`)
      .where(sql`${t.lat} IS NOT NULL AND ${t.lon} IS NOT NULL`),
  ],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_user_product_key').on(t.userId, t.productId),
    index('wishlist_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('wishlist_product_idx').on(t.productId),
  ],
);

/** One conversation per pair of users; `userAId` < `userBId` so the pair has one row. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    userAId: uuid('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    initiatorId: uuid('initiator_id').notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userAId, t.userBId),
    index('conversations_user_b_idx').on(t.userBId),
  ],
);

/** Each side's own view of a conversation: listed in contacts, what was read, what was deleted for them. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listed: boolean('listed').notNull().default(true),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date' }),
    /**
     * Since when the other side may see this participant's email and phone: set when they first write in the
     * conversation or offer their contact (contract "Privacy"); null, the other side sees neither.
     */
    contactSharedAt: timestamp('contact_shared_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('participants_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    clientId: text('client_id'),
    /**
     * The listing the message is about (Chat about a product). No foreign key on purpose: the message keeps naming
     * it after its seller deletes it, and `product` below keeps showing it.
     */
    productId: uuid('product_id'),
    /** That listing as it was when the message was sent; null exactly when `productId` is. */
    product: jsonb('product').$type<MessageProductSnapshot>(),
    /** The offer on a buyer request this message delivered, as offered; null on every other message. */
    offer: jsonb('offer').$type<MessageOffer>(),
    /** The deal as the change this message recorded left it (deals module); null on every other message. */
    deal: jsonb('deal').$type<MessageDeal>(),
    /** The photo or voice note sent with it (its private file in the photo store); null on a message of text only. */
    attachment: jsonb('attachment').$type<MessageFile>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_id_idx').on(t.conversationId, t.id.desc().nullsFirst()),
    // The contact list's "last product" per conversation: one index probe, over the few messages that carry one.
    index('messages_conversation_product_idx')
      .on(t.conversationId, t.id.desc().nullsFirst())
      .where(sql`${t.productId} IS NOT NULL`),
    // A listing's enquiries (its statistics): the conversations whose messages carried it.
    index('messages_product_idx')
      .on(t.productId, t.conversationId)
      .where(sql`${t.productId} IS NOT NULL`),
    index('messages_receiver_created_idx').on(t.receiverId, t.createdAt),
    index('messages_sender_idx').on(t.senderId),
    // A conversation's files, for removing those both people have deleted: few messages carry one.
    index('messages_attachment_idx')
      .on(t.conversationId, t.createdAt)
      .where(sql`${t.attachment} IS NOT NULL`),
    uniqueIndex('messages_sender_client_id_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
  ],
);

/** Who blocked whom. While either of two people blocks the other, they cannot message or see each other's listings. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A report of a listing, a person, a message, a buyer request or a review. `targetUserId` is the person answerable
 * for the target (the listing's seller, the person, the message's sender, the request's buyer, the review's author),
 * so a moderator's suspension and the report count need no lookup by type. One open report per reporter and target (the partial unique index).
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['product', 'user', 'message', 'request', 'review'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', {
      enum: ['scam', 'prohibited', 'misleading', 'offensive', 'spam', 'other'],
    }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['dismiss', 'hide_product', 'suspend_user', 'hide_review'] }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('reports_open_reporter_target_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_target_user_idx').on(t.targetUserId),
  ],
);

/** What moderators did and read (every read of a private conversation is written here). */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: id(),
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: ['product', 'user', 'message', 'request', 'review'] }),
    targetId: uuid('target_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_audit_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
