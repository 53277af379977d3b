import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, type AccountExport } from '@kisansetu/contract';
import { tables } from '../../db';
import { doneDeal, provePhone } from '../../../test/deal-fixtures';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { call } from '../../../test/moderation-fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { postOffer, postRequest } from '../../../test/request-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { PERSONAL_DATA } from './personal-data';

const every: PgTable[] = Object.values(tables as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** The tables with a column that refers to an account. */
function tablesNamingAPerson(): string[] {
  const usersName = getTableConfig(tables.users).name;
  return every
    .map((table) => getTableConfig(table))
    .filter(
      (config) =>
        config.name === usersName ||
        config.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === usersName),
    )
    .map((config) => config.name)
    .sort();
}

describe('the data download covers the schema', () => {
  it('has a place, or a reason to leave it out, for every table that names a person', () => {
    const missing = tablesNamingAPerson().filter((name) => !(name in PERSONAL_DATA));
    expect(missing).toEqual([]);
  });

  it('names only tables that exist, and sections the download has', () => {
    const names = new Set(every.map((table) => getTableConfig(table).name));
    const sections = new Set(Object.keys(accountExportSchema.shape));
    for (const [table, place] of Object.entries(PERSONAL_DATA)) {
      expect(names.has(table), table).toBe(true);
      if ('sections' in place)
        for (const section of place.sections) expect(sections.has(section), section).toBe(true);
      else expect(place.leftOut.length, table).toBeGreaterThan(20);
    }
  });
});

describe('GET user/me/export holds every row that names the person', () => {
  let ctx: TestContext;
  let buyer: SignedIn;
  let farmer: SignedIn;
  beforeAll(async () => {
    ctx = await createTestContext();
    [buyer, farmer] = await Promise.all([
      signUpAndLogIn(ctx.app, 'user', { fullName: 'Buyer Export' }),
      signUpAndLogIn(ctx.app, 'seller', { fullName: 'Farmer Export' }),
    ]);
    for (const person of [buyer, farmer]) await provePhone(ctx.database.db, person.user._id);
    const listing = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Export Onion',
      quantity: '500',
    });
    expect((await call(ctx.app, 'GET', `product/${listing._id}`, buyer)).statusCode).toBe(200);
    const deal = await doneDeal(ctx.app, buyer, farmer, listing._id);
    await call(ctx.app, 'POST', `review/${deal._id}`, buyer, { stars: 5, text: 'Good onion' });
    await call(ctx.app, 'POST', `review/${deal._id}`, farmer, { stars: 4 });
    const request = await postRequest(ctx.app, buyer, { productName: 'Onion' });
    await postOffer(ctx.app, farmer, request._id);
    const [session] = await ctx.database.db.select().from(tables.sessions);
    await ctx.database.db.insert(tables.pushSubscriptions).values({
      userId: buyer.user._id,
      sessionId: session!.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/export-test',
      p256dh: 'key',
      auth: 'auth',
      lang: 'hi',
    });
  });
  afterAll(() => ctx.close());

  const exportOf = async (as: SignedIn): Promise<AccountExport> => {
    const response = await call(ctx.app, 'GET', 'user/me/export', as);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AccountExport }>().data;
  };

  it("a buyer's: deals, reviews written and received, listings opened, browsers that get alerts", async () => {
    const data = await exportOf(buyer);
    expect(data.deals).toMatchObject([{ status: 'done', product: { productName: 'Export Onion' } }]);
    expect(data.reviewsWritten).toMatchObject([{ stars: 5, text: 'Good onion', counted: true }]);
    expect(data.reviewsReceived).toMatchObject([{ stars: 4, author: { _id: farmer.user._id } }]);
    expect(data.listingViews).toHaveLength(1);
    expect(data.pushSubscriptions).toMatchObject([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/export-test', lang: 'hi' },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/p256dh|"auth"/);
  });

  it("a farmer's: the offers made on buyers' requests, and the deal from their side", async () => {
    const data = await exportOf(farmer);
    expect(data.offersMade).toMatchObject([{ sellerId: farmer.user._id, price: 1800 }]);
    expect(data.deals).toHaveLength(1);
    expect(data.reviewsReceived).toMatchObject([{ stars: 5 }]);
    expect(data.listingViews).toEqual([]);
  });
});
