import type { Unit } from '@kisansetu/contract';

/** The units a mandi price can be shown in: those with a weight. */
export const WEIGHT_UNITS = ['kg', 'quintal', 'ton'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Kilograms in one of a listing's units; liters and pieces have no weight, so a quintal price cannot be compared. */
const KG_IN: Partial<Record<Unit, number>> = { kg: 1, quintal: 100, ton: 1000 };

export function isWeightUnit(value: unknown): value is WeightUnit {
  return WEIGHT_UNITS.some((unit) => unit === value);
}

/** A mandi price (₹ a quintal, as Agmarknet gives it) in `unit`, to the paisa; null when the unit is no weight. */
export function mandiPriceIn(perQuintal: number, unit: Unit): number | null {
  const kg = KG_IN[unit];
  if (kg === undefined) return null;
  return Math.round((perQuintal / 100) * kg * 100) / 100;
}

/**
 * How a listing's price compares with the market's, in whole percent: negative below, positive above, 0 about the
 * same. Null when either is not a positive number (nothing to compare).
 */
export function comparePercent(listingPrice: number, marketPrice: number): number | null {
  if (!(listingPrice > 0) || !(marketPrice > 0)) return null;
  return Math.round(((listingPrice - marketPrice) / marketPrice) * 100);
}
