import type { Location } from '@kisansetu/contract';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { tables, type Database } from '../../../db';
import { addressCandidates, pincodeInText, type Candidate } from '../address-candidates';
import { placeKey, placeKeys } from '../phonetic-key';

/** Approximate coordinates of a PIN code or named place (the contract's `Location`); never a person's exact position. */
export type ResolvedPlace = Location;

interface PlaceRow {
  key: string;
  name: string;
  kind: 'district' | 'office';
  district: string;
  state: string | null;
  lat: number;
  lon: number;
}

/** Candidates this far apart for the same name are different places: without a hint, no guess. */
const SAME_PLACE_KM = 40;

/** Centre of a PIN code, or null when the PIN is unknown (or not six digits). */
export async function resolvePincode(db: Database, pincode: string): Promise<ResolvedPlace | null> {
  const pin = pincode.replace(/\s+/g, '');
  if (!/^[1-9]\d{5}$/.test(pin)) return null;
  const [row] = await db
    .select()
    .from(tables.placePincodes)
    .where(eq(tables.placePincodes.pincode, pin))
    .limit(1);
  return row ?? null;
}

/** A gazetteer fact read once per database (the gazetteer does not change while the server runs), again after a failure. */
function readOnce<T>(read: (db: Database) => Promise<T>): (db: Database) => Promise<T> {
  const known = new WeakMap<Database, Promise<T>>();
  return (db) => {
    let pending = known.get(db);
    if (!pending) {
      pending = read(db);
      pending.catch(() => known.delete(db));
      known.set(db, pending);
    }
    return pending;
  };
}

/** The states of the loaded data by key ('maharastr' → 'Maharashtra'). */
const statesByKey = readOnce((db) =>
  db
    .selectDistinct({ state: tables.placePincodes.state })
    .from(tables.placePincodes)
    .where(isNotNull(tables.placePincodes.state))
    .then((rows) => new Map(rows.flatMap(({ state }) => (state ? [[placeKey(state), state] as const] : [])))),
);

/** Every state of the loaded gazetteer. */
export const stateNames: (db: Database) => Promise<readonly string[]> = readOnce(async (db) => [
  ...(await statesByKey(db)).values(),
]);

/** Every district of the loaded gazetteer. */
export const districtNames: (db: Database) => Promise<readonly string[]> = readOnce((db) =>
  db
    .selectDistinct({ district: tables.placePincodes.district })
    .from(tables.placePincodes)
    .where(isNotNull(tables.placePincodes.district))
    .then((rows) => rows.flatMap(({ district }) => (district ? [district] : []))),
);

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** Keys of district and state names, which recur in the rows of every lookup: each computed once. */
const nameKeys = new Map<string, string>();
function keyOfName(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = placeKey(name);
    nameKeys.set(name, key);
  }
  return key;
}

const overlaps = (a: Candidate, b: Candidate) => a.start < b.end && b.start < a.end;

/**
 * Whether two keys differ by at most one inserted, deleted or changed letter ('davanager'/'davanger'): a district
 * named as a hint is matched this loosely, since it only confirms a place already found.
 */
function nearlySame(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 6) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

/**
 * Scores a matched place: a district or state named elsewhere in the address that agrees wins most; a state that
 * disagrees loses; longer names beat shorter ones; a district beats a post office of the same name.
 */
function score(
  row: PlaceRow,
  from: Candidate,
  candidates: Candidate[],
  mentionedStates: Set<string>,
  knownKeys: Set<string>,
): number {
  const elsewhere = candidates.filter((c) => !overlaps(c, from));
  const districtKey = keyOfName(row.district);
  const stateKey = row.state ? keyOfName(row.state) : '';
  // A word that is exactly some place's name names that place, not a misspelling of a district ('Jodhpur' is not
  // 'Jaunpur', and the village Shivpur is not Shivpuri).
  const hints = (key: string) => key === districtKey || (!knownKeys.has(key) && nearlySame(key, districtKey));
  let total = (from.end - from.start) * 10 + (row.kind === 'district' ? 5 : 0);
  if (row.kind === 'office' && elsewhere.some((c) => c.keys.some(hints))) {
    total += 100;
  }
  if (mentionedStates.has(stateKey)) total += 60;
  else if (mentionedStates.size > 0) total -= 40;
  return total;
}

/** Every district of the gazetteer, as place rows. */
const districtRows = readOnce((db): Promise<PlaceRow[]> =>
  db.select().from(tables.placeNames).where(eq(tables.placeNames.kind, 'district')),
);

/**
 * The districts that `unknown` words (no place is known by them, nor a state) spell with one letter more, less or
 * changed, where the address names the district's state and the words fit one district only: 'Davanagere, Karnataka'
 * (the official spelling) is the gazetteer's Davangere. Each as a row under the words' key, so that it is scored as
 * if named.
 */
async function misspeltDistricts(
  db: Database,
  unknown: Candidate[],
  mentionedStates: Set<string>,
): Promise<PlaceRow[]> {
  const unknownKeys = unknown.flatMap((c) => c.keys);
  if (mentionedStates.size === 0 || unknownKeys.length === 0) return [];
  const inNamedStates = (await districtRows(db)).filter(
    (row) => row.state !== null && mentionedStates.has(keyOfName(row.state)),
  );
  return unknownKeys.flatMap((key) => {
    const near = inNamedStates.filter((row) => nearlySame(key, row.key));
    return near.length === 1 ? [{ ...near[0]!, key }] : [];
  });
}

/** A best-scoring place, and where the address names it (the candidate's first word). */
interface Contender {
  row: PlaceRow;
  score: number;
  at: number;
}

const agreeing = (contenders: Contender[]) =>
  contenders.every(({ row }) => distanceKm(row, contenders[0]!.row) <= SAME_PLACE_KM);

/**
 * The place among equally scored ones: a district before its offices; then one place, or places close enough to be
 * one. `widening`: places far apart named at different points of the address give the one named last, if it is one
 * place. An Indian address widens from left to right, so 'Rampur, Farrukhabad' is a village Rampur in Farrukhabad,
 * not the district Rampur, and 'Devgaon, Lasalgaon, Nashik' a Devgaon at Lasalgaon, not the gazetteer's Devgaon of
 * Nashik, far from it (a village's name recurs even within a district). A name that alone stands for places far apart
 * gives no guess.
 */
function chosenAmong(best: Contender[], widening: boolean): PlaceRow | null {
  const districts = best.filter((b) => b.row.kind === 'district');
  const chosen = districts.length > 0 ? districts : best;
  if (chosen.length === 0) return null;
  if (agreeing(chosen)) return chosen[0]!.row;
  if (!widening) return null;
  const lastAt = Math.max(...chosen.map((b) => b.at));
  const last = chosen.filter((b) => b.at === lastAt);
  return agreeing(last) ? last[0]!.row : null;
}

/**
 * Best place named in a free-text address (town / post office / district; English or Devanagari), or null. A
 * listing's or a profile's address whose village the gazetteer cannot tell apart is placed at the wider place it
 * names after it (`widening`, see chosenAmong): its point then serves near-me. A search's is not (see
 * resolveAddressQuery).
 */
export async function resolveAddress(
  db: Database,
  address: string,
  { widening = true }: { widening?: boolean } = {},
): Promise<ResolvedPlace | null> {
  const pin = pincodeInText(address);
  if (pin) {
    const byPin = await resolvePincode(db, pin);
    if (byPin) return byPin;
  }
  const { candidates, namedStates } = addressCandidates(address);
  if (candidates.length === 0) return null;
  const states = await statesByKey(db);
  const mentionedStates = new Set(namedStates.map(placeKey));
  const stateSpans = candidates.filter((c) => c.keys.some((key) => states.has(key)));
  for (const candidate of stateSpans) {
    for (const key of candidate.keys) if (states.has(key)) mentionedStates.add(key);
  }
  const keys = [...new Set(candidates.flatMap((c) => c.keys))];
  const found: PlaceRow[] = await db
    .select()
    .from(tables.placeNames)
    .where(inArray(tables.placeNames.key, keys));
  // The keys of places the gazetteer knows by name, not of districts read as one letter away.
  const knownKeys = new Set(found.map((row) => row.key));
  const unknown = candidates.filter(
    (c) => !stateSpans.some((span) => overlaps(span, c)) && !c.keys.some((key) => knownKeys.has(key)),
  );
  const rows = [...found, ...(await misspeltDistricts(db, unknown, mentionedStates))];
  let best: Contender[] = [];
  for (const row of rows) {
    for (const candidate of candidates) {
      if (!candidate.keys.includes(row.key)) continue;
      // A state's name ('Punjab', 'Jammu and Kashmir') names the state, not a village or district of (part of)
      // that name somewhere else.
      if (stateSpans.some((span) => overlaps(span, candidate))) continue;
      const value = score(row, candidate, candidates, mentionedStates, knownKeys);
      const contender = { row, score: value, at: candidate.start };
      if (best.length === 0 || value > (best[0]?.score ?? 0)) best = [contender];
      else if (value === best[0]?.score) {
        const same = best.find((b) => b.row === row);
        if (!same) best.push(contender);
        else same.at = Math.max(same.at, contender.at);
      }
    }
  }
  const first = chosenAmong(best, widening);
  if (!first) return null;
  return {
    pincode: null,
    place: first.name,
    district: first.district,
    state: first.state,
    lat: first.lat,
    lon: first.lon,
  };
}

/** PIN first (if given and known), else the address; null when nothing resolves. */
export async function resolveLocation(
  db: Database,
  input: { pincode?: string | null; address?: string | null },
): Promise<ResolvedPlace | null> {
  if (input.pincode) {
    const byPin = await resolvePincode(db, input.pincode);
    if (byPin) return byPin;
  }
  return input.address ? resolveAddress(db, input.address) : null;
}

/** The place an address search names, as the columns listings store it: a state, a district, or a town in one. */
export type AddressPlace =
  | { kind: 'state'; state: string }
  | { kind: 'district'; district: string; state: string | null }
  | { kind: 'place'; place: string; district: string };

/**
 * What an address typed into search names, in any script or spelling the gazetteer knows ('नासिक', 'Nasik' →
 * district Nashik; 'punjab' → the state): a listing placed there matches it even when its address is written
 * otherwise. Null when the text names no known place (the search then matches the address's words only), and when
 * its first place is one the gazetteer cannot tell apart: 'Rampur, Karnal' asks for Rampur, not for all of Karnal.
 */
export async function resolveAddressQuery(db: Database, text: string): Promise<AddressPlace | null> {
  const states = await statesByKey(db);
  for (const key of placeKeys(text)) {
    const state = states.get(key);
    if (state) return { kind: 'state', state };
  }
  const place = await resolveAddress(db, text, { widening: false });
  if (!place?.place) return null;
  if (place.place === place.district)
    return { kind: 'district', district: place.district, state: place.state };
  return place.district ? { kind: 'place', place: place.place, district: place.district } : null;
}
