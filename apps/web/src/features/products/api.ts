import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/** The newest products, page by page (home shows the first page, /product all of them with Load More). */
export function useLatestProducts() {
  return useInfiniteQuery({
    queryKey: productKeys.latest(),
    queryFn: ({ pageParam, signal }) => fetchLatestProducts(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchProduct(id ?? '', signal),
    enabled: Boolean(id),
  });
}
