import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, type ListingStatsSummary, type Product, type ProductStats } from '@kisansetu/contract';
import { tables } from '../../db';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { apiCall, doneDeal, propose } from '../../../test/deal-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let farmer: SignedIn;
let otherFarmer: SignedIn;
let buyer: SignedIn;
let otherBuyer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  [farmer, otherFarmer, buyer, otherBuyer] = await Promise.all([
    signUpAndLogIn(ctx.app, 'seller'),
    signUpAndLogIn(ctx.app, 'seller'),
    signUpAndLogIn(ctx.app, 'user'),
    signUpAndLogIn(ctx.app, 'user'),
  ]);
});
afterAll(() => ctx.close());

const PHONE = 'Mozilla/5.0 (Linux; Android 10; Redmi 9A) Chrome/120 Mobile';

/** Opens the listing's page through the API, as `as` (or anonymously from `ip` with `userAgent`). */
async function view(
  id: string,
  { as, ip = '203.0.113.7', userAgent = PHONE }: { as?: SignedIn; ip?: string; userAgent?: string } = {},
) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/product/${id}`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...(as ? { cookie: as.cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
}

async function statsOf(id: string, as: SignedIn = farmer): Promise<ProductStats> {
  const response = await apiCall(ctx.app, 'GET', `product/stats/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ProductStats }>().data;
}

async function sendAbout(from: SignedIn, productId: string, message: string) {
  const response = await apiCall(ctx.app, 'POST', `message/send/${farmer.user._id}`, from, {
    message,
    productId,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** DELETE user/me with the person's password. */
function closeAccount(person: SignedIn) {
  return ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/user/me',
    headers: { cookie: person.cookie },
    payload: { password: person.password },
  });
}

describe('views', () => {
  let product: Product;
  beforeAll(async () => {
    product = await createProduct(ctx.app, farmer.cookie);
  });

  it('count a viewer once a day, never the farmer, nor a robot', async () => {
    await view(product._id); // anonymous phone
    await view(product._id); // the same phone again
    await view(product._id, { ip: '198.51.100.20' }); // another phone
    await view(product._id, { as: buyer });
    await view(product._id, { as: buyer, ip: '198.51.100.99' }); // the same person elsewhere
    await view(product._id, { as: farmer }); // the farmer looking at their own listing
    await view(product._id, { userAgent: 'WhatsApp/2.23.20.0 A' }); // a link preview
    await view(product._id, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    const stats = await statsOf(product._id);
    expect(stats.views).toBe(3);
    expect(stats.viewsByDay).toHaveLength(14);
    expect(stats.viewsByDay.at(-1)).toEqual({ date: todayInIndia(), views: 3 });
  });

  it('give 14 days oldest first, counting the days before today', async () => {
    const earlier = new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) - 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const outside = new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) - 20 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await ctx.database.db.insert(tables.productViews).values([
      { productId: product._id, day: earlier, viewer: 'u:someone' },
      { productId: product._id, day: earlier, viewer: 'u:someone-else' },
      { productId: product._id, day: outside, viewer: 'u:someone' },
    ]);
    const stats = await statsOf(product._id);
    expect(stats.views).toBe(6);
    expect(stats.viewsByDay[11]).toEqual({ date: earlier, views: 2 });
    expect(stats.viewsByDay.reduce((sum, day) => sum + day.views, 0)).toBe(5);
    expect(stats.viewsByDay.map((d) => d.date)).toEqual([...stats.viewsByDay.map((d) => d.date)].sort());
  });
});

describe('an anonymous visitor', () => {
  it('is their network that day: 70 made-up browser strings, or a neighbour in the /24, make one view', async () => {
    const product = await createProduct(ctx.app, farmer.cookie);
    for (let i = 0; i < 70; i += 1) {
      await view(product._id, {
        ip: '192.0.2.10',
        userAgent: `Mozilla/5.0 (Linux; Android ${i}) Chrome/${i}`,
      });
    }
    await view(product._id, { ip: '192.0.2.201' });
    expect((await statsOf(product._id)).views).toBe(1);

    // An IPv6 subscriber is their /64; a different /64 or /24 is someone else.
    await view(product._id, { ip: '2001:db8:a:b::1' });
    await view(product._id, { ip: '2001:db8:a:b:ffff::9' });
    await view(product._id, { ip: '2001:db8:a:c::1' });
    await view(product._id, { ip: '192.0.3.10' });
    expect((await statsOf(product._id)).views).toBe(4);
  });

  it('is under the per-IP read limit on product/{id} and on the listing page', async () => {
    const web = await mkdtemp(path.join(tmpdir(), 'ks-web-'));
    await copyFile(
      path.resolve(import.meta.dirname, '../../../../web/index.html'),
      path.join(web, 'index.html'),
    );
    const limited = await createTestContext({ RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: '3', WEB_DIST: web });
    try {
      const seller = await signUpAndLogIn(limited.app, 'seller');
      const product = await createProduct(limited.app, seller.cookie);
      const read = (url: string) =>
        limited.app.inject({
          method: 'GET',
          url,
          remoteAddress: '198.51.100.7',
          headers: { accept: 'text/html' },
        });
      expect((await read(`/api/v1/product/${product._id}`)).statusCode).toBe(200);
      expect((await read(`/description/${product._id}`)).statusCode).toBe(200);
      expect((await read(`/api/v1/product/${product._id}`)).statusCode).toBe(200);
      const refused = await read(`/description/${product._id}`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await read(`/api/v1/product/${product._id}`)).statusCode).toBe(429);
      // A signed-in buyer is limited per account elsewhere, not by this address.
      const signedIn = await limited.app.inject({
        method: 'GET',
        url: `/api/v1/product/${product._id}`,
        remoteAddress: '198.51.100.7',
        headers: { cookie: seller.cookie },
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await limited.close();
      await rm(web, { recursive: true, force: true });
    }
  });
});

describe('closing an account', () => {
  it('drops the views still waiting in memory, so none come back after it closed', async () => {
    const product = await createProduct(ctx.app, farmer.cookie);
    const leaving = await signUpAndLogIn(ctx.app, 'user');
    await view(product._id, { as: leaving });
    expect((await closeAccount(leaving)).statusCode).toBe(200);
    expect((await statsOf(product._id)).views).toBe(0);
    const rows = await ctx.database.db
      .select()
      .from(tables.productViews)
      .where(eq(tables.productViews.viewer, `u:${leaving.user._id}`));
    expect(rows).toEqual([]);
  });

  it('removes the record of what that person looked at, not the listing’s count of others', async () => {
    const product = await createProduct(ctx.app, farmer.cookie);
    const leaving = await signUpAndLogIn(ctx.app, 'user');
    await view(product._id, { as: leaving });
    await view(product._id, { ip: '192.0.2.80' });
    expect((await statsOf(product._id)).views).toBe(2);
    expect((await closeAccount(leaving)).statusCode).toBe(200);
    expect((await statsOf(product._id)).views).toBe(1);
  });
});

describe('product/stats/{id}', () => {
  it('is only for the listing’s farmer: anyone else gets 404, a visitor 401', async () => {
    const product = await createProduct(ctx.app, farmer.cookie);
    for (const who of [otherFarmer, buyer]) {
      expect((await apiCall(ctx.app, 'GET', `product/stats/${product._id}`, who)).statusCode).toBe(404);
    }
    expect((await apiCall(ctx.app, 'GET', `product/stats/${product._id}`)).statusCode).toBe(401);
    expect((await apiCall(ctx.app, 'GET', 'product/stats/not-an-id', farmer)).statusCode).toBe(404);
    expect(
      (await apiCall(ctx.app, 'GET', 'product/stats/00000000-0000-4000-8000-000000000000', farmer))
        .statusCode,
    ).toBe(404);
  });

  it('counts wishlists, enquiries (conversations that carried the listing) and deals', async () => {
    const product = await createProduct(ctx.app, farmer.cookie);
    const wished = await apiCall(ctx.app, 'POST', `cart/add/${product._id}`, buyer);
    expect(wished.statusCode).toBe(201);
    await sendAbout(buyer, product._id, 'Is the wheat still there?');
    await sendAbout(buyer, product._id, 'And can you deliver to Indore?');
    await sendAbout(otherBuyer, product._id, 'Price for 10 quintal?');
    await doneDeal(ctx.app, buyer, farmer, product._id);
    await propose(ctx.app, otherBuyer, { productId: product._id });
    const stats = await statsOf(product._id);
    expect(stats).toMatchObject({
      wishlisted: 1,
      enquiries: 2,
      deals: { proposed: 2, accepted: 1, done: 1 },
    });
  });
});

describe('product/stats', () => {
  it('gives the farmer each listing with any figure, in one answer', async () => {
    const farmerOwn = await signUpAndLogIn(ctx.app, 'seller');
    const seen = await createProduct(ctx.app, farmerOwn.cookie);
    const unseen = await createProduct(ctx.app, farmerOwn.cookie);
    await view(seen._id, { ip: '192.0.2.44' });
    const response = await apiCall(ctx.app, 'GET', 'product/stats', farmerOwn);
    expect(response.statusCode).toBe(200);
    const { stats } = response.json<{ data: { stats: ListingStatsSummary[] } }>().data;
    expect(stats).toEqual([
      {
        productId: seen._id,
        views: 1,
        wishlisted: 0,
        enquiries: 0,
        deals: { proposed: 0, accepted: 0, done: 0 },
      },
    ]);
    expect(stats.map((s) => s.productId)).not.toContain(unseen._id);
  });

  it('is for farmers only', async () => {
    expect((await apiCall(ctx.app, 'GET', 'product/stats', buyer)).statusCode).toBe(403);
    expect((await apiCall(ctx.app, 'GET', 'product/stats')).statusCode).toBe(401);
  });
});
