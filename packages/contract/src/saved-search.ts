import { z } from 'zod';
import { LIMITS } from './constants';
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
 * `maxPrice` (₹ in the listing's own unit) to a budget.
 */
export const savedSearchCreateSchema = z.object({
  query: requiredText(
    VALIDATION_KEY.savedSearchQueryRequired,
    LIMITS.productNameMax,
    VALIDATION_KEY.savedSearchQueryMax,
  ),
  address: optionalText(LIMITS.addressMax, VALIDATION_KEY.addressMax),
  pincode: pincodeField,
  radiusKm: nearMeFields.radiusKm,
  maxPrice: optionalPrice,
});
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
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ savedSearch: savedSearchSchema });
/** GET search/saved: the caller's, newest first. */
export const savedSearchListResponseSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
