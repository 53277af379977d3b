/**
 * The filters' query parameters, in the order the URL and the API get them. This file is what the first route needs
 * of the filters (the route's prefetch of /product reads them); the rest is filter-url.ts, for the lazy pages.
 */
export const FILTER_URL_KEYS = [
  'category',
  'minPrice',
  'maxPrice',
  'priceUnit',
  'organic',
  'grade',
  'inStock',
] as const;
export type FilterUrlKey = (typeof FILTER_URL_KEYS)[number];

/** The filter part of a product/new or product/search query (and of a list's cache key), as the URL writes it. */
export type FilterQuery = Readonly<Partial<Record<FilterUrlKey, string>>>;

export const NO_FILTERS: FilterQuery = {};

/**
 * The filter parameters of a URL as they are written, for the route's prefetch (which runs before the page and its
 * parser load): for an address the app wrote, the same query the page will ask for.
 */
export function rawFilterQuery(params: URLSearchParams): FilterQuery {
  const query: Partial<Record<FilterUrlKey, string>> = {};
  for (const key of FILTER_URL_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}
