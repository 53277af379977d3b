import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';
import { products } from './listings';

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
