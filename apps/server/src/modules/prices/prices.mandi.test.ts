import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type MandiPriceResponse } from '@kisansetu/contract';
import { signUpAndLogIn } from '../../../test/fixtures';
import {
  AZADPUR,
  LASALGAON,
  NASHIK,
  PIMPALGAON,
  PUNE,
  SOLAPUR,
  dayBefore,
  priceDays,
} from '../../../test/price-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { importMandiRecords } from '.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (query: string, cookie?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/price/mandi?${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const mandi = async (query: string, cookie?: string) => {
  const response = await get(query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MandiPriceResponse }>().data;
};

describe('GET price/mandi', () => {
  it('shows the sample prices, labelled so, until a real day is imported; then only real ones', async () => {
    await importMandiRecords(ctx.database.db, priceDays(NASHIK, 'Tomato', 3, 1500), 'sample');
    const before = await mandi('crop=tomato&pincode=422001');
    expect(before.source).toMatchObject({ sample: true, licence: 'Government Open Data Licence – India' });
    expect(before.markets.map((m) => m.market)).toEqual(['Nashik']);

    await importMandiRecords(ctx.database.db, priceDays(PUNE, 'Onion', 1));
    const after = await mandi('crop=tomato&pincode=422001');
    expect(after).toMatchObject({ crop: 'tomato', unit: 'quintal', markets: [], source: { sample: false } });
  });

  it('gives the 5 nearest markets with the crop, nearest first, with the latest day and a 30-day trend', async () => {
    await importMandiRecords(ctx.database.db, [
      ...priceDays(LASALGAON, 'Onion', 35, 2000),
      ...priceDays(PIMPALGAON, 'Onion', 3, 2100),
      ...priceDays(NASHIK, 'Onion', 2, 2200),
      ...priceDays(SOLAPUR, 'Onion', 2, 1900),
      ...priceDays(AZADPUR, 'Onion', 2, 2600),
      // A second variety the same day: lowest min, highest max, mean modal.
      ...priceDays(PIMPALGAON, 'Onion', 1, 2300, { variety: 'Local', min: 1000, max: 3000 }),
      ...priceDays(NASHIK, 'Potato', 2, 1500),
    ]);
    const fromNashik = await mandi('crop=onion&pincode=422001');
    expect(fromNashik.markets.map((m) => m.market)).toEqual([
      'Nashik',
      'Pimpalgaon',
      'Lasalgaon',
      'Pune',
      'Solapur',
    ]);
    const distances = fromNashik.markets.map((m) => m.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[4]).toBeGreaterThan(100);

    const lasalgaon = fromNashik.markets.find((m) => m.market === 'Lasalgaon')!;
    expect(lasalgaon).toMatchObject({ district: 'Nashik', state: 'Maharashtra' });
    expect(lasalgaon.latest).toEqual({ date: dayBefore(0), min: 1700, max: 2300, modal: 2000 });
    expect(lasalgaon.trend).toHaveLength(30);
    expect(lasalgaon.trend[0]).toEqual({ date: dayBefore(29), modal: 1710 });
    expect(lasalgaon.trend[29]).toEqual({ date: dayBefore(0), modal: 2000 });

    const pimpalgaon = fromNashik.markets.find((m) => m.market === 'Pimpalgaon')!;
    expect(pimpalgaon.latest).toEqual({ date: dayBefore(0), min: 1000, max: 3000, modal: 2200 });

    // From Delhi (a browser's position) Azadpur comes first.
    const fromDelhi = await mandi('crop=onion&lat=28.7&lon=77.17');
    expect(fromDelhi.markets[0]).toMatchObject({ market: 'Azadpur' });
    expect(fromDelhi.markets[0]!.distanceKm).toBeLessThan(10);
  });

  it('understands the crop in Hindi, romanised, mixed case and misspelt', async () => {
    const english = await mandi('crop=onion&pincode=422001');
    for (const name of ['प्याज', 'pyaz', 'Kanda', 'ONION', 'oniom', 'Red Onion']) {
      const answer = await mandi(`crop=${encodeURIComponent(name)}&pincode=422001`);
      expect(answer.crop, name).toBe('onion');
      expect(answer.markets, name).toEqual(english.markets);
    }
    expect((await mandi('crop=आलू&pincode=422001')).markets.map((m) => m.market)).toEqual(['Nashik']);
  });

  it('answers 400 for a name that is no crop, or without a place', async () => {
    const unknown = await get('crop=handmade%20baskets&pincode=422001');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { fields: { crop: VALIDATION.priceCropUnknown } } });
    const missing = await get('pincode=422001');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { fields: { crop: VALIDATION.priceCropRequired } } });
    const nowhere = await get('crop=onion');
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ errors: { fields: { pincode: VALIDATION.pricePlaceRequired } } });
    const halfPoint = await get('crop=onion&lat=20');
    expect(halfPoint.statusCode).toBe(400);
  });

  it("measures from the signed-in caller's stored place when the query gives none", async () => {
    // The test farmer's address is Nashik (its district's centre), the buyer's Pune.
    const farmer = await signUpAndLogIn(ctx.app, 'seller');
    const near = (await mandi('crop=onion', farmer.cookie)).markets[0]!;
    expect(near).toMatchObject({ district: 'Nashik' });
    expect(near.distanceKm).toBeLessThan(50);
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    expect((await mandi('crop=onion', buyer.cookie)).markets[0]).toMatchObject({ market: 'Pune' });
  });

  it('is in the OpenAPI document', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('/api/v1/price/mandi');
  });
});
