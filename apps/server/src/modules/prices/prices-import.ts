import { CROP_VOCABULARY } from '@kisansetu/contract/crops';
import type { Database } from '../../db';
import { resolveAddress } from '../places';
import type { MandiRecord } from './mandi-records';
import { marketKey, storeMandiRecords, storedMarkets, type MarketPlace } from './prices.repository';

/** What one import did, for the command's summary line and the sync's log. */
export interface ImportSummary {
  read: number;
  imported: number;
  alreadyThere: number;
  /** Commodities that name no crop of the vocabulary, with how many rows each (not stored). */
  unmapped: Record<string, number>;
  marketsPlaced: number;
  marketsUnplaced: number;
  ms: number;
}

/**
 * The crop an Agmarknet commodity is: its explicit Agmarknet name in the vocabulary ('Paddy(Dhan)(Common)' → rice,
 * 'Onion Green' → spring onion), else the crop its words name ('Tomato'), else null.
 */
export function cropOfCommodity(commodity: string): string | null {
  return CROP_VOCABULARY.byMandiName(commodity) ?? CROP_VOCABULARY.cropOfName(commodity);
}

/**
 * Places markets not yet placed: the gazetteer's best place for "market, district, state", else the district's centre.
 * Read before the transaction: the embedded database has one connection, which the transaction holds.
 */
async function placeMarkets(db: Database, wanted: Map<string, MarketPlace>): Promise<void> {
  for (const row of await storedMarkets(db)) {
    const market = wanted.get(marketKey(row.state, row.district, row.name));
    if (market && row.lat !== null && row.lon !== null) Object.assign(market, { lat: row.lat, lon: row.lon });
  }
  const districts = new Map<string, Promise<{ lat: number; lon: number } | null>>();
  for (const market of wanted.values()) {
    if (market.lat !== null) continue;
    const place =
      (await resolveAddress(db, `${market.name}, ${market.district}, ${market.state}`)) ??
      (await districtCentre(db, districts, market));
    if (place) Object.assign(market, { lat: place.lat, lon: place.lon });
  }
}

/**
 * Agmarknet districts the gazetteer knows only in parts: Delhi's markets are all in district "Delhi", which the
 * gazetteer splits into eleven; its centre stands in for them.
 */
const DISTRICT_STAND_INS: Readonly<Record<string, string>> = { delhi: 'Central Delhi' };

function districtCentre(
  db: Database,
  cache: Map<string, Promise<{ lat: number; lon: number } | null>>,
  market: MarketPlace,
): Promise<{ lat: number; lon: number } | null> {
  const key = `${market.state}\u0000${market.district}`;
  let pending = cache.get(key);
  if (!pending) {
    const standIn = DISTRICT_STAND_INS[market.district.trim().toLowerCase()];
    pending = resolveAddress(db, standIn ?? `${market.district}, ${market.state}`);
    cache.set(key, pending);
  }
  return pending;
}

/**
 * Stores records in one transaction (a failure leaves nothing behind). Markets are created and placed as first seen;
 * a price row already stored for its market, crop, variety, grade and day is left as it is, so re-importing a day
 * changes nothing. Records of unmapped commodities are counted, not stored.
 */
export async function importMandiRecords(
  db: Database,
  records: readonly MandiRecord[],
  source: 'agmarknet' | 'sample' = 'agmarknet',
): Promise<ImportSummary> {
  const started = performance.now();
  const unmapped: Record<string, number> = {};
  const cropOf = new Map<string, string | null>();
  const mapped: { record: MandiRecord; crop: string }[] = [];
  const markets = new Map<string, MarketPlace>();
  for (const record of records) {
    let crop = cropOf.get(record.commodity);
    if (crop === undefined) {
      crop = cropOfCommodity(record.commodity);
      cropOf.set(record.commodity, crop);
    }
    if (crop === null) {
      unmapped[record.commodity] = (unmapped[record.commodity] ?? 0) + 1;
      continue;
    }
    mapped.push({ record, crop });
    const key = marketKey(record.state, record.district, record.market);
    if (!markets.has(key)) {
      markets.set(key, {
        state: record.state,
        district: record.district,
        name: record.market,
        lat: null,
        lon: null,
      });
    }
  }
  await placeMarkets(db, markets);

  const imported = await storeMandiRecords(db, [...markets.values()], mapped, source);

  const placed = [...markets.values()].filter((m) => m.lat !== null).length;
  return {
    read: records.length,
    imported,
    alreadyThere: mapped.length - imported,
    unmapped,
    marketsPlaced: placed,
    marketsUnplaced: markets.size - placed,
    ms: Math.round(performance.now() - started),
  };
}

/** The command's summary line. */
export function describeImport(summary: ImportSummary): string {
  const unmapped = Object.entries(summary.unmapped).sort((a, b) => b[1] - a[1]);
  const unmappedText =
    unmapped.length === 0
      ? 'none'
      : unmapped.map(([commodity, count]) => `${commodity} (${count})`).join(', ');
  return (
    `Read ${summary.read} rows: ${summary.imported} imported, ${summary.alreadyThere} already there; ` +
    `unmapped commodities: ${unmappedText}; markets placed ${summary.marketsPlaced}, unplaced ` +
    `${summary.marketsUnplaced}; took ${(summary.ms / 1000).toFixed(1)} s`
  );
}
