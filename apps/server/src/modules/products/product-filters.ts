import { hasProductFilters, type ProductFilters, type ProductSort } from '@kisansetu/contract';

/** The filter fields of a list or search query, without its other fields. */
export function filtersOf(query: Partial<ProductFilters>): Partial<ProductFilters> {
  const { category, minPrice, maxPrice, priceUnit, organic, grade, inStock } = query;
  return { category, minPrice, maxPrice, priceUnit, organic, grade, inStock };
}

/**
 * A list query the plain newest walk (and its shared page cache) cannot answer: a filter that narrows, or an order
 * by price.
 */
export function needsSearch(query: Partial<ProductFilters> & { sort?: ProductSort | undefined }): boolean {
  return hasProductFilters(query) || query.sort === 'price_asc' || query.sort === 'price_desc';
}
