import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Product, ProductPage } from '@kisansetu/contract';
import { apiRequest } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

export const productKeys = {
  all: ['products'] as const,
  latest: () => ['products', 'latest'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

export async function fetchLatestProducts(page: number, signal?: AbortSignal): Promise<ProductPage> {
  const { data } = await apiRequest<ProductPage>('product/new', { query: { page }, signal });
  return data;
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await apiRequest<{ product: Product }>(`product/${encodeURIComponent(id)}`, { signal });
  return data.product;
}

const latestOptions = {
  queryKey: productKeys.latest(),
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => fetchLatestProducts(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
};

function productOptions(id: string) {
  return {
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(id, signal),
  };
}

/** The newest products, page by page (home shows the first page, /product all of them with Load More). */
export function useLatestProducts() {
  return useInfiniteQuery(latestOptions);
}

export function useProduct(id: string | undefined) {
  return useQuery({ ...productOptions(id ?? ''), enabled: Boolean(id) });
}

/**
 * Starts the first page's request while the page's code is still loading (called from the route, never awaited),
 * so the products — and the page's largest image — arrive one round trip sooner on a slow network.
 */
export function prefetchLatestProducts(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery(latestOptions);
}

export function prefetchProduct(queryClient: QueryClient, id: string | undefined): void {
  if (id) void queryClient.prefetchQuery(productOptions(id));
}
