import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Product, ProductPage, Trust } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';
import type { FilterQuery } from './filters/filter-keys';
import { NO_FILTERS, rawFilterQuery } from './filters/filter-keys';
import type { NearMeChoice, NearMeQueryParams } from './near-me/near-me-params';
import { nearMeChoiceFrom, nearMeKey, nearMeQuery } from './near-me/near-me-params';
import { getSessionPosition, useSessionPosition } from './near-me/position';

export const productKeys = {
  all: ['products'] as const,
  latest: (near = '', filters: FilterQuery | null = NO_FILTERS) =>
    ['products', 'latest', near, filters] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

const NO_CHOICE: NearMeChoice = {};

export async function fetchLatestProducts(
  page: number,
  near?: NearMeQueryParams,
  signal?: AbortSignal,
  filters: FilterQuery = NO_FILTERS,
): Promise<ProductPage> {
  const { data } = await call('GET /product/new', {
    query: { page, ...near, ...filters },
    signal,
  });
  return data;
}

/**
 * A listing as the detail query holds it: GET product/{id} adds the farmer's trust signals, which a listing from
 * another answer (mark as sold, renew) does not carry.
 */
export type ProductView = Product & { sellerTrust?: Trust };

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductView> {
  const { data } = await call('GET /product/{id}', { params: { id }, signal });
  return data.product;
}

/** `filters` null: the page is still reading them (a key of its own that holds no answer, so nothing shows meanwhile). */
function latestOptions(near: NearMeQueryParams, filters: FilterQuery | null = NO_FILTERS) {
  return {
    queryKey: productKeys.latest(nearMeKey(near), filters),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchLatestProducts(pageParam, near, signal, filters ?? NO_FILTERS),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  };
}

function productOptions(id: string) {
  return {
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(id, signal),
  };
}

/**
 * The newest products, page by page (home shows the first page, /product all of them with Load More). `choice` is
 * the near-me sort, radius and PIN code of /product; the visit's position (if allowed) rides along everywhere, and a
 * signed-in person with a stored address gets distances from it without sending anything. `filters` narrow the list
 * (filter-url.ts); null while the page is still reading them, which holds the request.
 */
export function useLatestProducts(
  choice: NearMeChoice = NO_CHOICE,
  filters: FilterQuery | null = NO_FILTERS,
) {
  const position = useSessionPosition();
  return useInfiniteQuery({
    ...latestOptions(nearMeQuery(choice, position), filters),
    enabled: filters !== null,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({ ...productOptions(id ?? ''), enabled: Boolean(id) });
}

/**
 * Starts the first page's request while the page's code is still loading (called from the route, never awaited),
 * so the products — and the page's largest image — arrive one round trip sooner on a slow network. `search` is the
 * URL's query of /product (its near-me choice and filters); home has none.
 */
export function prefetchLatestProducts(queryClient: QueryClient, search?: URLSearchParams): void {
  const choice = search ? nearMeChoiceFrom(search) : NO_CHOICE;
  void queryClient.prefetchInfiniteQuery(
    latestOptions(nearMeQuery(choice, getSessionPosition()), search && rawFilterQuery(search)),
  );
}

export function prefetchProduct(queryClient: QueryClient, id: string | undefined): void {
  if (id) void queryClient.prefetchQuery(productOptions(id));
}

/**
 * Puts the listing the first HTML carried into the cache (app/first-page-data.ts), as if fetched now: the page
 * renders it at once, and the query's staleTime keeps it from being asked for again straight away.
 */
export function seedProduct(queryClient: QueryClient, product: ProductView): void {
  queryClient.setQueryData(productKeys.detail(product._id), product);
}

/**
 * Puts the first page of the newest listings the first HTML carried into the cache, under the key /product (without
 * a near-me choice, before any position is known) asks for, so Load More goes on from page 2.
 */
export function seedLatestProducts(queryClient: QueryClient, page: ProductPage): void {
  const { queryKey } = latestOptions(nearMeQuery(NO_CHOICE, null));
  queryClient.setQueryData(queryKey, { pages: [page], pageParams: [1] });
}
