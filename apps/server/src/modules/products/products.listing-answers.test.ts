import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { call } from '../../../test/moderation-fixtures';
import { createProduct, productFields, putProduct } from '../../../test/product-fixtures';
import { metricSample } from '../../../test/listening-app';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { createAppMetrics, type AppMetrics } from '../../metrics';

let ctx: TestContext;
let metrics: AppMetrics;
let farmer: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  metrics = createAppMetrics({ enabled: true, database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  ctx = await createTestContext({}, { metrics });
  farmer = await signUpAndLogIn(ctx.app, 'seller');
  buyer = await signUpAndLogIn(ctx.app, 'user');
});
afterAll(() => ctx.close());

/** GET product/{id} as a visitor without a session (or as `as`). */
const open = (id: string, as?: SignedIn) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/product/${id}`,
    headers: as ? { cookie: as.cookie } : {},
  });
const detailOf = async (id: string, as?: SignedIn) => {
  const response = await open(id, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { product: ProductDetail } }>().data.product;
};
const outcomes = async () => {
  const text = await metrics.registry.metrics();
  const of = (outcome: string) =>
    metricSample(text, `kisansetu_cached_answers_total{cache="listing",outcome="${outcome}"}`);
  return { hit: of('hit'), shared: of('shared'), miss: of('miss') };
};

describe('a listing’s page as visitors without a session get it', () => {
  it('is built once for visitors opening it together, and sent again to the next', async () => {
    const listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Nashik Red Onion' });
    const before = await outcomes();
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(listing._id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const after = await outcomes();
    expect(after.miss - before.miss).toBe(1);
    expect(after.hit + after.shared - before.hit - before.shared).toBe(9);
  });

  it('shows a new price, a sale, a renewal and a deletion on the very next visit', async () => {
    const listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Kesar Mango', price: '80' });
    expect((await detailOf(listing._id)).price).toBe(80);
    expect((await detailOf(listing._id)).price).toBe(80);
    const repriced = await putProduct(
      ctx.app,
      farmer.cookie,
      listing._id,
      productFields({ productName: 'Kesar Mango', price: '72' }),
    );
    expect(repriced.statusCode).toBe(200);
    expect((await detailOf(listing._id)).price).toBe(72);
    expect((await call(ctx.app, 'POST', `product/sold/${listing._id}`, farmer)).statusCode).toBe(200);
    expect((await detailOf(listing._id)).status).toBe('sold');
    expect((await call(ctx.app, 'POST', `product/renew/${listing._id}`, farmer, {})).statusCode).toBe(200);
    expect((await detailOf(listing._id)).status).toBe('active');
    expect((await call(ctx.app, 'DELETE', `product/delete/${listing._id}`, farmer)).statusCode).toBe(200);
    expect((await open(listing._id)).statusCode).toBe(404);
  });

  it('is never the page a signed-in caller gets: a farmer they blocked stays a 404 for them', async () => {
    const listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Sharbati Wheat' });
    expect((await call(ctx.app, 'POST', `user/block/${farmer.user._id}`, buyer)).statusCode).toBe(201);
    await detailOf(listing._id);
    await detailOf(listing._id);
    expect((await open(listing._id, buyer)).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `user/block/${farmer.user._id}`, buyer)).statusCode).toBe(200);
  });
});
