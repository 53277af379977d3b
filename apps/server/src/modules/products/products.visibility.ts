import { and, eq, isNull, notInArray, type SQL } from 'drizzle-orm';
import { tables } from '../../db';

const { products } = tables;

/**
 * Listings anyone may see in a list: not hidden by a moderator, seller not suspended (a flag kept on the listing, so
 * lists and counts need no join), and, for a signed-in caller, not by someone in a block pair with them.
 */
export function listable(excludeSellers: readonly string[] = []): SQL {
  return and(
    isNull(products.hiddenAt),
    eq(products.sellerSuspended, false),
    excludeSellers.length > 0 ? notInArray(products.sellerId, [...excludeSellers]) : undefined,
  )!;
}
