import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

const READS_PER_MINUTE = 12;
const logLines: Record<string, unknown>[] = [];
let ctx: TestContext;
let seller: SignedIn;
let base = '';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  ctx = await createTestContext(
    // One proxy in front (as in production): the caller's address is the one it forwards.
    { RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: String(READS_PER_MINUTE), TRUST_PROXY: '1' },
    { logger: { level: 'debug', stream } },
  );
  seller = await signUpAndLogIn(ctx.app, 'seller');
  await createProduct(ctx.app, seller.cookie, { productName: 'Nagpur Oranges' });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.close());

/** Over real HTTP (the cached answer is made before Fastify, which inject() would skip), from `from` via the proxy. */
const get = (path: string, from: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'x-forwarded-for': from, ...headers } });

const sansDate = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !['date', 'keep-alive'].includes(name)));
const cacheHits = () => logLines.filter((line) => line.cache === 'hit').length;

describe('product/new for a visitor, answered from the page cache before the framework', () => {
  it('sends the second visitor the same bytes and headers the route sent the first, and logs it at debug level', async () => {
    const hitsBefore = cacheHits();
    const first = await get('/api/v1/product/new?page=1', '203.0.113.1');
    const firstBody = await first.text();
    const second = await get('/api/v1/product/new?page=1', '203.0.113.1');
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
    await get('/api/v1/product/new', '203.0.113.2');
    await createProduct(ctx.app, seller.cookie, { productName: 'Fresh Guava' });
    const fresh = (await (await get('/api/v1/product/new', '203.0.113.2')).json()) as {
      data: { products: { productName: string }[] };
    };
    expect(fresh.data.products[0]?.productName).toBe('Fresh Guava');

    const hitsBefore = cacheHits();
    const signedIn = await get('/api/v1/product/new', '203.0.113.2', { cookie: seller.cookie });
    expect(signedIn.status).toBe(200);
    // Only the route marks answers to a session as never to be stored.
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const badPage = await get('/api/v1/product/new?page=0', '203.0.113.2');
    expect(badPage.status).toBe(400);
    expect(cacheHits()).toBe(hitsBefore);
  });

  it('counts cached answers against the per-address read limit, and refuses past it with the 429 answer', async () => {
    await get('/api/v1/product/new?page=1', '203.0.113.3');
    let status = 200;
    let answered = 1;
    while (status === 200 && answered <= READS_PER_MINUTE) {
      status = (await get('/api/v1/product/new?page=1', '203.0.113.3')).status;
      if (status === 200) answered += 1;
    }
    expect(answered).toBe(READS_PER_MINUTE);
    const refused = await get('/api/v1/product/new?page=1', '203.0.113.3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { errors: unknown }).errors).toMatchObject({
      code: 'rate_limited',
      message: SERVER_MESSAGES.rateLimited,
    });
    // Another address is not affected.
    expect((await get('/api/v1/product/new?page=1', '203.0.113.4')).status).toBe(200);
  });
});
