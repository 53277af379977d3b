import { and, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '@kisansetu/contract';
import { prerendered, tables } from '../../../db';

const { products } = tables;

/** Active: neither expired nor sold (selling sets expires_at to the sale), read from the indexes' INCLUDE. */
export const isActive = (): SQL => sql`${products.expiresAt} > now()`;

/**
 * Listings anyone may see in a list: active, not hidden by a moderator, seller not suspended (a flag kept on the
 * listing, so lists and counts need no join), and, for a signed-in caller, not by someone in a block pair with them.
 */
export function listable(excludeSellers: readonly string[] = []): SQL {
  return excludeSellers.length === 0 ? LISTABLE : listableExcept(excludeSellers);
}

function listableExcept(excludeSellers: readonly string[]): SQL {
  return and(
    isNull(products.hiddenAt),
    // As the partial indexes' predicate says it (no parameter, so the test can be rendered once).
    sql`NOT ${products.sellerSuspended}`,
    isActive(),
    excludeSellers.length > 0 ? notInArray(products.sellerId, [...excludeSellers]) : undefined,
  )!;
}

/** Every search and list tests it, often in several branches of one statement: rendered once. */
const LISTABLE = prerendered(listableExcept([]));

/** A listing's lifecycle status as sent (contract "Listing lifecycle"), at `now`. */
export function statusOf(
  row: { hiddenAt: Date | null; soldAt: Date | null; expiresAt: Date },
  now: Date = new Date(),
): ProductStatus {
  if (row.hiddenAt !== null) return 'hidden';
  if (row.soldAt !== null) return 'sold';
  return row.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}
