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

/**
 * Results of the submitted search, 12 a page; nothing is fetched until a name or an address is given. `choice` is the
 * page's near-me sort, radius and PIN code; the visit's position (if allowed) rides along.
 */
export function useSearchResults(criteria: SearchCriteria, choice: NearMeChoice = {}) {
  const position = useSessionPosition();
  const near = nearMeQuery(choice, position);
  return useInfiniteQuery({
    queryKey: ['products', 'search', criteria.name, criteria.address, nearMeKey(near)] as const,
    queryFn: ({ pageParam, signal }) => searchProducts(criteria, pageParam, near, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: criteria.name !== '' || criteria.address !== '',
  });
}
