import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGING } from '@kisansetu/contract';
import type { ProductPage } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';
import { NO_FILTERS, nearMeKey, nearMeQuery, useSessionPosition } from '../products';
import type { FilterQuery, NearMeChoice, NearMeQueryParams } from '../products';

export interface SearchCriteria {
  name: string;
  address: string;
}

export async function searchProducts(
  criteria: SearchCriteria,
  page: number,
  near?: NearMeQueryParams,
  signal?: AbortSignal,
  filters: FilterQuery = NO_FILTERS,
): Promise<ProductPage> {
  const { data } = await call('GET /product/search', {
    query: {
      name: criteria.name,
      address: criteria.address,
      page,
      limit: PAGING.searchDefaultLimit,
      ...near,
      ...filters,
    },
    signal,
  });
  return data;
}

/** `filters` null: the page is still reading them (a key that holds no answer, so nothing shows meanwhile). */
function searchOptions(criteria: SearchCriteria, near: NearMeQueryParams, filters: FilterQuery | null) {
  return {
    queryKey: ['products', 'search', criteria.name, criteria.address, nearMeKey(near), filters] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      searchProducts(criteria, pageParam, near, signal, filters ?? NO_FILTERS),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  };
}

/**
 * Results of the submitted search, 12 a page; nothing is fetched until a name or an address is given. `choice` is the
 * page's near-me sort, radius and PIN code; the visit's position (if allowed) rides along. `filters` narrow both the
 * search and its fallback; null while the page is still reading them from its URL.
 *
 * The address box is prefilled with a signed-in person's own address (spec), which silently narrowed every search to
 * their town: when a name and an address together find nothing, `fallback` asks for the name alone (all of India),
 * so the page can show those with a note. `allowFallback` false (the person chose 'Only in <address>') skips it.
 *
 * A place with a radius (a PIN code, or the visit's position) says where more exactly than an address can: with a
 * name to search for, it replaces the address (`addressSetAside`), so a prefilled Mumbai address cannot empty a
 * search within 100 km of Pune, and no "nothing in <address>" note appears for an address that was not used.
 */
export function useSearchResults(
  criteria: SearchCriteria,
  choice: NearMeChoice = {},
  allowFallback = true,
  filters: FilterQuery | null = NO_FILTERS,
) {
  const position = useSessionPosition();
  const near = nearMeQuery(choice, position);
  const placeWins =
    choice.radiusKm !== undefined &&
    (near.pincode !== undefined || near.lat !== undefined) &&
    criteria.name !== '' &&
    criteria.address !== '';
  const asked: SearchCriteria = placeWins ? { name: criteria.name, address: '' } : criteria;
  const main = useInfiniteQuery({
    ...searchOptions(asked, near, filters),
    enabled: (asked.name !== '' || asked.address !== '') && filters !== null,
  });
  const fallbackApplies =
    asked.name !== '' &&
    asked.address !== '' &&
    main.isSuccess &&
    (main.data.pages[0]?.products.length ?? 0) === 0;
  const fallback = useInfiniteQuery({
    ...searchOptions({ name: criteria.name, address: '' }, near, filters),
    enabled: fallbackApplies && allowFallback,
  });
  return { main, fallback, fallbackApplies, addressSetAside: placeWins ? criteria.address : null };
}
