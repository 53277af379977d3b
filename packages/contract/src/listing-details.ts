import { z } from 'zod';
import { LIMITS, pricePerKgOf, type Unit } from './constants';
import { isCalendarDate, todayInIndia } from './dates';
import { blankToUndefined, optionalText } from './fields';
import { LISTING_VALIDATION_KEY } from './listing-messages';
import { VALIDATION_KEY } from './messages';

/** Trade grades a listing may carry: A best (uniform, clean, no damage), C a fair-average lot. */
export const GRADES = ['A', 'B', 'C'] as const;
export type Grade = (typeof GRADES)[number];

/** The limits of a listing's trade details (contract "Richer listings"). */
export const LISTING_DETAILS = {
  varietyMax: 60,
  /** A harvest date may be at most this many days back (two years). */
  harvestedOnDaysBackMax: 731,
  /** A lot may be open for offers until at most this many days ahead. */
  offersDaysMax: 7,
} as const;

const DAY_MS = 86_400_000;

/** A date and hour as typed or sent (ISO 8601 with its offset), checked against now: in the future, ≤ 7 days ahead. */
const offersUntilTime = z
  .string({ error: LISTING_VALIDATION_KEY.offersUntilInvalid })
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)), {
    error: LISTING_VALIDATION_KEY.offersUntilInvalid,
    abort: true,
  })
  .refine((text) => Date.parse(text) > Date.now(), LISTING_VALIDATION_KEY.offersUntilPast)
  .refine(
    (text) => Date.parse(text) <= Date.now() + LISTING_DETAILS.offersDaysMax * DAY_MS,
    LISTING_VALIDATION_KEY.offersUntilTooFar,
  )
  .transform((text) => new Date(text).toISOString());

/**
 * "Open for offers until" when posting: a time in the next 7 days, or blank for a listing that takes offers as they
 * come. The server answers it as ISO 8601 in UTC.
 */
export const offersUntilField = z.preprocess(blankToUndefined, offersUntilTime.optional());

/**
 * "Open for offers until" on an update: absent keeps what is stored, blank (or null) ends the deadline, a time in the
 * next 7 days sets or extends it.
 */
export const offersUntilUpdateField = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
  offersUntilTime.nullable().optional(),
);

/** The price a listing sorts and filters by: per kg for a weight unit, else as listed. */
export function comparablePrice(price: number, unit: Unit): number {
  return pricePerKgOf(price, unit) ?? price;
}

/** A yes/no from a form, JSON or query string ('true', 'on', '1' are yes); blank is "not given". */
export const yesNoField = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    if (typeof blank !== 'string') return blank;
    const word = blank.trim().toLowerCase();
    if (word === 'true' || word === 'on' || word === '1') return true;
    if (word === 'false' || word === 'off' || word === '0') return false;
    return blank;
  },
  z.boolean({ error: LISTING_VALIDATION_KEY.yesNoInvalid }).optional(),
);

/** The day `days` before `day` (both YYYY-MM-DD). */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** An optional amount from a form: blank is "not given", text is `notNumber`, below 0 refused. */
function optionalAmount(notNumber: string, max: number, maxMessage: string) {
  return z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank.trim()) : blank;
    },
    z.number({ error: notNumber }).min(0, VALIDATION_KEY.cannotBeNegative).max(max, maxMessage).optional(),
  );
}

/**
 * The optional trade details of a listing's form (create and update): all blank-means-none, so an update that leaves
 * one out clears it, as the form sends the whole listing again.
 */
export const listingDetailFields = {
  variety: optionalText(LISTING_DETAILS.varietyMax, LISTING_VALIDATION_KEY.varietyMax, { name: true }),
  grade: z.preprocess(
    blankToUndefined,
    z.enum(GRADES, { error: LISTING_VALIDATION_KEY.gradeInvalid }).optional(),
  ),
  organic: yesNoField,
  /** A calendar day in India, not in the future and at most two years back. */
  harvestedOn: z.preprocess(
    blankToUndefined,
    z
      .string({ error: LISTING_VALIDATION_KEY.harvestedOnInvalid })
      .trim()
      .refine(isCalendarDate, LISTING_VALIDATION_KEY.harvestedOnInvalid)
      .refine((day) => day <= todayInIndia(), LISTING_VALIDATION_KEY.harvestedOnFuture)
      .refine(
        (day) => day >= daysBefore(todayInIndia(), LISTING_DETAILS.harvestedOnDaysBackMax),
        LISTING_VALIDATION_KEY.harvestedOnTooOld,
      )
      .optional(),
  ),
  /** The least a buyer may take, in the listing's unit; at most the listed quantity (checked on the whole form). */
  minOrderQuantity: optionalAmount(
    LISTING_VALIDATION_KEY.minOrderNotNumber,
    LIMITS.quantityMax,
    VALIDATION_KEY.quantityTooLarge,
  ),
};

/** The whole-form rule of the details: a minimum order within the quantity. */
export function minOrderWithinQuantity(
  value: { quantity: number; minOrderQuantity?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.minOrderQuantity !== undefined && value.minOrderQuantity > value.quantity) {
    ctx.addIssue({
      code: 'custom',
      message: LISTING_VALIDATION_KEY.minOrderAboveQuantity,
      path: ['minOrderQuantity'],
    });
  }
}
