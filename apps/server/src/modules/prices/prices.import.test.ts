import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { tables, type DatabaseHandle } from '../../db';
import { openTestDatabase } from '../../../test/test-app';
import {
  MandiFileError,
  importMandiRecords,
  parsePriceFile,
  recordsFromApi,
  recordsFromCsv,
  type MandiRecord,
} from '.';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HEADER =
  'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price';

const CSV = [
  HEADER,
  'Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,18/11/2025,1200,2300,1950',
  'Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,19/11/2025,1250,2350,2000',
  'Maharashtra,Nashik,Lasalgaon,Onion Green,Onion Green,FAQ,19/11/2025,800,1500,1200',
  '"Maharashtra","Nashik","Pimpalgaon","Tomato","Hybrid, Local","FAQ","19/11/2025","900","1600","1300"',
  'Maharashtra,Pune,"Pune(Pimpri), Khadki",Potato,Talegaon,FAQ,19/11/2025,1500,2200,1900',
  'Haryana,Karnal,Karnal,Paddy(Dhan)(Common),Common,FAQ,19/11/2025,2300,2400,2350',
  'Maharashtra,Nashik,Nashik,Firewood,Other,FAQ,19/11/2025,300,400,350',
  'Maharashtra,Nashik,Nashik,Firewood,Other,FAQ,18/11/2025,300,400,350',
  'Maharashtra,Nashik,Nashik,Dry Fodder,Other,FAQ,19/11/2025,300,400,350',
  'Qqzy,Zzqx,Qqzx,Wheat,Other,FAQ,19/11/2025,2300,2500,2400',
].join('\r\n');

const pricesOf = async () => (await database.db.select({ n: count() }).from(tables.mandiPrices))[0]?.n ?? 0;

describe('price files', () => {
  it('reads the CSV export: quoted fields with commas, dd/mm/yyyy dates, ₹ a quintal', () => {
    const records = recordsFromCsv(CSV);
    expect(records).toHaveLength(10);
    expect(records[3]).toEqual({
      state: 'Maharashtra',
      district: 'Nashik',
      market: 'Pimpalgaon',
      commodity: 'Tomato',
      variety: 'Hybrid, Local',
      grade: 'FAQ',
      date: '2025-11-19',
      min: 900,
      max: 1600,
      modal: 1300,
    });
    expect(records[4]?.market).toBe('Pune(Pimpri), Khadki');
  });

  it('reads the data.gov.in API JSON (lower-case fields, prices as text)', () => {
    const body = {
      records: [
        {
          state: 'Maharashtra',
          district: 'Nashik',
          market: 'Lasalgaon',
          commodity: 'Onion',
          variety: 'Red',
          grade: 'FAQ',
          arrival_date: '20/11/2025',
          min_price: '1300',
          max_price: '2400',
          modal_price: '2050',
        },
      ],
      total: 1,
      count: 1,
      offset: 0,
      limit: 10,
    };
    expect(parsePriceFile(JSON.stringify(body))).toEqual(recordsFromApi(body));
    expect(recordsFromApi(body)[0]).toMatchObject({ date: '2025-11-20', modal: 2050, market: 'Lasalgaon' });
  });

  it('names the line and what is wrong in a malformed file', () => {
    const bad = (lines: string[]) => () => parsePriceFile([HEADER, ...lines].join('\n'));
    expect(bad(['Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,31/02/2025,1,2,3'])).toThrow(
      /^line 2: arrival_date is not a dd\/mm\/yyyy date/,
    );
    expect(
      bad([
        'Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,18/11/2025,1,2,3',
        'Maharashtra,Nashik,Lasalgaon,Onion,Red',
      ]),
    ).toThrow(/^line 3: 5 fields where the header has 10/);
    expect(bad(['Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,18/11/2025,1,abc,3'])).toThrow(
      /^line 2: max_price is not a price: "abc"/,
    );
    expect(bad(['Maharashtra,Nashik,"Lasalgaon,Onion,Red,FAQ,18/11/2025,1,2,3'])).toThrow(
      /^line 2: a quoted field is not closed/,
    );
    expect(() => parsePriceFile('Name,Price\nOnion,20')).toThrow(MandiFileError);
    expect(() => parsePriceFile('{"records": [{"state": "X"}]}')).toThrow(/^record 1: district is empty/);
    expect(() => parsePriceFile('{"records": ')).toThrow(/^not valid JSON/);
  });
});

describe('importing prices', () => {
  it('maps commodities to crops, counts the unmapped ones, places markets by name or district', async () => {
    const summary = await importMandiRecords(database.db, recordsFromCsv(CSV));
    expect(summary).toMatchObject({
      read: 10,
      imported: 7,
      alreadyThere: 0,
      unmapped: { Firewood: 2, 'Dry Fodder': 1 },
      marketsPlaced: 4,
      marketsUnplaced: 1,
    });
    const { mandiPrices, mandiMarkets } = tables;
    const crops = await database.db
      .select({ commodity: mandiPrices.commodity, crop: mandiPrices.crop })
      .from(mandiPrices);
    expect(new Map(crops.map((row) => [row.commodity, row.crop]))).toEqual(
      new Map([
        ['Onion', 'onion'],
        ['Onion Green', 'spring_onion'],
        ['Tomato', 'tomato'],
        ['Potato', 'potato'],
        ['Paddy(Dhan)(Common)', 'rice'],
        ['Wheat', 'wheat'],
      ]),
    );
    const [lasalgaon] = await database.db
      .select()
      .from(mandiMarkets)
      .where(eq(mandiMarkets.name, 'Lasalgaon'));
    // Lasalgaon is in Niphad taluka, about 50 km east of Nashik city.
    expect(lasalgaon?.lat).toBeCloseTo(20.1, 0);
    expect(lasalgaon?.lon).toBeCloseTo(74.2, 0);
    const [unplaced] = await database.db.select().from(mandiMarkets).where(eq(mandiMarkets.name, 'Qqzx'));
    expect(unplaced).toMatchObject({ lat: null, lon: null });
  });

  it('changes nothing when a day is imported again, and adds only the new days', async () => {
    const before = await pricesOf();
    const again = await importMandiRecords(database.db, recordsFromCsv(CSV));
    expect(again).toMatchObject({ read: 10, imported: 0, alreadyThere: 7 });
    expect(await pricesOf()).toBe(before);
    const next: MandiRecord = { ...recordsFromCsv(CSV)[1]!, date: '2025-11-20', modal: 2100 };
    expect(await importMandiRecords(database.db, [next])).toMatchObject({ imported: 1, alreadyThere: 0 });
  });

  it('writes nothing when a statement fails part-way (one transaction)', async () => {
    const before = await pricesOf();
    const good = Array.from({ length: 1500 }, (_, i): MandiRecord => ({
      state: 'Maharashtra',
      district: 'Pune',
      market: 'Pune',
      commodity: 'Onion',
      variety: `V${i}`,
      grade: 'FAQ',
      date: '2025-11-19',
      min: 1,
      max: 2,
      modal: 1,
    }));
    // A price past numeric(12, 2) passes the file check only if it is built by hand: the second batch fails.
    const broken = [...good, { ...good[0]!, variety: 'huge', modal: 1e12 }];
    await expect(importMandiRecords(database.db, broken)).rejects.toThrow();
    expect(await pricesOf()).toBe(before);
  });
});
