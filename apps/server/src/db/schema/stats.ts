import { date, index, primaryKey, text, uuid, pgTable } from 'drizzle-orm/pg-core';
import { products } from './listings';

/**
 * Who looked at a listing on which day (India's date): one row a viewer a day, so a listing's views are its rows.
 * `viewer` is a signed-in person's id, or a keyed hash of an anonymous visitor's address (never the address itself).
 * Written in batches from memory (modules/products/view-counter.ts), never on the page's own request.
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewer: text('viewer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day, t.viewer] }),
    // An account's data download and closing read and remove a person's rows by viewer.
    index('product_views_viewer_idx').on(t.viewer),
  ],
);
