import { productFilterFields, productFiltersSchema } from '@kisansetu/contract';
import type { ProductFilterChoice } from './filter-url';

// The contract's own fields (what product/new and product/search accept); a value they refuse is read as none.
const fields = {
  category: productFilterFields.category.catch(undefined),
  minPrice: productFilterFields.minPrice.catch(undefined),
  maxPrice: productFilterFields.maxPrice.catch(undefined),
  priceUnit: productFilterFields.priceUnit.catch('kg'),
  organic: productFilterFields.organic.catch(undefined),
  grade: productFilterFields.grade.catch(undefined),
  inStock: productFilterFields.inStock.catch(undefined),
};

/**
 * The filters a list or search address asks for (?category=…&maxPrice=…), read with the contract's fields: a value
 * the server would refuse (an unknown category, a price that is no number, a minimum above the maximum) is dropped,
 * so an old or hand-made link still opens. Its inverse is `filterQuery` / `withFilters` (filter-url.ts). This module
 * brings zod; pages load it only when their URL names a filter (use-product-filters.ts).
 */
export function productFiltersFrom(params: URLSearchParams): ProductFilterChoice {
  const read = (key: keyof typeof fields) => params.get(key) ?? undefined;
  const choice: ProductFilterChoice = {};
  const category = fields.category.parse(read('category'));
  if (category) choice.category = category;
  let minPrice = fields.minPrice.parse(read('minPrice'));
  const maxPrice = fields.maxPrice.parse(read('maxPrice'));
  // The contract's whole-query rule (a minimum at most the maximum) refuses the minimum: so is it dropped here.
  if (!productFiltersSchema.safeParse({ minPrice, maxPrice }).success) minPrice = undefined;
  if (minPrice !== undefined) choice.minPrice = minPrice;
  if (maxPrice !== undefined) choice.maxPrice = maxPrice;
  const priceUnit = fields.priceUnit.parse(read('priceUnit'));
  if ((minPrice !== undefined || maxPrice !== undefined) && priceUnit !== 'kg') choice.priceUnit = priceUnit;
  if (fields.organic.parse(read('organic')) === true) choice.organic = true;
  const grade = fields.grade.parse(read('grade'));
  if (grade) choice.grade = grade;
  if (fields.inStock.parse(read('inStock')) === true) choice.inStock = true;
  return choice;
}
