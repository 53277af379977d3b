import { LIMITS } from '@kisansetu/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db';
import { tables } from '../../../db';

const { products } = tables;

/** How many listings one sweep claims; the next sweep (or the next process) takes the rest. */
export const CLAIM_BATCH = 200;

export interface ExpiringListing {
  id: string;
  sellerId: string;
  productName: string;
  expiresAt: Date;
}

/**
 * Claims the listings whose expiry falls within the notice period and whose farmer has not been told of that expiry
 * yet, marking each as told in the same statement. FOR UPDATE SKIP LOCKED makes the claim exactly once across server
 * processes: a row another sweep holds is skipped, and one it has marked no longer matches when re-checked.
 */
export async function claimExpiringListings(db: Database, limit = CLAIM_BATCH): Promise<ExpiringListing[]> {
  const days = LIMITS.listingExpiryNoticeDays;
  const claimed = await db
    .update(products)
    .set({ expiryNoticeFor: sql`${products.expiresAt}` })
    .where(
      sql`${products.id} IN (
        SELECT ${products.id} FROM ${products}
        WHERE ${products.hiddenAt} IS NULL AND NOT ${products.sellerSuspended}
          AND ${products.expiresAt} > now() AND ${products.expiresAt} <= now() + make_interval(days => ${days})
          AND ${products.expiryNoticeFor} IS DISTINCT FROM ${products.expiresAt}
        ORDER BY ${products.expiresAt}
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)`,
    )
    .returning({
      id: products.id,
      sellerId: products.sellerId,
      productName: products.productName,
      expiresAt: products.expiresAt,
    });
  return claimed;
}
