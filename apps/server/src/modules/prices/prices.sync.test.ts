import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { tables, type DatabaseHandle } from '../../db';
import { apiRecords, startFakeMandiApi, type FakeMandiApi } from '../../../test/fake-mandi-api';
import { createTestContext, openTestDatabase } from '../../../test/test-app';
import { syncMandiPrices, type PriceSyncOptions } from '.';

let database: DatabaseHandle;
let api: FakeMandiApi;
beforeAll(async () => {
  database = await openTestDatabase();
  api = await startFakeMandiApi(apiRecords(25));
});
afterAll(async () => {
  await api.close();
  await database.close();
});

/** Each test syncs its own day (India's date of `now`), as the claims are per day. */
const on = (day: number, extra: Partial<PriceSyncOptions> = {}): PriceSyncOptions => ({
  db: database.db,
  apiKey: 'test-key',
  apiUrl: api.url,
  pageSize: 10,
  backoffMs: 5,
  now: () => Date.UTC(2025, 10, day, 6),
  ...extra,
});
const stored = async () => (await database.db.select({ n: count() }).from(tables.mandiPrices))[0]?.n ?? 0;

describe('the daily sync from data.gov.in', () => {
  it('fetches every page with the API key, imports the records and marks the day done', async () => {
    const before = api.requests.length;
    const outcome = await syncMandiPrices(on(1));
    expect(outcome).toMatchObject({ status: 'done', day: '2025-11-01', pages: 3 });
    const asked = api.requests.slice(before);
    expect(asked.map((q) => [q.get('offset'), q.get('limit')])).toEqual([
      ['0', '10'],
      ['10', '10'],
      ['20', '10'],
    ]);
    expect(asked.every((q) => q.get('api-key') === 'test-key' && q.get('format') === 'json')).toBe(true);
    expect(await stored()).toBe(25);
    const [claim] = await database.db
      .select()
      .from(tables.priceSync)
      .where(eq(tables.priceSync.day, '2025-11-01'));
    expect(claim?.doneAt).toBeInstanceOf(Date);
    expect(claim?.records).toBe(25);
    // The day is done: a later check the same day fetches nothing.
    const again = await syncMandiPrices(on(1));
    expect(again).toEqual({ status: 'claimed-elsewhere', day: '2025-11-01' });
    expect(api.requests.length).toBe(before + 3);
  });

  it('retries a failing page with back-off, and re-importing the same records changes nothing', async () => {
    const before = await stored();
    api.failNext(2, 503);
    const outcome = await syncMandiPrices(on(2));
    expect(outcome).toMatchObject({ status: 'done', pages: 3, summary: { imported: 0, alreadyThere: 25 } });
    expect(await stored()).toBe(before);
  });

  it('gives up after its attempts, leaving the day to be claimed again later', async () => {
    api.failNext(3, 500);
    await expect(syncMandiPrices(on(3, { attempts: 3 }))).rejects.toThrow(/HTTP 500/);
    // Within the retry period the unfinished claim is still held …
    expect(await syncMandiPrices(on(3))).toMatchObject({ status: 'claimed-elsewhere' });
    // … after it, the next check takes it over and finishes it.
    expect(await syncMandiPrices(on(3, { retryAfterMs: 0 }))).toMatchObject({ status: 'done' });
  });

  it('fails at once, without retrying, on an answer that is no server error (a refused key)', async () => {
    const before = api.requests.length;
    await expect(syncMandiPrices(on(4, { apiKey: '' }))).rejects.toThrow(/HTTP 403/);
    expect(api.requests.length).toBe(before + 1);
  });

  it('does nothing before the sync hour of India’s day (the markets are still reporting)', async () => {
    const before = api.requests.length;
    // 06:00 UTC is 11:30 in India.
    expect(await syncMandiPrices(on(6, { syncHour: 18 }))).toEqual({ status: 'not-yet', day: '2025-11-06' });
    expect(api.requests.length).toBe(before);
    expect(await syncMandiPrices(on(6, { syncHour: 11 }))).toMatchObject({ status: 'done' });
  });

  it('fetches once when two instances check at the same moment', async () => {
    const before = api.requests.length;
    const outcomes = await Promise.all([
      syncMandiPrices(on(5, { instanceId: 'a' })),
      syncMandiPrices(on(5, { instanceId: 'b' })),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['claimed-elsewhere', 'done']);
    expect(api.requests.length).toBe(before + 3);
  });

  it('runs in the server when DATA_GOV_IN_API_KEY is set (MANDI_API_URL pointing at the local API)', async () => {
    const ctx = await createTestContext({
      DATA_GOV_IN_API_KEY: 'test-key',
      MANDI_API_URL: api.url,
      MANDI_SYNC_HOUR: '0',
    });
    try {
      const { mandiPrices } = tables;
      await expect
        .poll(async () => (await ctx.database.db.select({ n: count() }).from(mandiPrices))[0]?.n, {
          timeout: 10_000,
        })
        .toBe(25);
    } finally {
      await ctx.close();
    }
  });
});
