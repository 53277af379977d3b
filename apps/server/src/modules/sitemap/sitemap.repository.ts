import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { listable } from '../products';

const { products } = tables;

/** A listing as a sitemap names it. */
export interface SitemapListing {
  id: string;
  updatedAt: Date;
}

/** The listings a sitemap names: active and visible ones only (contract "Pages for people and for link previews"). */
export function createSitemapRepository(db: Database) {
  return {
    async countListings(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(listable());
      return row?.n ?? 0;
    },

    /** One file's listings, oldest first, so that a listing stays in the same file while newer ones are added. */
    async listings(offset: number, limit: number): Promise<SitemapListing[]> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(listable())
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
