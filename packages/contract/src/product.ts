import { z } from 'zod';
import { AVAILABILITY, LIMITS, PAGING, PRODUCT_SORTS, PRODUCT_STATUSES, RADIUS_KM, UNITS } from './constants';
import { addressField, blankToUndefined, nonNegativeNumber, pincodeField, requiredText } from './fields';
import { CROP_GROUPS, CROP_LANGS } from './crops/crop-types';
import {
  GRADES,
  listingDetailFields,
  minOrderWithinQuantity,
  offersUntilField,
  offersUntilUpdateField,
} from './listing-details';
import { priceRangeInOrder, productFilterFields } from './product-filters';
import { locationSchema } from './location';
import { VALIDATION_KEY } from './messages';
import { trustSchema } from './trust';
import { photoPreviewSchema } from './photo-preview';
import { helpedBySchema } from './helped-by';

/** A listing as sent. `image` holds detail-size URLs, `thumbnails` the matching card-size ones. */
export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  price: z.number(),
  unit: z.enum(UNITS),
  quantity: z.number(),
  description: z.string(),
  address: z.string(),
  availability: z.enum(AVAILABILITY),
  image: z.array(z.string()).max(LIMITS.productImagesMax),
  thumbnails: z.array(z.string()).max(LIMITS.productImagesMax),
  /** Data saver's stand-in for the photos; null for a listing without photos. */
  photoPreview: photoPreviewSchema.nullable(),
  sellerId: z.string(),
  sellerName: z.string(),
  /** The farmer proved their phone number with a code (a trust mark on cards and the product page). */
  sellerPhoneVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  location: locationSchema.nullable(),
  /** Only when the request had a point (near-me) and this listing has a location: whole km, rounded. */
  distanceKm: z.number().optional(),
  /**
   * Listing lifecycle: only `active` listings are in lists and search. `sold` and `expired` ones stay readable at
   * their URL and in wishlists; `hidden` (a moderator's) goes only to the listing's own seller and moderators.
   */
  status: z.enum(PRODUCT_STATUSES),
  /** Trade details the farmer may give (contract "Richer listings"); null when not given. */
  variety: z.string().nullable(),
  grade: z.enum(GRADES).nullable(),
  organic: z.boolean(),
  /** Calendar day (YYYY-MM-DD). */
  harvestedOn: z.string().nullable(),
  /** The least a buyer may take, in the listing's unit. */
  minOrderQuantity: z.number().nullable(),
  /** The crop's group in the crop vocabulary; null for a name that names no crop. */
  category: z.enum(CROP_GROUPS).nullable(),
  /** When the listing stops being active unless renewed (ISO); a sold one's is the time it was sold. */
  expiresAt: z.string(),
  /** Open for offers until then (ISO): new offers are refused after it until the farmer extends it. */
  offersUntil: z.string().nullable(),
  /** How many offers wait for the farmer's answer (never their amounts: a buyer sees only the count). */
  offerCount: z.number().int(),
  /** The helper (an FPO, an agent) who posted it for the farmer; null when the farmer posted it. */
  helpedBy: helpedBySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const productFields = {
  productName: requiredText(
    VALIDATION_KEY.productNameRequired,
    LIMITS.productNameMax,
    VALIDATION_KEY.productNameMax,
    {
      name: true,
    },
  ),
  price: nonNegativeNumber(
    VALIDATION_KEY.priceRequired,
    VALIDATION_KEY.priceNotNumber,
    LIMITS.priceMax,
    VALIDATION_KEY.priceTooLarge,
  ),
  unit: z.preprocess(blankToUndefined, z.enum(UNITS, { error: VALIDATION_KEY.unitRequired })),
  quantity: nonNegativeNumber(
    VALIDATION_KEY.quantityRequired,
    VALIDATION_KEY.quantityNotNumber,
    LIMITS.quantityMax,
    VALIDATION_KEY.quantityTooLarge,
  ),
  description: requiredText(
    VALIDATION_KEY.descriptionRequired,
    LIMITS.descriptionMax,
    VALIDATION_KEY.descriptionMax,
    {
      multiline: true,
    },
  ),
  address: addressField,
  availability: z.preprocess(
    blankToUndefined,
    z.enum(AVAILABILITY, { error: VALIDATION_KEY.availabilityRequired }),
  ),
  pincode: pincodeField,
  /** How long the listing stays up, from now (1–90 days; default 30). On an update it renews the listing. */
  expiresInDays: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .number({ error: VALIDATION_KEY.expiresInDaysInvalid })
      .int(VALIDATION_KEY.expiresInDaysInvalid)
      .min(1, VALIDATION_KEY.expiresInDaysInvalid)
      .max(LIMITS.listingDaysMax, VALIDATION_KEY.expiresInDaysInvalid)
      .optional(),
  ),
  ...listingDetailFields,
  offersUntil: offersUntilField,
};

/** POST product/create text fields (multipart; photos are repeated `images` files, at most 4). */
export const productCreateSchema = z.object(productFields).superRefine(minOrderWithinQuantity);
export type ProductCreateRequest = z.output<typeof productCreateSchema>;
export type ProductFormInput = z.input<typeof productCreateSchema>;

/** `existingImages` arrives as a JSON list of kept image URLs in a multipart text field. */
const existingImagesField = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(z.string().max(500), { error: VALIDATION_KEY.existingImagesInvalid })
    .max(LIMITS.productImagesMax, VALIDATION_KEY.imagesMax),
);

/**
 * An update's PIN code: absent (undefined) keeps the listing's PIN and place, blank (or null) clears it (the place then
 * comes from the address), six digits move the listing there.
 */
const updatePincodeField = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, VALIDATION_KEY.pincodeInvalid)
    .nullable()
    .optional(),
);

/**
 * PUT product/update/{id} text fields: the whole form again plus the kept images. `pincode` is the one field whose
 * absence keeps what is stored, so an edit that does not touch the place (a new price) never moves the listing.
 */
export const productUpdateSchema = z
  .object({
    ...productFields,
    pincode: updatePincodeField,
    offersUntil: offersUntilUpdateField,
    existingImages: existingImagesField,
  })
  .superRefine(minOrderWithinQuantity);
export type ProductUpdateRequest = z.output<typeof productUpdateSchema>;

const pageField = z.preprocess(
  (v) => (blankToUndefined(v) === undefined ? 1 : Number(v)),
  z
    .number({ error: VALIDATION_KEY.pageInvalid })
    .int(VALIDATION_KEY.pageInvalid)
    .min(1, VALIDATION_KEY.pageInvalid)
    .max(1_000_000, VALIDATION_KEY.pageInvalid),
);

/** A latitude or longitude from a query string: blank is not given; text, NaN or out of range is `message`. */
function coordinate(limit: number, message: string) {
  return z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z.number({ error: message }).min(-limit, message).max(limit, message).optional(),
  );
}

/**
 * Near-me query fields shared by product/new and product/search (near-me issue). The point to measure from is, in
 * this order: `lat` + `lon` (the browser's position, used for this query only and never stored), `pincode` (its
 * centre), else the logged-in caller's own stored location. Without any point, `radiusKm` and `sort=distance` have
 * nothing to measure from and are ignored; the page's `origin` is then null so the client can say so.
 */
export const nearMeFields = {
  pincode: pincodeField,
  lat: coordinate(90, VALIDATION_KEY.latitudeInvalid),
  lon: coordinate(180, VALIDATION_KEY.longitudeInvalid),
  radiusKm: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .union(
        RADIUS_KM.map((r) => z.literal(r)),
        { error: VALIDATION_KEY.radiusInvalid },
      )
      .optional(),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(PRODUCT_SORTS, { error: VALIDATION_KEY.sortInvalid }).optional(),
  ),
};

/** `lat` and `lon` only make a point together (every query that takes a point refines with this). */
export function requireWholePoint(
  value: { lat?: number | undefined; lon?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((value.lat === undefined) !== (value.lon === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: VALIDATION_KEY.pointIncomplete,
      path: [value.lat === undefined ? 'lat' : 'lon'],
    });
  }
}

/** The near-me fields alone, for clients that build the query in parts. */
export const nearMeQuerySchema = z.object(nearMeFields).superRefine(requireWholePoint);
export type NearMeQuery = z.output<typeof nearMeQuerySchema>;

/**
 * GET product/new query: newest first by default; near-me fields may sort by distance or filter by radius; the
 * filters narrow it and `sort` may order by price (per kg for weight units).
 */
export const productListQuerySchema = z
  .object({ page: pageField, ...nearMeFields, ...productFilterFields })
  .superRefine((value, ctx) => {
    requireWholePoint(value, ctx);
    priceRangeInOrder(value, ctx);
  });
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** GET product/search query: a name or an address (or both), paged; combinable with the near-me fields. */
export const productSearchQuerySchema = z
  .object({
    name: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.productNameMax).optional()),
    address: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.addressMax).optional()),
    page: pageField,
    limit: z.preprocess(
      (v) => (blankToUndefined(v) === undefined ? PAGING.searchDefaultLimit : Number(v)),
      z
        .number({ error: VALIDATION_KEY.limitInvalid })
        .int(VALIDATION_KEY.limitInvalid)
        .min(1, VALIDATION_KEY.limitInvalid)
        .max(PAGING.searchMaxLimit, VALIDATION_KEY.limitInvalid),
    ),
    ...nearMeFields,
    ...productFilterFields,
  })
  .superRefine((value, ctx) => {
    if (value.name === undefined && value.address === undefined) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEY.searchNameRequired, path: ['name'] });
    }
    requireWholePoint(value, ctx);
    priceRangeInOrder(value, ctx);
  });
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

/**
 * Where distances on a page were measured from: the browser's position (`position`, never echoed back), a PIN code's
 * centre, or the caller's stored address. Null when the query had no point.
 */
export const nearMeOriginSchema = z.object({
  source: z.enum(['position', 'pincode', 'profile']),
  place: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
});
export type NearMeOrigin = z.infer<typeof nearMeOriginSchema>;

export const productPageSchema = z.object({
  products: z.array(productSchema),
  /** Near-me: present on product/new and product/search; null when no point was given or known. */
  origin: nearMeOriginSchema.nullable().optional(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  /**
   * product/search (and product/new within a radius): true when the matches were counted only up to `totalCount` (there are more; the web says
   * "200+ products", PAGING.searchCountBound). `totalPages` then reaches at least one page past this one, so Load More keeps working.
   */
  totalCapped: z.boolean().optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const productResponseSchema = z.object({ product: productSchema });

/** GET product/{id}: the listing with its farmer's trust signals (contract "Ratings and trust"). */
export const productDetailSchema = productSchema.extend({ sellerTrust: trustSchema });
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productDetailResponseSchema = z.object({ product: productDetailSchema });

/** POST product/renew/{id}: JSON `{ expiresInDays? }` or no body (30 days); the listing is active again from now. */
export const productRenewSchema = z.object({ expiresInDays: productFields.expiresInDays });
export type ProductRenewRequest = z.output<typeof productRenewSchema>;
export const myProductsResponseSchema = z.object({ myProduct: z.array(productSchema) });

/** GET product/suggest query: what the person has typed so far, and the UI's language for crop names. */
export const productSuggestQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z.string().trim().max(PAGING.suggestQueryMax, VALIDATION_KEY.suggestQueryInvalid),
  ),
  lang: z.preprocess(
    (v) => blankToUndefined(v) ?? 'en',
    z.enum(CROP_LANGS, { error: VALIDATION_KEY.languageInvalid }),
  ),
});
export type ProductSuggestQuery = z.output<typeof productSuggestQuerySchema>;

/**
 * GET product/suggest answer: at most 8 names for search-as-you-type, crops first (in the asked language, whatever
 * language or spelling was typed: 'aloo' suggests 'आलू' in Hindi, 'Potato' in English), then names of listings.
 */
export const productSuggestionsSchema = z.object({
  suggestions: z.array(z.string()).max(PAGING.suggestionsMax),
});
export type ProductSuggestions = z.infer<typeof productSuggestionsSchema>;
