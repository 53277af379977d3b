import { z } from 'zod';
import { LIMITS, UNITS } from './constants';
import { CROP_GROUPS } from './crops/crop-types';
import { blankToUndefined } from './fields';
import { GRADES, yesNoField } from './listing-details';
import { LISTING_VALIDATION_KEY } from './listing-messages';
import { VALIDATION_KEY } from './messages';

function optionalPriceBound(notNumber: string) {
  return z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank.trim()) : blank;
    },
    z
      .number({ error: notNumber })
      .min(0, VALIDATION_KEY.cannotBeNegative)
      .max(LIMITS.priceMax, VALIDATION_KEY.maxPriceTooLarge)
      .optional(),
  );
}

/**
 * The filters of product/new and product/search (and their near-me forms). Prices are ₹ per `priceUnit` (not given: kg): listings sold by kg, quintal or ton are compared per kg, so ₹2,500/quintal is within a ₹26/kg maximum; a
 * price range in liters or pieces keeps only listings in that unit. `organic`, `inStock`: only `true` narrows.
 */
export const productFilterFields = {
  category: z.preprocess(
    blankToUndefined,
    z.enum(CROP_GROUPS, { error: LISTING_VALIDATION_KEY.categoryInvalid }).optional(),
  ),
  minPrice: optionalPriceBound(LISTING_VALIDATION_KEY.minPriceNotNumber),
  maxPrice: optionalPriceBound(VALIDATION_KEY.maxPriceNotNumber),
  /** The unit of `minPrice` and `maxPrice`; not given is kg. */
  priceUnit: z.preprocess(
    blankToUndefined,
    z.enum(UNITS, { error: LISTING_VALIDATION_KEY.priceUnitInvalid }).optional(),
  ),
  organic: yesNoField,
  grade: z.preprocess(
    blankToUndefined,
    z.enum(GRADES, { error: LISTING_VALIDATION_KEY.gradeInvalid }).optional(),
  ),
  inStock: yesNoField,
};

export const productFiltersSchema = z.object(productFilterFields).superRefine(priceRangeInOrder);
/** The filters as the server applies them (one shape for lists, search and saved searches). */
export type ProductFilters = z.output<typeof productFiltersSchema>;

/** A range's minimum at most its maximum (every query with the filters refines with this). */
export function priceRangeInOrder(
  value: { minPrice?: number | undefined; maxPrice?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
    ctx.addIssue({ code: 'custom', message: LISTING_VALIDATION_KEY.minPriceAboveMax, path: ['minPrice'] });
  }
}

/** True when a filter narrows (the unit alone does not). */
export function hasProductFilters(filters: Partial<ProductFilters>): boolean {
  return (
    filters.category !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.organic === true ||
    filters.grade !== undefined ||
    filters.inStock === true
  );
}
