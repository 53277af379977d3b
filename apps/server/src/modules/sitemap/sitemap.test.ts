import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { loadConfig } from '../../config/config';
import { createAbuseLimits } from '../../limits';
import { createSitemapRepository, sitemapRoutes, type SitemapRepository } from './index';

let ctx: TestContext;
let farmer: SignedIn;
const listed: string[] = [];
let sold: string;
beforeAll(async () => {
  // Four URLs a file (50,000 in production): 3 public pages and 6 active listings need three files.
  ctx = await createTestContext({ SITEMAP_URLS_PER_FILE: '4', PUBLIC_ORIGINS: 'https://kisansetu.example' });
  farmer = await signUpAndLogIn(ctx.app, 'seller');
  for (const name of ['Onion', 'Tomato', 'Wheat', 'Rice', 'Potato', 'Garlic']) {
    listed.push((await createProduct(ctx.app, farmer.cookie, { productName: name }))._id);
  }
  sold = (await createProduct(ctx.app, farmer.cookie, { productName: 'Sold Chilli' }))._id;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/product/sold/${sold}`,
    headers: { cookie: farmer.cookie },
  });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt lets crawlers in, keeps them out of private pages and the API, and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Allow: /\n');
    expect(robots.body).toContain('Disallow: /api/\n');
    expect(robots.body).toContain('Disallow: /profile\n');
    expect(robots.body).toContain('Sitemap: https://kisansetu.example/sitemap.xml');
  });

  it('splits into files of at most the limit, every active listing exactly once, sold ones left out', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    expect(locs(index.body)).toEqual(
      [1, 2, 3].map((n) => `https://kisansetu.example/sitemaps/listings-${n}.xml`),
    );
    const files = await Promise.all([1, 2, 3].map((n) => get(`/sitemaps/listings-${n}.xml`)));
    const [first] = files;
    expect(first!.statusCode).toBe(200);
    expect(first!.body).toContain('<urlset');
    expect(files.map((file) => locs(file.body).length)).toEqual([4, 4, 1]);
    const pages = files.flatMap((file) => locs(file.body));
    expect(pages.slice(0, 3)).toEqual([
      'https://kisansetu.example/',
      'https://kisansetu.example/product',
      'https://kisansetu.example/search',
    ]);
    const listings = pages.filter((loc) => loc.includes('/description/'));
    // In id order across the files: each file starts after the previous one's last listing.
    expect(listings).toEqual(listed.map((id) => `https://kisansetu.example/description/${id}`).sort());
    expect(pages.join(' ')).not.toContain(sold);
    expect(first!.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 404 for a file past the last one', async () => {
    expect((await get('/sitemaps/listings-4.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/listings-10000.xml')).statusCode).toBe(404);
  });
});

/** A Fastify of the sitemap routes alone, on the test database, with the repository's reads counted. */
async function countedSitemap(options: { urlsPerFile: number; refreshMs: number; now: () => number }) {
  const real = createSitemapRepository(ctx.database.db);
  const reads = { builds: 0, batches: 0, files: 0 };
  let holdBatches: Promise<void> | undefined;
  const sitemap: SitemapRepository = {
    lastIdAfter: async (after, limit) => {
      if (after === null) reads.builds += 1;
      reads.batches += 1;
      await holdBatches;
      return real.lastIdAfter(after, limit);
    },
    listingsThrough: (after, last, limit) => {
      reads.files += 1;
      return real.listingsThrough(after, last, limit);
    },
  };
  const app: FastifyInstance = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(sitemapRoutes, {
    sitemap,
    publicOrigins: ['https://kisansetu.example'],
    limits: createAbuseLimits(loadConfig({}).abuseLimits),
    ...options,
  });
  await app.ready();
  return {
    app,
    reads,
    /** Holds every build's reads until the returned release is called. */
    hold(): () => void {
      let release!: () => void;
      holdBatches = new Promise((resolve) => (release = resolve));
      return () => {
        holdBatches = undefined;
        release();
      };
    },
  };
}

describe('a sitemap kept between requests', () => {
  it('walks the listings once for many requests, and reads each file once', async () => {
    const { app, reads } = await countedSitemap({ urlsPerFile: 4, refreshMs: 60_000, now: () => 0 });
    try {
      const answers = await Promise.all(
        ['/sitemap.xml', '/sitemap.xml', '/sitemaps/listings-2.xml', '/sitemaps/listings-2.xml'].map((url) =>
          app.inject({ method: 'GET', url }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      await app.inject({ method: 'GET', url: '/sitemap.xml' });
      await app.inject({ method: 'GET', url: '/sitemaps/listings-2.xml' });
      // One build: a batch per file and one that finds nothing more; file 2 read once.
      expect(reads).toEqual({ builds: 1, batches: 4, files: 1 });
    } finally {
      await app.close();
    }
  });

  it('is rebuilt in the background once older than the refresh time, and never waits for the rebuild', async () => {
    let clock = 0;
    const counted = await countedSitemap({ urlsPerFile: 4, refreshMs: 60_000, now: () => clock });
    const { app, reads } = counted;
    let closed = false;
    const listingFiles = async () => {
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      return locs(index.body).length;
    };
    try {
      expect(await listingFiles()).toBe(3);
      for (const name of ['Maize', 'Millet', 'Barley', 'Gram']) {
        listed.push((await createProduct(ctx.app, farmer.cookie, { productName: name }))._id);
      }
      clock = 59_999;
      expect(await listingFiles()).toBe(3);
      expect(reads.builds).toBe(1);

      clock = 60_000;
      const release = counted.hold();
      // The rebuild is held at its first read, and the old sitemap is answered meanwhile.
      expect(await listingFiles()).toBe(3);
      expect(await listingFiles()).toBe(3);
      expect(reads.builds).toBe(2);
      release();
      // Closing waits for the rebuild under way: a file a batch for the ten listings, and one that finds no more.
      closed = true;
      await app.close();
      expect(reads.batches).toBe(4 + 5);
    } finally {
      if (!closed) await app.close();
    }
  });
});

describe('sitemap.xml of a small site', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestContext({ RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: '3' });
  });
  afterAll(() => small.close());
  const getOn = (host: string, url = '/sitemap.xml') =>
    small.app.inject({ method: 'GET', url, headers: { host } });

  it('is one file of URLs on the origin each request came to (PUBLIC_ORIGINS unset), never another Host’s', async () => {
    const seller = await signUpAndLogIn(small.app, 'seller');
    const onion = await createProduct(small.app, seller.cookie, { productName: 'Onion' });
    const first = await getOn('kisan.test');
    expect(first.body).toContain('<urlset');
    expect(locs(first.body)).toContain(`http://kisan.test/description/${onion._id}`);
    const other = await getOn('other.test');
    expect(locs(other.body)).toContain(`http://other.test/description/${onion._id}`);
    expect(other.body).not.toContain('kisan.test');
  });

  it('is limited per IP: 429 with Retry-After in the standard envelope, the list pages counted apart', async () => {
    // The two answers above and this one use up the three a minute.
    expect((await getOn('kisan.test')).statusCode).toBe(200);
    const refused = await getOn('kisan.test', '/sitemaps/listings-1.xml');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({
      success: false,
      errors: { code: 'rate_limited', message: SERVER_MESSAGES.rateLimited },
    });
    expect((await small.app.inject({ method: 'GET', url: '/api/v1/product/new' })).statusCode).toBe(200);
  });
});
