import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CROP_GROUPS, NOTIFICATION_KINDS, type CropLang, type NotificationParams } from '@kisansetu/contract';
import { createdAt, id } from './columns';
import { sessions, users } from './accounts';

/* Notifications, saved searches and Web Push subscriptions: what tells a person something happened. */

const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * One notification to one user. The text is not stored: `kind` + `params` are, and the presenter renders English
 * while the web renders its own language (docs/decisions/0012-notifications.md). `dedupeKey`, when given, makes a
 * notification happen once (one match per listing and saver; one expiry notice per expiry).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userId(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The list, newest first, a page at a time.
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The bell's unread count reads only the unread rows.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_user_dedupe_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} IS NOT NULL`),
  ],
);

/**
 * A search a user keeps; every new listing is matched against these on its write (not by polling). `crops` are the
 * crop vocabulary's keys the query names (matched against the listing's `crop`); `words` the query's folded words,
 * matched in the listing's name when it names no crop. The place is resolved once, at save time.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: userId(),
    query: text('query').notNull(),
    crops: text('crops')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    words: text('words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: text('address'),
    pincode: text('pincode'),
    radiusKm: integer('radius_km'),
    maxPrice: numeric('max_price', { precision: 14, scale: 2, mode: 'number' }),
    /** The search page's filters; with `priceUnit` the prices compare as product/search does (per kg for weights). */
    minPrice: numeric('min_price', { precision: 14, scale: 2, mode: 'number' }),
    priceUnit: text('price_unit', { enum: ['kg', 'quintal', 'ton', 'liters', 'pieces'] }),
    category: text('category', { enum: CROP_GROUPS }),
    organic: boolean('organic').notNull().default(false),
    grade: text('grade', { enum: ['A', 'B', 'C'] }),
    inStock: boolean('in_stock').notNull().default(false),
    district: text('district'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // A new onion listing finds the onion searches without reading the others.
    index('saved_searches_crops_idx').using('gin', t.crops),
  ],
);

/** A browser's Web Push subscription; one row per endpoint (a browser that subscribes again replaces its row). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: userId(),
    /** The session that subscribed: the subscription ends with it (logout, password change, suspension). */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The UI's language when the browser last subscribed: its pushes are written in it. */
    lang: text('lang').$type<CropLang>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);
