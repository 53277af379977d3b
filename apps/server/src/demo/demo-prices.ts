import { count } from 'drizzle-orm';
import { tables, type Database } from '../db';
import { importMandiRecords, type ImportSummary, type MandiRecord } from '../modules/prices';

/**
 * The demo's sample mandi prices: 30 days at real markets near the demo listings, at about the 2024–25 season's
 * levels (₹ a quintal). Stored with source 'sample', so GET price/mandi says `sample: true` and the screens say
 * "Sample prices"; the first real import hides them.
 */
// A data table reads best one market a line.
// prettier-ignore
const MARKETS: readonly [market: string, district: string, state: string, commodities: Readonly<Record<string, number>>][] = [
  ['Lasalgaon', 'Nashik', 'Maharashtra', { Onion: 1950, Tomato: 1700 }],
  ['Pimpalgaon', 'Nashik', 'Maharashtra', { Onion: 2050, Tomato: 1800 }],
  ['Nashik', 'Nashik', 'Maharashtra', { Onion: 2100, Tomato: 1900, Potato: 1700, Maize: 2150 }],
  ['Pune', 'Pune', 'Maharashtra', { Onion: 2200, Tomato: 2000, Potato: 1800, Rice: 4600, Wheat: 3100 }],
  ['Narayangaon', 'Pune', 'Maharashtra', { Tomato: 1750 }],
  ['Azadpur', 'Delhi', 'NCT of Delhi', { Onion: 2400, Tomato: 2300, Potato: 1600 }],
  ['Agra', 'Agra', 'Uttar Pradesh', { Potato: 1350, Wheat: 2450 }],
  ['Farrukhabad', 'Farrukhabad', 'Uttar Pradesh', { Potato: 1300 }],
  ['Karnal', 'Karnal', 'Haryana', { Wheat: 2425, 'Paddy(Dhan)(Basmati)': 3600 }],
  ['Sehore', 'Sehore', 'Madhya Pradesh', { Wheat: 2900 }],
  ['Kolar', 'Kolar', 'Karnataka', { Tomato: 1600 }],
  ['Davangere', 'Davanagere', 'Karnataka', { Maize: 2200 }],
];

const DAYS = 30;
const DAY_MS = 86_400_000;
const roundTo10 = (value: number) => Math.round(value / 10) * 10;

/** The sample records of the 30 days up to the day before `now` (a small, repeatable wave around each price). */
export function samplePriceRecords(now: number = Date.now()): MandiRecord[] {
  const records: MandiRecord[] = [];
  MARKETS.forEach(([market, district, state, commodities], m) => {
    Object.entries(commodities).forEach(([commodity, base], c) => {
      for (let d = DAYS; d >= 1; d -= 1) {
        const wave = Math.sin(d / 4 + m + c) * 0.08 + Math.sin(d * 1.7 + m * 3) * 0.02;
        const modal = roundTo10(base * (1 + wave));
        records.push({
          state,
          district,
          market,
          commodity,
          variety: 'Other',
          grade: 'FAQ',
          date: new Date(now - d * DAY_MS).toISOString().slice(0, 10),
          min: roundTo10(modal * 0.82),
          max: roundTo10(modal * 1.14),
          modal,
        });
      }
    });
  });
  return records;
}

/**
 * Stores the sample prices when no price at all is stored (the first start of a demo database, or one made before
 * prices existed); null when there were prices already. Needs the gazetteer loaded, to place the markets.
 */
export async function ensureSamplePrices(
  db: Database,
  now: number = Date.now(),
): Promise<ImportSummary | null> {
  const [stored] = await db.select({ n: count() }).from(tables.mandiPrices);
  if ((stored?.n ?? 0) > 0) return null;
  return importMandiRecords(db, samplePriceRecords(now), 'sample');
}
