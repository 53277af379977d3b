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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DealRound } from '@kisansetu/contract';
import { createdAt, id, updatedAt } from './columns';
import { users } from './accounts';

/* Deals two people agreed in their chat, and the reviews each leaves of the other once one is done. */

const UNITS = ['kg', 'quintal', 'ton', 'liters', 'pieces'] as const;
const DEAL_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn', 'cancelled', 'done'] as const;

/**
 * A deal between a listing's farmer and a buyer. The listing's name, unit and first photo are kept as they were at
 * the proposal, and `product_id` has no foreign key, because a listing changes or goes while its deals stay on record.
 * The current terms are the last of `rounds`; `seller_done_at` / `buyer_done_at` are each side's "it happened", and
 * `done_at` the second of them.
 */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    productId: uuid('product_id').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    unit: text('unit', { enum: UNITS }).notNull(),
    /** The storage key of the listing's first photo then; null when it had none. */
    productImageKey: text('product_image_key'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    pickupBy: date('pickup_by', { mode: 'string' }),
    note: text('note').notNull().default(''),
    status: text('status', { enum: DEAL_STATUSES }).notNull(),
    lastProposedBy: uuid('last_proposed_by').notNull(),
    rounds: jsonb('rounds').$type<DealRound[]>().notNull(),
    sellerDoneAt: timestamp('seller_done_at', { withTimezone: true, mode: 'date' }),
    buyerDoneAt: timestamp('buyer_done_at', { withTimezone: true, mode: 'date' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open deal a listing a buyer, held by the database so two proposals racing cannot both get in.
    uniqueIndex('deals_open_product_buyer_key')
      .on(t.productId, t.buyerId)
      .where(sql`${t.status} IN ('proposed', 'accepted')`),
    // deal/mine from either side, newest change first.
    index('deals_seller_updated_idx').on(
      t.sellerId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('deals_buyer_updated_idx').on(t.buyerId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A person's done deals (trust), and a listing's (whether they cover all it lists).
    index('deals_seller_done_idx')
      .on(t.sellerId)
      .where(sql`${t.status} = 'done'`),
    index('deals_buyer_done_idx')
      .on(t.buyerId)
      .where(sql`${t.status} = 'done'`),
    index('deals_product_done_idx')
      .on(t.productId)
      .where(sql`${t.status} = 'done'`),
    // A listing's deals of every status (its statistics).
    index('deals_product_idx').on(t.productId, t.status),
  ],
);

/**
 * One party's review of the other after a done deal. `deal_done_at` is the deal's, copied so that whether a review
 * shows (the other side reviewed too, or 14 days passed) is read from this table alone. `hidden_at`: a moderator's.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    text: text('text').notNull().default(''),
    productName: text('product_name').notNull(),
    dealDoneAt: timestamp('deal_done_at', { withTimezone: true, mode: 'date' }).notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    /** Decided when written, and never after: whether the stars make the subject's rating (contract "Trust that counts people"). */
    counted: boolean('counted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_deal_author_key').on(t.dealId, t.authorId),
    // user/reviews and a person's rating: the reviews of a subject, newest first.
    index('reviews_subject_created_idx')
      .on(t.subjectId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} IS NULL`),
    index('reviews_author_idx').on(t.authorId),
  ],
);
