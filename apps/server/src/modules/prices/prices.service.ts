import {
  MANDI_MARKETS_MAX,
  MANDI_TREND_DAYS,
  type ErrorMessageKey,
  type MandiMarket,
  type MandiPriceQuery,
  type MandiPriceResponse,
} from '@kisansetu/contract';
import { CROP_VOCABULARY, CROPS } from '@kisansetu/contract/crops';
import { AppError } from '../../errors/app-error';
import type { PricesRepository } from './prices.repository';

/** The credit shown wherever prices are (the licence asks for attribution). */
export const MANDI_SOURCE = {
  name: 'Agmarknet, Directorate of Marketing & Inspection, via data.gov.in',
  licence: 'Government Open Data Licence – India',
  url: 'https://www.data.gov.in/catalog/current-daily-price-various-commodities-various-markets-mandi',
} as const;

const CROP_KEYS = new Set(CROPS.map((entry) => entry.key));

const fieldError = (field: string, message: ErrorMessageKey) =>
  new AppError('validation_failed', message, { fields: { [field]: message } });

/**
 * The crop a query names: a vocabulary key as is, else a name or spelling in any language, a typo of one, or a
 * beginning that fits one crop only; null otherwise (the route answers 400 on `crop`, not an empty list, so that a
 * misspelt crop is not mistaken for one no mandi trades).
 */
export function cropOfQuery(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  if (CROP_KEYS.has(trimmed)) return trimmed;
  const { crops, match } = CROP_VOCABULARY.resolveQuery(text);
  if (match === 'none' || crops.length === 0) return null;
  if (match === 'prefix' && crops.length > 1) return null;
  return crops[0] ?? null;
}

export interface PricesServiceDeps {
  prices: PricesRepository;
  /** A PIN code's centre; an unknown one throws 400 on `pincode`. */
  centreOfPincode(pincode: string): Promise<{ lat: number; lon: number }>;
  storedLocationOf(userId: string): Promise<{ lat: number; lon: number } | null>;
}

/** GET price/mandi: the nearest markets' prices of a crop. */
export function createPricesService({ prices, centreOfPincode, storedLocationOf }: PricesServiceDeps) {
  /** The point in the contract's order: lat + lon, a PIN code's centre, the caller's stored place; else 400. */
  async function pointOf(query: MandiPriceQuery, callerId: string | null) {
    if (query.lat !== undefined && query.lon !== undefined) return { lat: query.lat, lon: query.lon };
    if (query.pincode !== undefined) return centreOfPincode(query.pincode);
    const stored = callerId === null ? null : await storedLocationOf(callerId);
    if (!stored) throw fieldError('pincode', 'validation.pricePlaceRequired');
    return stored;
  }

  return {
    /**
     * The nearest market's latest modal price of `crop` (₹ a quintal) from `point`, or null when no market has the
     * crop: what a farmer's offers are compared with.
     */
    async nearestModal(
      crop: string,
      point: { lat: number; lon: number },
    ): Promise<{ market: string; modal: number; date: string } | null> {
      const sources = (await prices.hasRealPrices()) ? (['agmarknet'] as const) : (['sample'] as const);
      const [nearest] = await prices.nearestMarkets(crop, point, sources, 1);
      if (!nearest) return null;
      const days = await prices.marketDays(crop, [nearest.id], sources, 1);
      const latest = days[days.length - 1];
      return latest ? { market: nearest.name, modal: latest.modal, date: latest.date } : null;
    },

    /**
     * The 5 nearest markets that have the crop, nearest first, each with its latest day and the modal prices of
     * the 30 days up to it. The demo's sample prices count only while no real price is stored (`source.sample`).
     */
    async mandi(query: MandiPriceQuery, callerId: string | null): Promise<MandiPriceResponse> {
      const crop = cropOfQuery(query.crop);
      if (!crop) throw fieldError('crop', 'validation.priceCropUnknown');
      const point = await pointOf(query, callerId);
      const sample = !(await prices.hasRealPrices());
      const sources = sample ? (['sample'] as const) : (['agmarknet'] as const);
      const near = await prices.nearestMarkets(crop, point, sources, MANDI_MARKETS_MAX);
      const days = await prices.marketDays(
        crop,
        near.map((market) => market.id),
        sources,
        MANDI_TREND_DAYS,
      );
      const markets = near.flatMap((market): MandiMarket[] => {
        const own = days.filter((day) => day.marketId === market.id);
        const latest = own[own.length - 1];
        if (!latest) return [];
        return [
          {
            market: market.name,
            district: market.district,
            state: market.state,
            distanceKm: Math.round(market.metres / 100) / 10,
            latest: { date: latest.date, min: latest.min, max: latest.max, modal: latest.modal },
            trend: own.map((day) => ({ date: day.date, modal: day.modal })),
          },
        ];
      });
      return { crop, unit: 'quintal', markets, source: { ...MANDI_SOURCE, sample } };
    },
  };
}

export type PricesService = ReturnType<typeof createPricesService>;
