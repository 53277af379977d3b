import type { CropGroup, Grade, Unit } from '@kisansetu/contract';
import type { FilterQuery, FilterUrlKey } from './filter-keys';
import { FILTER_URL_KEYS } from './filter-keys';

/**
 * What a buyer narrowed a list or a search to, as the URL keeps it: a filter that is off is absent. `priceUnit` is
 * there only beside a price bound and never as kg (the contract's default), so one choice has one address.
 */
export interface ProductFilterChoice {
  category?: CropGroup;
  minPrice?: number;
  maxPrice?: number;
  priceUnit?: Unit;
  organic?: true;
  grade?: Grade;
  inStock?: true;
}

/** The query parameters of a choice (zod-free: pages write their URL with it before the parser has loaded). */
export function filterQuery(choice: ProductFilterChoice): FilterQuery {
  const query: Partial<Record<FilterUrlKey, string>> = {};
  if (choice.category) query.category = choice.category;
  if (choice.minPrice !== undefined) query.minPrice = String(choice.minPrice);
  if (choice.maxPrice !== undefined) query.maxPrice = String(choice.maxPrice);
  const bounded = choice.minPrice !== undefined || choice.maxPrice !== undefined;
  if (bounded && choice.priceUnit && choice.priceUnit !== 'kg') query.priceUnit = choice.priceUnit;
  if (choice.organic) query.organic = 'true';
  if (choice.grade) query.grade = choice.grade;
  if (choice.inStock) query.inStock = 'true';
  return query;
}

/** True when the URL names a filter (the page then loads the parser to read them). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_URL_KEYS.some((key) => params.has(key));
}

/** How many filters are on, as the chips above the results show them (a price range is one; the unit alone none). */
export function countFilters(choice: ProductFilterChoice): number {
  const { category, minPrice, maxPrice, organic, grade, inStock } = choice;
  return [category, minPrice ?? maxPrice, organic, grade, inStock].filter((on) => on !== undefined).length;
}

/** `params` with its filters replaced by `choice`; everything else (name, sort, radius, PIN code) kept. */
export function withFilters(params: URLSearchParams, choice: ProductFilterChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_URL_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(filterQuery(choice))) next.set(key, value);
  return next;
}
