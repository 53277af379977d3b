import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGING } from '@kisansetu/contract';
import type { ProductPage } from '@kisansetu/contract';
import { apiRequest } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';
import { nearMeKey, nearMeQuery, useSessionPosition } from '../products';
import type { NearMeChoice, NearMeQueryParams } from '../products';

export interface SearchCriteria {
  name: string;
  address: string;
}

export async function searchProducts(
  criteria: SearchCriteria,
  page: number,
  near?: NearMeQueryParams,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const { data } = await apiRequest<ProductPage>('product/search', {
    query: {
      name: criteria.name,
      address: criteria.address,
      page,
      limit: PAGING.searchDefaultLimit,
      ...near,
    },
    signal,
  });
  return data;
}

function searchOptions(criteria: SearchCriteria, near: NearMeQueryParams) {
  return {
    queryKey: ['products', 'search', criteria.name, criteria.address, nearMeKey(near)] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      searchProducts(criteria, pageParam, near, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  };
}

/**
 * Results of the submitted search, 12 a page; nothing is fetched until a name or an address is given. `choice` is the
 * page's near-me sort, radius and PIN code; the visit's position (if allowed) rides along.
 *
 * The address box is prefilled with a signed-in person's own address (spec), which silently narrowed every search to
 * their town: when a name and an address together find nothing, `fallback` asks for the name alone (all of India),
 * so the page can show those with a note. `allowFallback` false (the person chose 'Only in <address>') skips it.
 */
export function useSearchResults(criteria: SearchCriteria, choice: NearMeChoice = {}, allowFallback = true) {
  const position = useSessionPosition();
  const near = nearMeQuery(choice, position);
  const main = useInfiniteQuery({
    ...searchOptions(criteria, near),
    enabled: criteria.name !== '' || criteria.address !== '',
  });
  const fallbackApplies =
    criteria.name !== '' &&
    criteria.address !== '' &&
    main.isSuccess &&
    (main.data.pages[0]?.products.length ?? 0) === 0;
  const fallback = useInfiniteQuery({
    ...searchOptions({ name: criteria.name, address: '' }, near),
    enabled: fallbackApplies && allowFallback,
  });
  return { main, fallback, fallbackApplies };
}
