import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { headersSansDate as sansDate, listeningApp } from '../../../test/listening-app';
import { createProduct } from '../../../test/product-fixtures';
import type { TestContext } from '../../../test/test-app';

const READS_PER_MINUTE = 12;
let logLines: Record<string, unknown>[] = [];
let ctx: TestContext;
let seller: SignedIn;
let get: Awaited<ReturnType<typeof listeningApp>>['get'];

beforeAll(async () => {
  ({ ctx, logLines, get } = await listeningApp({
    RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: String(READS_PER_MINUTE),
  }));
  seller = await signUpAndLogIn(ctx.app, 'seller');
  await createProduct(ctx.app, seller.cookie, { productName: 'Nagpur Oranges' });
});
afterAll(() => ctx.close());

const cacheHits = () => logLines.filter((line) => line.cache === 'hit').length;

describe('product/new for a visitor, answered from the page cache before the framework', () => {
  it('sends the second visitor the same bytes and headers the route sent the first, and logs it at debug level', async () => {
    const hitsBefore = cacheHits();
    const first = await get('product/new?page=1', '203.0.113.1');
    const firstBody = await first.text();
    const second = await get('product/new?page=1', '203.0.113.1');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(sansDate(second)).toEqual(sansDate(first));
    expect(second.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(JSON.parse(firstBody).data.products[0].productName).toBe('Nagpur Oranges');
    expect(cacheHits()).toBe(hitsBefore + 1);
    expect(logLines.at(-1)).toMatchObject({
      level: 20,
      path: '/api/v1/product/new',
      status: 200,
      cache: 'hit',
    });
  });

  it('shows a new listing on the very next visit, and leaves signed-in callers and other queries to the route', async () => {
    await get('product/new', '203.0.113.2');
    await createProduct(ctx.app, seller.cookie, { productName: 'Fresh Guava' });
    const fresh = (await (await get('product/new', '203.0.113.2')).json()) as {
      data: { products: { productName: string }[] };
    };
    expect(fresh.data.products[0]?.productName).toBe('Fresh Guava');

    const hitsBefore = cacheHits();
    const signedIn = await get('product/new', '203.0.113.2', { cookie: seller.cookie });
    expect(signedIn.status).toBe(200);
    // Only the route marks answers to a session as never to be stored.
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const badPage = await get('product/new?page=0', '203.0.113.2');
    expect(badPage.status).toBe(400);
    expect(cacheHits()).toBe(hitsBefore);
  });

  it('counts cached answers against the per-address read limit, and refuses past it with the 429 answer', async () => {
    await get('product/new?page=1', '203.0.113.3');
    let status = 200;
    let answered = 1;
    while (status === 200 && answered <= READS_PER_MINUTE) {
      status = (await get('product/new?page=1', '203.0.113.3')).status;
      if (status === 200) answered += 1;
    }
    expect(answered).toBe(READS_PER_MINUTE);
    const refused = await get('product/new?page=1', '203.0.113.3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { errors: unknown }).errors).toMatchObject({
      code: 'rate_limited',
      message: SERVER_MESSAGES.rateLimited,
    });
    // Another address is not affected.
    expect((await get('product/new?page=1', '203.0.113.4')).status).toBe(200);
  });
});
