import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, locationColumns } from './columns';
import { users } from './accounts';
import { messages } from './chat';
import { products } from './listings';

/* Buyer requests and the farmers' offers on them. */

const UNITS = ['kg', 'quintal', 'ton', 'liters', 'pieces'] as const;

/**
 * What a buyer needs, where and until when. `crop` is the crop vocabulary's key of `product_name` (null: it names no
 * crop, and nothing is matched for it). The place is a PIN code's or a named place's centre, resolved once at create.
 * `status` is only ever `open` or `closed`: expiry is `expires_at <= now()`, read by every query, so no job is needed.
 */
export const buyRequests = pgTable(
  'buy_requests',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    crop: text('crop'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit', { enum: UNITS }).notNull(),
    maxPrice: numeric('max_price', { precision: 14, scale: 2, mode: 'number' }),
    address: text('address').notNull(),
    ...locationColumns(),
    radiusKm: integer('radius_km').notNull(),
    neededBy: date('needed_by', { mode: 'string' }),
    description: text('description'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // "My requests", and counting a buyer's open ones (at most 10).
    index('buy_requests_buyer_created_idx').on(t.buyerId, t.createdAt.desc().nullsFirst()),
    // A new listing finds the open requests for its crop.
    index('buy_requests_open_crop_idx')
      .on(t.crop, t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    // request/open without a point: newest first.
    index('buy_requests_open_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    // request/open from a point: the open requests in a box around it (as products_earth_idx serves near-me).
    index('buy_requests_open_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lon})`)
      .where(sql`${t.status} = 'open' AND ${t.lat} IS NOT NULL AND ${t.lon} IS NOT NULL`),
  ],
);

/**
 * A farmer's offer on a request: one a farmer a request (the unique key), at most 20 a request (checked under the
 * request's row lock). `message_id` is the chat message that carried it, whose product snapshot is the offered
 * listing as it was; `product_id` goes null when the listing is deleted, the message keeps showing it.
 */
export const requestOffers = pgTable(
  'request_offers',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => buyRequests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit', { enum: UNITS }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    message: text('message').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('request_offers_request_seller_key').on(t.requestId, t.sellerId),
    index('request_offers_seller_idx').on(t.sellerId),
    index('request_offers_product_idx').on(t.productId),
    index('request_offers_message_idx').on(t.messageId),
  ],
);
