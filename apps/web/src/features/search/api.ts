import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGING } from '@kisansetu/contract';
import type { ProductPage } from '@kisansetu/contract';
import { apiRequest } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

export interface SearchCriteria {
  name: string;
  address: string;
}

export async function searchProducts(criteria: SearchCriteria, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const { data } = await apiRequest<ProductPage>('product/search', {
    query: { name: criteria.name, address: criteria.address, page, limit: PAGING.searchDefaultLimit },
    signal,
  });
  return data;
}

/** Results of the submitted search, 12 a page; nothing is fetched until a name or an address is given. */
export function useSearchResults(criteria: SearchCriteria) {
  return useInfiniteQuery({
    queryKey: ['products', 'search', criteria.name, criteria.address] as const,
    queryFn: ({ pageParam, signal }) => searchProducts(criteria, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: criteria.name !== '' || criteria.address !== '',
  });
}
