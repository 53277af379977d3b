import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MandiPriceResponse } from '@kisansetu/contract';
import { createTestContext, type TestContext } from '../../test/test-app';
import { ensureSamplePrices, samplePriceRecords } from './demo-prices';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NOW = Date.UTC(2025, 10, 21, 6);

describe('the demo’s sample mandi prices', () => {
  it('places every market and stores 30 days once, as samples', async () => {
    const summary = await ensureSamplePrices(ctx.database.db, NOW);
    expect(summary).toMatchObject({ unmapped: {}, marketsUnplaced: 0, alreadyThere: 0 });
    expect(summary?.imported).toBe(samplePriceRecords(NOW).length);
    expect(await ensureSamplePrices(ctx.database.db, NOW)).toBeNull();
  });

  it('shows the markets near the demo’s Nashik listings, labelled as samples', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/price/mandi?crop=kanda&pincode=422001',
    });
    const { markets, source } = response.json<{ data: MandiPriceResponse }>().data;
    expect(source.sample).toBe(true);
    expect(markets.slice(0, 3).map((m) => m.market)).toEqual(
      expect.arrayContaining(['Nashik', 'Pimpalgaon', 'Lasalgaon']),
    );
    expect(markets[0]?.latest.date).toBe('2025-11-20');
    expect(markets[0]?.trend).toHaveLength(30);
    const azadpur = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/price/mandi?crop=tomato&lat=28.71&lon=77.18',
    });
    expect(azadpur.json<{ data: MandiPriceResponse }>().data.markets[0]).toMatchObject({ market: 'Azadpur' });
  });
});
