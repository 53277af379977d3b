import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { productWithSellerColumns, type ProductWithSeller } from '../products';

const { wishlistEntries, products, users } = tables;

export type WishlistRow = typeof wishlistEntries.$inferSelect;

/** An entry with its listing and the listing's seller, all from one query. */
export interface WishlistEntryWithProduct {
  id: string;
  createdAt: Date;
  product: ProductWithSeller;
}

export function createWishlistRepository(db: Database) {
  return {
    /** Adds the entry; undefined when the user already has this product (the unique (user, product) index). */
    async add(userId: string, productId: string): Promise<WishlistRow | undefined> {
      const [row] = await db
        .insert(wishlistEntries)
        .values({ userId, productId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * The user's entries, newest first, each with its product and seller: one query with joins (never one per entry),
     * served by the (user_id, created_at) index. A deleted product's entries are gone by the foreign key's cascade,
     * and the inner join would leave them out anyway.
     */
    async listForUser(userId: string): Promise<WishlistEntryWithProduct[]> {
      const rows = await db
        .select({
          entryId: wishlistEntries.id,
          entryCreatedAt: wishlistEntries.createdAt,
          product: productWithSellerColumns,
        })
        .from(wishlistEntries)
        .innerJoin(products, eq(products.id, wishlistEntries.productId))
        .innerJoin(users, eq(users.id, products.sellerId))
        // A listing a moderator hid, or of a suspended seller, is gone from every list (it comes back with them).
        .where(
          and(
            eq(wishlistEntries.userId, userId),
            isNull(products.hiddenAt),
            eq(products.sellerSuspended, false),
          ),
        )
        .orderBy(desc(wishlistEntries.createdAt), desc(wishlistEntries.id));
      return rows.map((row) => ({ id: row.entryId, createdAt: row.entryCreatedAt, product: row.product }));
    },

    /** Removes the entry if it is this user's; false when there is no such entry of theirs. */
    async remove(entryId: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(wishlistEntries)
        .where(and(eq(wishlistEntries.id, entryId), eq(wishlistEntries.userId, userId)))
        .returning({ id: wishlistEntries.id });
      return deleted.length > 0;
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
