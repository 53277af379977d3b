import { z } from 'zod';
import { ACCOUNT_ROLES, LIMITS, UNITS } from './constants';
import { blankToUndefined, nonNegativeNumber, optionalText } from './fields';
import { VALIDATION_KEY } from './messages';
import { isCalendarDate, todayInIndia } from './dates';
import { positiveQuantityField } from './request';
import { DEAL_STATUSES } from './deal-message';
import { trustSchema } from './trust';

export * from './deal-message';

/**
 * Deals (contract "Deals"): what a buyer and a farmer agreed in their chat, recorded there. No money moves through
 * KisanSetu. The numbers the rules are made of, shared by the server's checks and the web's forms.
 */
export const DEALS = {
  /** A proposal's note, in characters. */
  noteMax: 300,
  /** GET deal/mine page size. */
  pageSize: 20,
  /** A review's text, in characters. */
  reviewTextMax: 500,
  /** A party may review the other this many days after the deal was done, and no later. */
  reviewWindowDays: 60,
  /** A review shows once the other party reviewed too, or this many days after the deal was done. */
  reviewBlindDays: 14,
  /** GET user/reviews page size. */
  reviewsPageSize: 10,
  /** Response rate and reply time look at conversations others started in this many days. */
  responseWindowDays: 90,
  /** A conversation counts as answered when the first reply came within this many hours. */
  responseAnsweredHours: 24,
  /** Response rate and reply time are null below this many conversations. */
  responseMinConversations: 3,
  /**
   * Trust counts people: a pair's done deals count once in this many days, and an author's reviews of one person
   * count once in this many days.
   */
  pairCountsOnceInDays: 90,
  /** Deals one pair may propose to each other in a day (429 beyond). */
  pairProposalsPerDay: 3,
} as const;

/** One proposal of a deal, the first or a counter-offer: who made it and its terms. */
export const dealRoundSchema = z.object({
  by: z.string(),
  price: z.number(),
  quantity: z.number(),
  pickupBy: z.string().nullable(),
  at: z.string(),
});
export type DealRound = z.infer<typeof dealRoundSchema>;

/** The listing a deal is about, as it was when the deal was proposed (`image`: its first photo's card URL). */
export const dealProductSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  unit: z.enum(UNITS),
  image: z.string().nullable(),
});

/**
 * A deal as its two parties see it. `price` is ₹ a `unit`; the terms are the latest round's. `sellerDone` and
 * `buyerDone`: each side said it happened. `myReview`: the caller's own stars for the other party once given.
 * `otherParty`: the other side's name, for the card and the review prompt. `doneAt`: when the second one said so.
 */
export const dealSchema = z.object({
  _id: z.string(),
  product: dealProductSchema,
  sellerId: z.string(),
  buyerId: z.string(),
  otherParty: z.object({ _id: z.string(), fullName: z.string(), role: z.enum(ACCOUNT_ROLES) }),
  price: z.number(),
  quantity: z.number(),
  unit: z.enum(UNITS),
  pickupBy: z.string().nullable(),
  note: z.string(),
  status: z.enum(DEAL_STATUSES),
  lastProposedBy: z.string(),
  rounds: z.array(dealRoundSchema),
  sellerDone: z.boolean(),
  buyerDone: z.boolean(),
  doneAt: z.string().nullable(),
  myReview: z.object({ stars: z.number().int() }).nullable(),
  /**
   * For the farmer of a done deal whose listing is still up: the done deals of that listing cover all it lists, so
   * the web asks whether to mark it sold. False for the buyer and every other deal.
   */
  listingCovered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

const dealPriceField = nonNegativeNumber(
  VALIDATION_KEY.priceRequired,
  VALIDATION_KEY.priceNotNumber,
  LIMITS.priceMax,
  VALIDATION_KEY.priceTooLarge,
).refine((n) => n > 0, VALIDATION_KEY.pricePositive);

/** A pickup day: a calendar day (`YYYY-MM-DD`), today or later in India; blank is "not set". */
const pickupByField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: VALIDATION_KEY.pickupByInvalid })
    .trim()
    .refine(isCalendarDate, VALIDATION_KEY.pickupByInvalid)
    .refine((day) => day >= todayInIndia(), VALIDATION_KEY.pickupByPast)
    .optional(),
);

/** An id from a body: a string of up to an id's length (a malformed one is unknown, 404, as ids are everywhere). */
const bodyId = z.string().min(1, VALIDATION_KEY.invalidValue).max(100, VALIDATION_KEY.invalidValue);

/**
 * POST deal/propose. A buyer proposes to the listing's farmer (no `buyerId`); the farmer proposes to a buyer they
 * have a conversation with (`buyerId`). `price` is ₹ a unit of the listing; `quantity` at most what it lists.
 */
export const dealProposeSchema = z.object({
  productId: bodyId,
  buyerId: bodyId.optional(),
  price: dealPriceField,
  quantity: positiveQuantityField,
  pickupBy: pickupByField,
  note: optionalText(DEALS.noteMax, VALIDATION_KEY.dealNoteMax, { multiline: true }),
});
export type DealProposeRequest = z.output<typeof dealProposeSchema>;
export type DealProposeInput = z.input<typeof dealProposeSchema>;

/** POST deal/counter/{id}: new terms from the party who did not propose last. */
export const dealCounterSchema = z.object({
  price: dealPriceField,
  quantity: positiveQuantityField,
  pickupBy: pickupByField,
});
export type DealCounterRequest = z.output<typeof dealCounterSchema>;
export type DealCounterInput = z.input<typeof dealCounterSchema>;

/** GET deal/mine: the caller's deals in one status (every status without it), newest first. */
export const dealListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(DEAL_STATUSES, { error: VALIDATION_KEY.invalidValue }).optional(),
  ),
  page: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? 1 : Number(v)),
    z
      .number({ error: VALIDATION_KEY.pageInvalid })
      .int(VALIDATION_KEY.pageInvalid)
      .min(1, VALIDATION_KEY.pageInvalid)
      .max(1_000_000, VALIDATION_KEY.pageInvalid),
  ),
});
export type DealListQuery = z.output<typeof dealListQuerySchema>;

export const dealResponseSchema = z.object({ deal: dealSchema });
export const dealListResponseSchema = z.object({
  deals: z.array(dealSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type DealList = z.infer<typeof dealListResponseSchema>;

// ---- Ratings and trust ----

/** POST review/{dealId}: 1 to 5 stars and an optional text, once a party a done deal. */
export const reviewCreateSchema = z.object({
  stars: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: VALIDATION_KEY.starsInvalid })
      .int(VALIDATION_KEY.starsInvalid)
      .min(1, VALIDATION_KEY.starsInvalid)
      .max(5, VALIDATION_KEY.starsInvalid),
  ),
  text: optionalText(DEALS.reviewTextMax, VALIDATION_KEY.reviewTextMax, { multiline: true }),
});
export type ReviewCreateRequest = z.output<typeof reviewCreateSchema>;
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/**
 * A review as shown: who wrote it, about which crop's deal. `text` is '' when none was written. `counted` says whether
 * its stars make the person's rating: only when the author proved a phone that is not the reviewed person's, and has
 * no other counted review of them in the last 90 days.
 */
export const reviewSchema = z.object({
  _id: z.string(),
  stars: z.number().int(),
  counted: z.boolean(),
  text: z.string(),
  author: z.object({ _id: z.string(), fullName: z.string(), role: z.enum(ACCOUNT_ROLES) }),
  productName: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = z.object({ review: reviewSchema });

/** GET user/reviews/{userId} query. */
export const reviewListQuerySchema = z.object({ page: dealListQuerySchema.shape.page });

/** GET user/reviews/{userId}: the reviews that show, newest first, with the average and how many of each star. */
export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  average: z.number().nullable(),
  count: z.number().int(),
  histogram: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
});
export type ReviewList = z.infer<typeof reviewListResponseSchema>;

// ---- Offers until a deadline ----

/** What a farmer weighs a buyer's offer by: a proved phone, deals done with distinct people, stars. */
export const offerTrustSchema = trustSchema.pick({
  phoneVerified: true,
  dealsDone: true,
  partners: true,
  rating: true,
});
export type OfferTrust = z.infer<typeof offerTrustSchema>;

/** How an offer compares with the nearest mandi's latest modal price of the crop (₹ a quintal). */
export const offerMandiSchema = z.object({
  market: z.string(),
  modalPrice: z.number(),
  unit: z.literal('quintal'),
  /** The mandi's day (YYYY-MM-DD). */
  date: z.string(),
  /** The offer's price per kg over (+) or under (−) the modal price per kg, in whole percent. */
  percent: z.number().int(),
});

/** One open offer on a lot, as the farmer's list ranks it. */
export const rankedOfferSchema = z.object({
  deal: dealSchema,
  /** ₹ per kg for a weight unit; null for liters and pieces. */
  pricePerKg: z.number().nullable(),
  buyerTrust: offerTrustSchema,
  mandi: offerMandiSchema.nullable(),
});
export type RankedOffer = z.infer<typeof rankedOfferSchema>;

/** GET deal/offers/{productId}: the lot's open offers, best price per kg first, then the earliest. */
export const lotOffersSchema = z.object({
  offersUntil: z.string().nullable(),
  offers: z.array(rankedOfferSchema),
});
export type LotOffers = z.infer<typeof lotOffersSchema>;

/** The lot named in the path of deal/offers. */
export const lotParamsSchema = z.object({ productId: z.string().min(1) });
