import { useQuery } from '@tanstack/react-query';
import type { ListingStatsSummary, ProductStats } from '@kisansetu/contract';
import { call } from '@/lib/api-client';

/** Query keys of a farmer's listing statistics: all of theirs at once, and one listing's with its 14 days. */
export const statsKeys = {
  all: ['listing-stats'] as const,
  mine: (userId: string) => ['listing-stats', 'mine', userId] as const,
  one: (productId: string) => ['listing-stats', 'one', productId] as const,
};

/** Views and enquiries change slowly and are counted in batches on the server: a minute's reuse is enough. */
const STALE_MS = 60_000;

/** GET product/stats: the figures of every listing of the signed-in farmer that has one (those missing have none). */
export async function fetchMyListingStats(signal?: AbortSignal): Promise<ListingStatsSummary[]> {
  const { data } = await call('GET /product/stats', { signal });
  return data.stats;
}

/** GET product/stats/{id}: one listing's totals and its views day by day (its seller only). */
export async function fetchListingStats(productId: string, signal?: AbortSignal): Promise<ProductStats> {
  const { data } = await call('GET /product/stats/{id}', { params: { id: productId }, signal });
  return data;
}

/** The figures by listing id (kept outside the hook: a stable `select` runs once per answer, not per render). */
function byListing(stats: ListingStatsSummary[]): Map<string, ListingStatsSummary> {
  return new Map(stats.map((entry) => [entry.productId, entry]));
}

/** Every listing's figures of the farmer `userId` (the signed-in one), by listing id: one call for a whole list. */
export function useMyListingStats(userId: string | undefined) {
  return useQuery({
    queryKey: statsKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => fetchMyListingStats(signal),
    enabled: Boolean(userId),
    staleTime: STALE_MS,
    select: byListing,
  });
}

export function useListingStats(productId: string) {
  return useQuery({
    queryKey: statsKeys.one(productId),
    queryFn: ({ signal }) => fetchListingStats(productId, signal),
    staleTime: STALE_MS,
  });
}
