import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

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
const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

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

  it('splits into files of at most the limit, every active listing once, sold ones left out', async () => {
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
    const listings = pages.filter((loc) => loc!.includes('/description/'));
    expect(listings.sort()).toEqual(listed.map((id) => `https://kisansetu.example/description/${id}`).sort());
    expect(pages.join(' ')).not.toContain(sold);
    expect(first!.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect((await get('/sitemaps/listings-4.xml')).statusCode).toBe(404);
  });
});

describe('sitemap.xml of a small site', () => {
  it('is one file of URLs, on the origin the request came to when PUBLIC_ORIGINS is unset', async () => {
    const small = await createTestContext();
    try {
      const seller = await signUpAndLogIn(small.app, 'seller');
      const onion = await createProduct(small.app, seller.cookie, { productName: 'Onion' });
      const sitemap = await small.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'kisan.test' },
      });
      expect(sitemap.body).toContain('<urlset');
      expect(locs(sitemap.body)).toContain(`http://kisan.test/description/${onion._id}`);
    } finally {
      await small.close();
    }
  });
});
