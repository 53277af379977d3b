import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db';
import { tables } from '../../../db';
import type { MessageProductSnapshot } from '../../../db/schema';

const { products } = tables;

/** A listing a message may be about: one both parties can see (not hidden, seller not suspended). */
export interface MessageProductRow {
  id: string;
  sellerId: string;
  productName: string;
  price: number;
  unit: MessageProductSnapshot['unit'];
  /** The storage key of its first photo, null when it has none. */
  imageKey: string | null;
}

/**
 * Chat's one read of the listings (Chat about a product): what a message's snapshot is made of. Chat reads the
 * table itself rather than through the products service, because a send needs four columns and no block lists.
 */
export function createMessageProductLookup(db: Database) {
  return {
    /** The listing, or undefined when it is unknown, hidden by a moderator or its seller is suspended. */
    async findMessageProduct(productId: string): Promise<MessageProductRow | undefined> {
      const rows = await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          productName: products.productName,
          price: products.price,
          unit: products.unit,
          // PostgreSQL arrays count from 1; an empty array gives NULL.
          imageKey: sql<string | null>`${products.images}[1]`,
        })
        .from(products)
        .where(
          and(eq(products.id, productId), isNull(products.hiddenAt), eq(products.sellerSuspended, false)),
        )
        .limit(1);
      return rows[0];
    },
  };
}
