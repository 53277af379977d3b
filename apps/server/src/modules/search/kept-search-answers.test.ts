import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { headersSansDate as sansDate, listeningApp } from '../../../test/listening-app';
import { call } from '../../../test/moderation-fixtures';
import { createProduct } from '../../../test/product-fixtures';
import type { TestContext } from '../../../test/test-app';

const READS_PER_MINUTE = 40;
let logLines: Record<string, unknown>[] = [];
let ctx: TestContext;
let get: Awaited<ReturnType<typeof listeningApp>>['get'];
let farmer: SignedIn;
let otherFarmer: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  ({ ctx, logLines, get } = await listeningApp({
    RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: String(READS_PER_MINUTE),
  }));
  farmer = await signUpAndLogIn(ctx.app, 'seller');
  otherFarmer = await signUpAndLogIn(ctx.app, 'seller');
  buyer = await signUpAndLogIn(ctx.app, 'user');
});
afterAll(() => ctx.close());

const idsOf = async (response: Response) =>
  ((await response.json()) as { data: { products: { _id: string }[] } }).data.products.map(({ _id }) => _id);
/** Answers sent from the kept bytes before the framework: the one line each logs, at debug level. */
const keptSent = () =>
  logLines.filter((line) => line.cache === 'hit' && line.path === '/api/v1/product/search').length;

describe('product/search for a visitor, sent from the shared answers before the framework', () => {
  it('sends the next visitor asking by the same address the same bytes and headers the route sent, logged at debug level', async () => {
    await createProduct(ctx.app, farmer.cookie, { productName: 'Nagpur Oranges' });
    const path = 'product/search?name=orange';
    const sentBefore = keptSent();
    const first = await get(path, '203.0.113.1');
    const firstBody = await first.text();
    expect(keptSent()).toBe(sentBefore);
    const second = await get(path, '203.0.113.1');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(sansDate(second)).toEqual(sansDate(first));
    expect(second.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(JSON.parse(firstBody).data.products[0].productName).toBe('Nagpur Oranges');
    expect(keptSent()).toBe(sentBefore + 1);
    expect(logLines.at(-1)).toMatchObject({ level: 20, status: 200, cache: 'hit' });
  });

  it('shows a listing posted, sold, put up again or deleted on the very next search by the same address', async () => {
    const path = 'product/search?name=guava';
    const from = '203.0.113.2';
    expect(await idsOf(await get(path, from))).toEqual([]);
    const sentBefore = keptSent();
    expect(await idsOf(await get(path, from))).toEqual([]);
    expect(keptSent()).toBe(sentBefore + 1);

    const guava = await createProduct(ctx.app, farmer.cookie, { productName: 'Allahabad Safeda Guava' });
    expect(await idsOf(await get(path, from))).toEqual([guava._id]);
    expect(await idsOf(await get(path, from))).toEqual([guava._id]);
    expect((await call(ctx.app, 'POST', `product/sold/${guava._id}`, farmer)).statusCode).toBe(200);
    expect(await idsOf(await get(path, from))).toEqual([]);
    expect((await call(ctx.app, 'POST', `product/renew/${guava._id}`, farmer, {})).statusCode).toBe(200);
    expect(await idsOf(await get(path, from))).toEqual([guava._id]);
    expect((await call(ctx.app, 'DELETE', `product/delete/${guava._id}`, farmer)).statusCode).toBe(200);
    expect(await idsOf(await get(path, from))).toEqual([]);
  });

  it('never sends a signed-in caller the shared page showing a farmer they blocked', async () => {
    const path = 'product/search?name=jamun';
    const from = '203.0.113.3';
    const blockedOnes = await createProduct(ctx.app, otherFarmer.cookie, { productName: 'Jamun berries' });
    const others = await createProduct(ctx.app, farmer.cookie, { productName: 'Jamun, large' });
    expect((await idsOf(await get(path, from))).sort()).toEqual([blockedOnes._id, others._id].sort());
    expect((await idsOf(await get(path, from))).sort()).toEqual([blockedOnes._id, others._id].sort());
    expect((await call(ctx.app, 'POST', `user/block/${otherFarmer.user._id}`, buyer)).statusCode).toBe(201);

    const sentBefore = keptSent();
    expect(await idsOf(await get(path, from, { cookie: buyer.cookie }))).toEqual([others._id]);
    expect(await idsOf(await get(path, from, { authorization: `Bearer ${buyer.token}` }))).toEqual([
      others._id,
    ]);
    expect(keptSent()).toBe(sentBefore);
  });

  it('marks an answer measured from a position as never to be stored, sent from the kept bytes too', async () => {
    await createProduct(ctx.app, farmer.cookie, { productName: 'Kinnow Mandarin' });
    const path = 'product/search?name=kinnow&lat=23.2&lon=77.08&radiusKm=50';
    const first = await get(path, '203.0.113.4');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const sentBefore = keptSent();
    const second = await get(path, '203.0.113.4');
    expect(keptSent()).toBe(sentBefore + 1);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(await second.text()).toBe(await first.text());
  });

  it('leaves a search the route has not validated to the route, whatever its address', async () => {
    const bad = 'product/search?name=wheat&page=0';
    expect((await get(bad, '203.0.113.5')).status).toBe(400);
    expect((await get(bad, '203.0.113.5')).status).toBe(400);
  });

  it('counts kept answers against the per-address read limit, and refuses past it with the 429 answer', async () => {
    const path = 'product/search?name=orange';
    const from = '203.0.113.6';
    let status = 200;
    let answered = 0;
    while (status === 200 && answered <= READS_PER_MINUTE) {
      status = (await get(path, from)).status;
      if (status === 200) answered += 1;
    }
    expect(answered).toBe(READS_PER_MINUTE);
    const refused = await get(path, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { errors: unknown }).errors).toMatchObject({
      code: 'rate_limited',
      message: SERVER_MESSAGES.rateLimited,
    });
  });
});
