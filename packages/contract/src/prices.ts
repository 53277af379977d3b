import { z } from 'zod';
import { LIMITS } from './constants';
import { blankToUndefined, pincodeField } from './fields';
import { VALIDATION_KEY } from './messages';
import { nearMeFields, requireWholePoint } from './product';

/** How many markets GET price/mandi returns, nearest first. */
export const MANDI_MARKETS_MAX = 5;
/** How many days of modal prices a market's trend covers, ending at its latest day. */
export const MANDI_TREND_DAYS = 30;

/**
 * GET price/mandi query. `crop`: a crop's name in any language or spelling the search understands ('onion', 'प्याज',
 * 'pyaz'); a name that is no crop is 400 on `crop`. The point to measure from: `lat` + `lon`, else `pincode`'s centre,
 * else the signed-in caller's stored place; none of these is 400 on `pincode`.
 */
export const mandiPriceQuerySchema = z
  .object({
    crop: z.preprocess(
      blankToUndefined,
      z
        .string({ error: VALIDATION_KEY.priceCropRequired })
        .trim()
        .min(1, VALIDATION_KEY.priceCropRequired)
        .max(LIMITS.productNameMax, VALIDATION_KEY.priceCropMax),
    ),
    pincode: pincodeField,
    lat: nearMeFields.lat,
    lon: nearMeFields.lon,
  })
  .superRefine(requireWholePoint);
export type MandiPriceQuery = z.output<typeof mandiPriceQuerySchema>;

/** A market's prices on one day, ₹ a quintal (several varieties or grades that day: lowest min, highest max, mean modal). */
export const mandiDayPriceSchema = z.object({
  date: z.string(),
  min: z.number(),
  max: z.number(),
  modal: z.number(),
});

/** One market near the point, with its latest day and the modal prices of the 30 days up to it, oldest first. */
export const mandiMarketSchema = z.object({
  market: z.string(),
  district: z.string(),
  state: z.string(),
  distanceKm: z.number(),
  latest: mandiDayPriceSchema,
  trend: z.array(z.object({ date: z.string(), modal: z.number() })),
});
export type MandiMarket = z.infer<typeof mandiMarketSchema>;

/**
 * Where the prices come from, to be credited wherever they show. `sample`: true while only the demo's sample prices
 * are loaded (no real Agmarknet day imported yet), so the screen can say "Sample prices".
 */
export const mandiSourceSchema = z.object({
  name: z.string(),
  licence: z.string(),
  url: z.string(),
  sample: z.boolean(),
});
export type MandiSource = z.infer<typeof mandiSourceSchema>;

/** GET price/mandi: `crop` is the vocabulary's key; prices are ₹ a quintal as Agmarknet gives them. */
export const mandiPriceResponseSchema = z.object({
  crop: z.string(),
  unit: z.literal('quintal'),
  markets: z.array(mandiMarketSchema),
  source: mandiSourceSchema,
});
export type MandiPriceResponse = z.infer<typeof mandiPriceResponseSchema>;
