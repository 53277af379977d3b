import { and, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ProductFilters, ProductStatus } from '@kisansetu/contract';
import { prerendered, tables } from '../../../db';
import { filterCondition } from './filters';
import { radiusCondition, type NearQuery } from './near-me';

const { products } = tables;

/** Active: neither expired nor sold (selling sets expires_at to the sale), read from the indexes' INCLUDE. */
export const isActive = (): SQL => sql`${products.expiresAt} > now()`;

/**
 * Listings anyone may see in a list: active, not hidden by a moderator, seller not suspended (a flag kept on the
 * listing, so lists and counts need no join), and, for a signed-in caller, not by someone in a block pair with them.
 */
function listable(excludeSellers: readonly string[] = []): SQL {
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

/** What narrows the visible listings to those a list or search asked for. */
export interface ListingNarrowing {
  /** The near-me point and radius; without a radius (or a point) no listing is left out by place. */
  near: NearQuery | null;
  /** Category, price range, organic, grade, in stock. */
  filters?: Partial<ProductFilters> | undefined;
}

/**
 * Which listings a visitor may see: those still on offer (not expired, not sold), not hidden by a moderator, whose
 * farmer's account is not suspended, and, for a signed-in visitor, not by a farmer in a block pair with them
 * (`excludeSellers`). Every list, search, suggestion and sitemap of listings asks this one policy, so that who sees a
 * listing is decided here alone. It answers with the condition for the caller's own query (the same SQL the partial
 * indexes are built for, rendered once when no one is excluded), so queries stay in their repositories.
 */
export const listingVisibility = {
  /** The listings a visitor may see. */
  visible(excludeSellers: readonly string[] = []): SQL {
    return listable(excludeSellers);
  },

  /** The visible listings within a near-me radius and matching a list's or search's filters. */
  narrowed(excludeSellers: readonly string[] = [], { near, filters }: ListingNarrowing): SQL {
    return and(listable(excludeSellers), radiusCondition(near), filterCondition(filters))!;
  },
};

/** A listing's lifecycle status as sent (contract "Listing lifecycle"), at `now`. */
export function statusOf(
  row: { hiddenAt: Date | null; soldAt: Date | null; expiresAt: Date },
  now: Date = new Date(),
): ProductStatus {
  if (row.hiddenAt !== null) return 'hidden';
  if (row.soldAt !== null) return 'sold';
  return row.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}
