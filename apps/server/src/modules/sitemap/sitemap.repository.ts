import { and, asc, desc, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { listingVisibility } from '../products';

const { products } = tables;
/** A sitemap names what an anonymous visitor may see. */
const visible = listingVisibility.visible();

/** A listing as a sitemap names it. */
export interface SitemapListing {
  id: string;
  updatedAt: Date;
}

/**
 * The listings a sitemap names: active and visible ones only (contract "Pages for people and for link previews"),
 * in id order (UUIDv7, so oldest first: a listing stays in its file while newer ones are added). Every read is a
 * keyset range of the primary key, so the last file costs what the first does.
 */
export function createSitemapRepository(db: Database) {
  return {
    /** The id of the last of the next `limit` listings after `after` (null: from the first), or null when none follow. */
    async lastIdAfter(after: string | null, limit: number): Promise<string | null> {
      const batch = db
        .select({ id: products.id })
        .from(products)
        .where(after === null ? visible : and(visible, gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(limit)
        .as('batch');
      const [row] = await db.select({ id: batch.id }).from(batch).orderBy(desc(batch.id)).limit(1);
      return row?.id ?? null;
    },

    /** The listings with ids after `after` (null: from the first) up to and including `last`, at most `limit`. */
    async listingsThrough(after: string | null, last: string, limit: number): Promise<SitemapListing[]> {
      const range = lte(products.id, last);
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(and(visible, after === null ? range : and(gt(products.id, after), range)))
        .orderBy(asc(products.id))
        .limit(limit);
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
