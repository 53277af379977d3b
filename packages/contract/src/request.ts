import { z } from 'zod';
import { LIMITS, UNITS } from './constants';
import {
  addressField,
  blankToUndefined,
  nonNegativeNumber,
  optionalText,
  pincodeField,
  requiredText,
} from './fields';
import { locationSchema } from './location';
import { messageProductSchema } from './message';
import { VALIDATION_KEY } from './messages';
import { nearMeFields, nearMeOriginSchema, requireWholePoint } from './product';
import { optionalPrice } from './saved-search';
import { isCalendarDate, todayInIndia } from './dates';

export { isCalendarDate, todayInIndia } from './dates';

/**
 * Buyer requests ("purchase requests"): a buyer says what they need and where, nearby farmers offer. The numbers the
 * rules are made of, shared by the server's checks and the web's forms.
 */
export const BUY_REQUESTS = {
  /** Open requests a buyer may have at once; the next is 409 `request_limit`. */
  openMax: 10,
  /** Offers a request takes; then it stops taking them (409 `offers_full`). */
  offersMax: 20,
  /** How long a request stays open, in days: the form's default and most. */
  daysDefault: 7,
  daysMax: 30,
  /** The radius a request reaches when the buyer names none, in km. */
  radiusDefaultKm: 100,
  /** GET request/open page size. */
  pageSize: 12,
  /** A new request tells farmers who listed its crop within this many days. */
  matchListingDays: 60,
} as const;

export const REQUEST_STATUSES = ['open', 'closed', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A quantity from a form: a number above 0 (requests, offers and deals). */
export const positiveQuantityField = nonNegativeNumber(
  VALIDATION_KEY.quantityRequired,
  VALIDATION_KEY.quantityNotNumber,
  LIMITS.quantityMax,
  VALIDATION_KEY.quantityTooLarge,
).refine((n) => n > 0, VALIDATION_KEY.quantityPositive);

const unitField = z.preprocess(blankToUndefined, z.enum(UNITS, { error: VALIDATION_KEY.unitRequired }));

/**
 * POST request/create. `productName` is a crop in any language the vocabulary knows ('pyaz', 'प्याज़', 'Onion');
 * `maxPrice` is ₹ per `unit`; the place is `address` (and `pincode`, which wins); `radiusKm` how far farmers may be.
 * `neededBy` is a calendar day (`YYYY-MM-DD`, today or later, India's date); `expiresInDays` how long it stays open.
 */
export const requestCreateSchema = z.object({
  productName: requiredText(
    VALIDATION_KEY.productNameRequired,
    LIMITS.productNameMax,
    VALIDATION_KEY.productNameMax,
    { name: true },
  ),
  quantity: positiveQuantityField,
  unit: unitField,
  maxPrice: optionalPrice,
  address: addressField,
  pincode: pincodeField,
  radiusKm: nearMeFields.radiusKm,
  neededBy: z.preprocess(
    blankToUndefined,
    z
      .string({ error: VALIDATION_KEY.neededByInvalid })
      .trim()
      .refine(isCalendarDate, VALIDATION_KEY.neededByInvalid)
      .refine((day) => day >= todayInIndia(), VALIDATION_KEY.neededByPast)
      .optional(),
  ),
  description: optionalText(LIMITS.descriptionMax, VALIDATION_KEY.descriptionMax, { multiline: true }),
  expiresInDays: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .number({ error: VALIDATION_KEY.requestDaysInvalid })
      .int(VALIDATION_KEY.requestDaysInvalid)
      .min(1, VALIDATION_KEY.requestDaysInvalid)
      .max(BUY_REQUESTS.daysMax, VALIDATION_KEY.requestDaysInvalid)
      .optional(),
  ),
});
export type RequestCreateRequest = z.output<typeof requestCreateSchema>;
export type RequestFormInput = z.input<typeof requestCreateSchema>;

/**
 * POST request/offer/{id}: the farmer's price (₹ per `unit`), how much they can supply, a message to the buyer and
 * optionally one of their own active listings, which the chat message then shows.
 */
export const offerCreateSchema = z.object({
  price: nonNegativeNumber(
    VALIDATION_KEY.priceRequired,
    VALIDATION_KEY.priceNotNumber,
    LIMITS.priceMax,
    VALIDATION_KEY.priceTooLarge,
  ),
  unit: unitField,
  quantity: positiveQuantityField,
  message: requiredText(VALIDATION_KEY.messageRequired, LIMITS.messageMax, VALIDATION_KEY.messageMax, {
    multiline: true,
  }),
  // Any string up to an id's length: a malformed one is an unknown product (404), as ids are everywhere else.
  productId: z.preprocess(blankToUndefined, z.string().max(100, VALIDATION_KEY.invalidValue).optional()),
});
export type OfferCreateRequest = z.output<typeof offerCreateSchema>;
export type OfferFormInput = z.input<typeof offerCreateSchema>;

/** An offer as sent (to the request's buyer only). `product` is the listing as it was when offered. */
export const offerSchema = z.object({
  _id: z.string(),
  requestId: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  price: z.number(),
  unit: z.enum(UNITS),
  quantity: z.number(),
  message: z.string(),
  product: messageProductSchema.optional(),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/**
 * A request as sent. Never the buyer's email or phone: a farmer reaches the buyer by offering, in chat. `status` is
 * `expired` once `expiresAt` has passed (no job needed); `distanceKm` only when the list had a point; `offers` only
 * to the request's own buyer.
 */
export const buyRequestSchema = z.object({
  _id: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  productName: z.string(),
  quantity: z.number(),
  unit: z.enum(UNITS),
  maxPrice: z.number().nullable(),
  address: z.string(),
  location: locationSchema.nullable(),
  radiusKm: z.number().int(),
  neededBy: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  offerCount: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  distanceKm: z.number().optional(),
  offers: z.array(offerSchema).optional(),
});
export type BuyRequest = z.infer<typeof buyRequestSchema>;

/**
 * GET request/open query. The point is `lat` + `lon`, else `pincode`'s centre, else a signed-in caller's own place;
 * with one, a request is listed when its own radius reaches the point (and, with `radiusKm`, when it is within that
 * too), nearest first. Without a point: every open request, newest first.
 */
export const requestOpenQuerySchema = z
  .object({
    page: z.preprocess(
      (v) => (blankToUndefined(v) === undefined ? 1 : Number(v)),
      z
        .number({ error: VALIDATION_KEY.pageInvalid })
        .int(VALIDATION_KEY.pageInvalid)
        .min(1, VALIDATION_KEY.pageInvalid)
        .max(1_000_000, VALIDATION_KEY.pageInvalid),
    ),
    pincode: nearMeFields.pincode,
    lat: nearMeFields.lat,
    lon: nearMeFields.lon,
    radiusKm: nearMeFields.radiusKm,
  })
  .superRefine(requireWholePoint);
export type RequestOpenQuery = z.output<typeof requestOpenQuerySchema>;

export const requestPageSchema = z.object({
  requests: z.array(buyRequestSchema),
  /** Where distances were measured from; null without a point. */
  origin: nearMeOriginSchema.nullable(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type RequestPage = z.infer<typeof requestPageSchema>;

export const requestResponseSchema = z.object({ request: buyRequestSchema });
export const requestListResponseSchema = z.object({ requests: z.array(buyRequestSchema) });
export const offerResponseSchema = z.object({ offer: offerSchema });
