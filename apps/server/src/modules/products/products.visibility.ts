import { and, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '@kisansetu/contract';
import { tables } from '../../db';

const { products } = tables;

/** Active: neither expired nor sold (selling sets expires_at to the sale), read from the indexes' INCLUDE. */
export const isActive = (): SQL => sql`${products.expiresAt} > now()`;

/**
 * Listings anyone may see in a list: active, not hidden by a moderator, seller not suspended (a flag kept on the
 * listing, so lists and counts need no join), and, for a signed-in caller, not by someone in a block pair with them.
 */
export function listable(excludeSellers: readonly string[] = []): SQL {
  return and(
    isNull(products.hiddenAt),
    eq(products.sellerSuspended, false),
    isActive(),
    excludeSellers.length > 0 ? notInArray(products.sellerId, [...excludeSellers]) : undefined,
  )!;
}

/** A listing's lifecycle status as sent (contract "Listing lifecycle"), at `now`. */
export function statusOf(
  row: { hiddenAt: Date | null; soldAt: Date | null; expiresAt: Date },
  now: Date = new Date(),
): ProductStatus {
  if (row.hiddenAt !== null) return 'hidden';
  if (row.soldAt !== null) return 'sold';
  return row.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}
