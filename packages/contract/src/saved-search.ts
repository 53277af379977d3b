import { z } from 'zod';
import { LIMITS, UNITS } from './constants';
import { CROP_GROUPS } from './crops/crop-types';
import { GRADES } from './listing-details';
import { priceRangeInOrder, productFilterFields } from './product-filters';
import { blankToUndefined, optionalText, pincodeField, requiredText } from './fields';
import { VALIDATION_KEY } from './messages';
import { nearMeFields } from './product';

/** A buyer keeps at most this many saved searches; the next is 409 `saved_search_limit`. */
export const SAVED_SEARCHES_MAX = 10;

/** An optional price from JSON or a form: blank is "not given", text is "not a number" (buyer requests too). */
export const optionalPrice = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' ? Number(blank.trim()) : blank;
  },
  z
    .number({ error: VALIDATION_KEY.maxPriceNotNumber })
    .min(0, VALIDATION_KEY.cannotBeNegative)
    .max(LIMITS.priceMax, VALIDATION_KEY.maxPriceTooLarge)
    .optional(),
);

/**
 * POST search/saved: what /search was asked, kept to be matched against every new listing. `query` is a crop or
 * product name in any language the search understands; `address` or `pincode` with `radiusKm` narrow it to a place,
 * `maxPrice` (₹ in the listing's own unit) to a budget. The search page's filters are kept too: with `priceUnit`,
 * `minPrice` and `maxPrice` compare as product/search does (per kg for weight units); without it, `maxPrice` is in
 * the listing's own unit.
 */
export const savedSearchCreateSchema = z
  .object({
    query: requiredText(
      VALIDATION_KEY.savedSearchQueryRequired,
      LIMITS.productNameMax,
      VALIDATION_KEY.savedSearchQueryMax,
    ),
    address: optionalText(LIMITS.addressMax, VALIDATION_KEY.addressMax),
    pincode: pincodeField,
    radiusKm: nearMeFields.radiusKm,
    maxPrice: optionalPrice,
    minPrice: productFilterFields.minPrice,
    priceUnit: productFilterFields.priceUnit,
    category: productFilterFields.category,
    organic: productFilterFields.organic,
    grade: productFilterFields.grade,
    inStock: productFilterFields.inStock,
  })
  .superRefine(priceRangeInOrder);
export type SavedSearchCreateRequest = z.output<typeof savedSearchCreateSchema>;
export type SavedSearchInput = z.input<typeof savedSearchCreateSchema>;

/** A saved search as sent. `radiusKm` is the one matching uses (a PIN code without one gets the default). */
export const savedSearchSchema = z.object({
  _id: z.string(),
  query: z.string(),
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  radiusKm: z.number().nullable(),
  maxPrice: z.number().nullable(),
  minPrice: z.number().nullable(),
  priceUnit: z.enum(UNITS).nullable(),
  category: z.enum(CROP_GROUPS).nullable(),
  organic: z.boolean(),
  grade: z.enum(GRADES).nullable(),
  inStock: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ savedSearch: savedSearchSchema });
/** GET search/saved: the caller's, newest first. */
export const savedSearchListResponseSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
