import type { MandiRecord } from '../src/modules/prices';

/** One market of the price tests, as Agmarknet names it. */
export interface TestMarket {
  market: string;
  district: string;
  state: string;
}

export const LASALGAON: TestMarket = { market: 'Lasalgaon', district: 'Nashik', state: 'Maharashtra' };
export const PIMPALGAON: TestMarket = { market: 'Pimpalgaon', district: 'Nashik', state: 'Maharashtra' };
export const NASHIK: TestMarket = { market: 'Nashik', district: 'Nashik', state: 'Maharashtra' };
export const PUNE: TestMarket = { market: 'Pune', district: 'Pune', state: 'Maharashtra' };
export const SOLAPUR: TestMarket = { market: 'Solapur', district: 'Solapur', state: 'Maharashtra' };
export const AZADPUR: TestMarket = { market: 'Azadpur', district: 'North West Delhi', state: 'NCT of Delhi' };

/** yyyy-mm-dd, `daysBefore` days before 20 Nov 2025. */
export function dayBefore(daysBefore: number): string {
  return new Date(Date.UTC(2025, 10, 20) - daysBefore * 86_400_000).toISOString().slice(0, 10);
}

/** `days` consecutive days of one commodity at one market, ending on 20 Nov 2025, modal rising by ₹10 a day. */
export function priceDays(
  market: TestMarket,
  commodity: string,
  days: number,
  modal = 2000,
  extra: Partial<MandiRecord> = {},
): MandiRecord[] {
  return Array.from({ length: days }, (_, i) => {
    const value = modal + (i - days + 1) * 10;
    return {
      ...market,
      commodity,
      variety: 'Red',
      grade: 'FAQ',
      date: dayBefore(days - 1 - i),
      min: value - 300,
      max: value + 300,
      modal: value,
      ...extra,
    };
  });
}
