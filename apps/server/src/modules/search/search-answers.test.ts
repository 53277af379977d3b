import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { call, listedIds } from '../../../test/moderation-fixtures';
import { createProduct, productFields, putProduct } from '../../../test/product-fixtures';
import { metricSample } from '../../../test/listening-app';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { tables } from '../../db';
import { createAppMetrics, type AppMetrics } from '../../metrics';

describe('search answers shared by every caller', () => {
  let ctx: TestContext;
  let metrics: AppMetrics;
  let farmer: SignedIn;
  let otherFarmer: SignedIn;
  let buyer: SignedIn;
  const search = (url: string, as?: SignedIn) => listedIds(ctx.app, url, as);

  beforeAll(async () => {
    metrics = createAppMetrics({
      enabled: true,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
    ctx = await createTestContext({}, { metrics });
    farmer = await signUpAndLogIn(ctx.app, 'seller');
    otherFarmer = await signUpAndLogIn(ctx.app, 'seller');
    buyer = await signUpAndLogIn(ctx.app, 'user');
  });
  afterAll(() => ctx.close());

  it('shows a listing the moment it is posted, changed, sold, put up again or deleted, however often the search was asked', async () => {
    const url = 'product/search?name=pomegranate';
    expect(await search(url)).toEqual([]);
    const first = await createProduct(ctx.app, farmer.cookie, { productName: 'Bhagwa Pomegranate' });
    expect(await search(url)).toEqual([first._id]);
    expect(await search(url)).toEqual([first._id]);

    const cheaper = await call(ctx.app, 'GET', url);
    expect(cheaper.json<{ data: { products: { price: number }[] } }>().data.products[0]!.price).toBe(2450);
    const updated = await putProduct(
      ctx.app,
      farmer.cookie,
      first._id,
      productFields({ productName: 'Bhagwa Pomegranate', price: '2100' }),
    );
    expect(updated.statusCode).toBe(200);
    const repriced = await call(ctx.app, 'GET', url);
    expect(repriced.json<{ data: { products: { price: number }[] } }>().data.products[0]!.price).toBe(2100);

    expect((await call(ctx.app, 'POST', `product/sold/${first._id}`, farmer)).statusCode).toBe(200);
    expect(await search(url)).toEqual([]);
    expect((await call(ctx.app, 'POST', `product/renew/${first._id}`, farmer, {})).statusCode).toBe(200);
    expect(await search(url)).toEqual([first._id]);
    expect((await call(ctx.app, 'DELETE', `product/delete/${first._id}`, farmer)).statusCode).toBe(200);
    expect(await search(url)).toEqual([]);
  });

  it('stops showing a listing the moment it expires, though no one wrote to it', async () => {
    const url = 'product/search?name=litchi';
    const listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Shahi Litchi' });
    // Its time runs out three seconds from now (time for two searches on a busy machine), by the clock alone: no
    // write tells the shared answers.
    const expiresAt = new Date(Date.now() + 3000);
    await ctx.database.db
      .update(tables.products)
      .set({ expiresAt })
      .where(eq(tables.products.id, listing._id));
    expect(await search(url)).toEqual([listing._id]);
    expect(await search(url)).toEqual([listing._id]);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    expect(await search(url)).toEqual([]);
  });

  it('never shows a caller the listings of a farmer they blocked, even when others share the page', async () => {
    const url = 'product/search?name=jamun';
    const blockedOnes = await createProduct(ctx.app, otherFarmer.cookie, { productName: 'Jamun berries' });
    const others = await createProduct(ctx.app, farmer.cookie, { productName: 'Jamun, large' });
    expect((await search(url)).sort()).toEqual([blockedOnes._id, others._id].sort());
    expect((await call(ctx.app, 'POST', `user/block/${otherFarmer.user._id}`, buyer)).statusCode).toBe(201);

    expect(await search(url, buyer)).toEqual([others._id]);
    // The shared page is untouched by one caller's blocks.
    expect((await search(url)).sort()).toEqual([blockedOnes._id, others._id].sort());
    expect(await search(`${url}&page=1`, buyer)).toEqual([others._id]);
  });

  it('keeps a near-me answer when a listing changes far away, and drops it when one changes within its radius', async () => {
    const outcomes = async () => {
      const text = await metrics.registry.metrics();
      return {
        hit: metricSample(text, 'kisansetu_cached_answers_total{cache="search",outcome="hit"}'),
        miss: metricSample(text, 'kisansetu_cached_answers_total{cache="search",outcome="miss"}'),
      };
    };
    const near = 'product/search?name=drumstick&pincode=422003&radiusKm=50&sort=distance';
    const nashik = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Drumstick pods',
      address: 'Lasalgaon, Nashik',
      pincode: '422003',
    });
    expect(await search(near)).toEqual([nashik._id]);

    // Posted in Sehore, Madhya Pradesh (the fixture's address), hundreds of km away: the answer stays kept.
    const before = await outcomes();
    await createProduct(ctx.app, otherFarmer.cookie, { productName: 'Drumstick, Sehore' });
    expect(await search(near)).toEqual([nashik._id]);
    const after = await outcomes();
    expect([after.hit - before.hit, after.miss - before.miss]).toEqual([1, 0]);

    const neighbour = await createProduct(ctx.app, otherFarmer.cookie, {
      productName: 'Drumstick, fresh',
      address: 'Lasalgaon, Nashik',
      pincode: '422003',
    });
    expect((await search(near)).sort()).toEqual([nashik._id, neighbour._id].sort());
    expect((await outcomes()).miss - after.miss).toBe(1);
  });

  it('runs ten identical searches arriving together once', async () => {
    await createProduct(ctx.app, farmer.cookie, { productName: 'Kesar Mango' });
    const before = await metrics.registry.metrics();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(ctx.app, 'GET', 'product/search?name=mango&sort=price_asc')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const after = await metrics.registry.metrics();
    const searches = 'kisansetu_search_duration_seconds_count{kind="name"}';
    expect(metricSample(after, searches) - metricSample(before, searches)).toBe(1);
    const outcome = (name: string) =>
      metricSample(after, `kisansetu_cached_answers_total{cache="search",outcome="${name}"}`) -
      metricSample(before, `kisansetu_cached_answers_total{cache="search",outcome="${name}"}`);
    expect(outcome('miss')).toBe(1);
    expect(outcome('shared') + outcome('hit')).toBe(9);
  });
});
