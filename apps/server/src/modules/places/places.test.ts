import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables, type DatabaseHandle } from '../../db';
import { DEMO_LISTINGS, DEMO_PEOPLE } from '../../demo';
import { openTestDatabase } from '../../../test/test-app';
import { ensureGazetteer, gazetteerVersion, resolveAddress, resolveLocation, resolvePincode } from '.';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Great-circle distance in km, to say "near" without pinning the data's exact medians. */
function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const NASHIK = { lat: 20.0, lon: 73.79 };
const PUNE = { lat: 18.52, lon: 73.86 };
const INDORE = { lat: 22.72, lon: 75.86 };
const LUDHIANA = { lat: 30.9, lon: 75.85 };
const GUNTUR = { lat: 16.3, lon: 80.44 };

describe('resolvePincode', () => {
  it("gives a PIN code's centre, its main post office, district and state", async () => {
    const place = await resolvePincode(database.db, '422003');
    expect(place).toMatchObject({
      pincode: '422003',
      place: 'Panchvati',
      district: 'Nashik',
      state: 'Maharashtra',
    });
    expect(km(place!, NASHIK)).toBeLessThan(25);
  });

  it('accepts a PIN code written with a space', async () => {
    expect((await resolvePincode(database.db, '422 003'))?.pincode).toBe('422003');
  });

  it('gives null for an unknown PIN code and for anything that is not one', async () => {
    expect(await resolvePincode(database.db, '999999')).toBeNull();
    expect(await resolvePincode(database.db, '012345')).toBeNull();
    expect(await resolvePincode(database.db, 'abcdef')).toBeNull();
    expect(await resolvePincode(database.db, '')).toBeNull();
  });
});

describe('resolveAddress', () => {
  it('finds the village of a rural address by its post office, in the district the address names', async () => {
    const place = await resolveAddress(database.db, 'At post Pimpalgaon Baswant, Tal. Niphad, Dist. Nashik');
    expect(place).toMatchObject({
      place: 'Pimpalgaon Baswant',
      district: 'Nashik',
      state: 'Maharashtra',
      pincode: null,
    });
    expect(km(place!, { lat: 20.17, lon: 73.99 })).toBeLessThan(30);
  });

  it.each([
    ['Nashik, Maharashtra', 'Nashik', 'Maharashtra', NASHIK],
    ['Nasik', 'Nashik', 'Maharashtra', NASHIK],
    ['Indore MP', 'Indore', 'Madhya Pradesh', INDORE],
    ['Ludhiana, Punjab', 'Ludhiana', 'Punjab', LUDHIANA],
    ['Guntur', 'Guntur', 'Andhra Pradesh', GUNTUR],
    ['नासिक, महाराष्ट्र', 'Nashik', 'Maharashtra', NASHIK],
    ['पुणे', 'Pune', 'Maharashtra', PUNE],
    ['इंदौर', 'Indore', 'Madhya Pradesh', INDORE],
  ])('places %j in %s, %s', async (address, district, state, centre) => {
    const place = await resolveAddress(database.db, address);
    expect(place).toMatchObject({ district, state });
    expect(km(place!, centre)).toBeLessThan(40);
  });

  it('places a village whose name recurs far away at the wider place its address names after it', async () => {
    // Devgaon and Lasalgaon are both post offices of Nashik, far apart in the gazetteer: the address names the
    // village, then the town it belongs to, then the district.
    const lasalgaon = await resolveAddress(database.db, 'Devgaon, Lasalgaon, Nashik, Maharashtra');
    expect(lasalgaon).toMatchObject({ place: 'Lasalgaon', district: 'Nashik', state: 'Maharashtra' });
    expect(km(lasalgaon!, { lat: 20.15, lon: 74.23 })).toBeLessThan(15);
    expect(await resolveAddress(database.db, 'Devgaon, Nashik, Maharashtra')).toMatchObject({
      place: 'Devgaon',
      district: 'Nashik',
    });
    // Rampur is also a district of Uttar Pradesh, far from Farrukhabad.
    const farrukhabad = await resolveAddress(database.db, 'Rampur, Farrukhabad, Uttar Pradesh');
    expect(farrukhabad).toMatchObject({ district: 'Farrukhabad', state: 'Uttar Pradesh' });
    expect(km(farrukhabad!, { lat: 27.39, lon: 79.58 })).toBeLessThan(30);
  });

  it("reads a district's name spelt with a letter more or less, where the address names its state", async () => {
    // Karnataka spells it Davanagere; India Post's directory, Davangere.
    const place = await resolveAddress(database.db, 'Khedi, Davanagere, Karnataka');
    expect(place).toMatchObject({ district: 'Davangere', state: 'Karnataka' });
    expect(km(place!, { lat: 14.46, lon: 75.92 })).toBeLessThan(40);
    // Without the state, one letter is too little to go on.
    expect(await resolveAddress(database.db, 'Davangre')).toBeNull();
  });

  it('knows a district by the name people use for it: a former name, the state’s spelling, the undivided district', async () => {
    const allahabad = await resolveAddress(database.db, 'Naini, Allahabad');
    expect(allahabad).toMatchObject({ district: 'Prayagraj', state: 'Uttar Pradesh' });
    expect(km(allahabad!, { lat: 25.44, lon: 81.85 })).toBeLessThan(30);
    expect(await resolveAddress(database.db, 'इलाहाबाद')).toMatchObject({ district: 'Prayagraj' });
    expect(await resolveAddress(database.db, 'Sector 14, Gurgaon')).toMatchObject({ district: 'Gurugram' });
    expect(await resolveAddress(database.db, 'Davanagere')).toMatchObject({ district: 'Davangere' });
    expect(await resolveAddress(database.db, 'Devgaon, Bardhaman')).toMatchObject({
      district: 'Purba Bardhaman',
      state: 'West Bengal',
    });
    // Aurangabad is a district of Bihar too: the new name says which.
    expect(await resolveAddress(database.db, 'Paithan, Chhatrapati Sambhajinagar')).toMatchObject({
      district: 'Aurangabad',
      state: 'Maharashtra',
    });
  });

  it('uses a PIN code written in the address', async () => {
    expect(await resolveAddress(database.db, 'Near bus stand, Nashik - 422003')).toMatchObject({
      pincode: '422003',
    });
  });

  it('tells namesakes apart by the state the address names, and does not guess without one', async () => {
    const bihar = await resolveAddress(database.db, 'Aurangabad, Bihar');
    expect(bihar).toMatchObject({ district: 'Aurangabad', state: 'Bihar' });
    expect(km(bihar!, { lat: 24.75, lon: 84.37 })).toBeLessThan(50);
    const maharashtra = await resolveAddress(database.db, 'Aurangabad, Maharashtra');
    expect(maharashtra).toMatchObject({ district: 'Aurangabad', state: 'Maharashtra' });
    expect(km(maharashtra!, { lat: 19.88, lon: 75.34 })).toBeLessThan(50);
    expect(await resolveAddress(database.db, 'Aurangabad')).toBeNull();
  });

  it('does not guess among villages of one name in many districts', async () => {
    expect(await resolveAddress(database.db, 'Pimpalgaon')).toBeNull();
    // Jodhpur is a district of its own, not a misspelling of Jaunpur, which has a post office called Rampur.
    const rampur = await resolveAddress(database.db, 'Rampur, Jodhpur');
    expect(rampur?.district ?? 'none').not.toBe('Jaunpur');
  });

  it("does not read a village one letter from a district's name as that district", async () => {
    // Shivpur is a village name of many districts, one letter from Shivpuri, which has a post office called Sehore.
    const place = await resolveAddress(database.db, 'Shivpur, Sehore, Madhya Pradesh');
    expect(place).toMatchObject({ district: 'Sehore', state: 'Madhya Pradesh' });
    expect(km(place!, { lat: 23.2, lon: 77.08 })).toBeLessThan(40);
  });

  it('gives null for nonsense and for an empty address', async () => {
    expect(await resolveAddress(database.db, 'xyz 123')).toBeNull();
    expect(await resolveAddress(database.db, '')).toBeNull();
    expect(await resolveAddress(database.db, '   ,, ..')).toBeNull();
  });
});

describe('resolveLocation', () => {
  it('prefers a known PIN code and falls back to the address', async () => {
    expect(
      await resolveLocation(database.db, { pincode: '422003', address: 'Ludhiana, Punjab' }),
    ).toMatchObject({
      pincode: '422003',
    });
    expect(
      await resolveLocation(database.db, { pincode: '999999', address: 'Ludhiana, Punjab' }),
    ).toMatchObject({
      district: 'Ludhiana',
    });
    expect(await resolveLocation(database.db, { pincode: null, address: null })).toBeNull();
  });
});

describe('demo data', () => {
  it('places every demo address by its words alone, and every demo PIN code', async () => {
    const addresses = [...DEMO_PEOPLE.map((p) => p.address), ...DEMO_LISTINGS.map((l) => l.address)];
    const unresolved: string[] = [];
    for (const address of new Set(addresses)) {
      if (!(await resolveAddress(database.db, address))) unresolved.push(address);
    }
    expect(unresolved).toEqual([]);
    const pincodes = [...DEMO_PEOPLE.map((p) => p.pincode), ...DEMO_LISTINGS.flatMap((l) => l.pincode ?? [])];
    for (const pincode of new Set(pincodes))
      expect(await resolvePincode(database.db, pincode), pincode).not.toBeNull();
  });
});

describe('ensureGazetteer', () => {
  const counts = async () => ({
    pins: await database.db.$count(tables.placePincodes),
    districts: await database.db.$count(tables.placeNames, eq(tables.placeNames.kind, 'district')),
    names: await database.db.$count(tables.placeNames),
  });

  it('holds every PIN code with coordinates and the districts of India', async () => {
    const { pins, districts } = await counts();
    expect(pins).toBeGreaterThan(19_000);
    expect(districts).toBeGreaterThan(700);
  });

  it('leaves a loaded gazetteer as it is, however often and concurrently it is called', async () => {
    const before = await counts();
    await Promise.all([ensureGazetteer(database.db), ensureGazetteer(database.db)]);
    await ensureGazetteer(database.db);
    expect(await counts()).toEqual(before);
    expect(await database.db.select().from(tables.gazetteerMeta)).toEqual([
      { id: 'gazetteer', version: gazetteerVersion() },
    ]);
  });

  it('leaves the places ready to be looked up by name: nothing waiting in a pending list, each index taken', async () => {
    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      (
        (await database.db.execute(query)) as unknown as {
          rows: T[];
        }
      ).rows;
    for (const index of ['place_pincodes_place_trgm_idx', 'place_names_name_trgm_idx']) {
      // The number of pending pages the call merged into the index: none, as the load left none waiting.
      const [row] = await rowsOf<{ merged: number }>(
        sql`SELECT gin_clean_pending_list(${index}::regclass) AS merged`,
      );
      expect({ index, merged: Number(row?.merged) }).toEqual({ index, merged: 0 });
    }
    // A town's name within the offices' and the PIN codes' places, as a search asks it (places-named.ts): with the
    // rows left waiting, or without the tables' statistics, the planner read every place instead.
    const planOf = async (query: ReturnType<typeof sql>) =>
      (await rowsOf<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`))
        .map((line) => line['QUERY PLAN'])
        .join('\n');
    expect(
      await planOf(
        sql`SELECT DISTINCT district FROM place_names WHERE kind = 'office'
          AND (lower(name) LIKE '%nandgaon, madikeri%' OR lower(name) LIKE 'madikeri%')`,
      ),
    ).toContain('place_names_name_trgm_idx');
    expect(
      await planOf(
        sql`SELECT DISTINCT district FROM place_pincodes WHERE district IS NOT NULL
          AND (lower(place) LIKE '%nandgaon, madikeri%' OR lower(place) LIKE 'madikeri%')`,
      ),
    ).toContain('place_pincodes_place_trgm_idx');
  });
});
