import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_PAGE_DATA_ID,
  firstPageDataSchema,
  type FirstPageData,
  type Product,
} from '@kisansetu/contract';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

const WEB_TEMPLATE = path.resolve(import.meta.dirname, '../../../../web/index.html');
/** Names a farmer could type that try to end the markup they are put in: an element, an attribute, a script. */
const BREAKS_ELEMENT = '</div><script>alert(1)</script>';
const BREAKS_ATTRIBUTE = '"><img src=x onerror=alert(2)>';

let ctx: TestContext;
let web: string;
let farmer: SignedIn;
let tricky: Product;
let attribute: Product;
beforeAll(async () => {
  web = await mkdtemp(path.join(tmpdir(), 'ks-web-'));
  await copyFile(WEB_TEMPLATE, path.join(web, 'index.html'));
  ctx = await createTestContext({ WEB_DIST: web, PUBLIC_ORIGINS: 'https://kisansetu.example' });
  farmer = await signUpAndLogIn(ctx.app, 'seller', {
    fullName: 'Ramesh <i>Patil</i>',
    address: 'Lasalgaon, Nashik',
  });
  tricky = await createProduct(
    ctx.app,
    farmer.cookie,
    {
      productName: `Onion ${BREAKS_ELEMENT}`,
      price: '32',
      unit: 'kg',
      quantity: '500',
      address: 'Lasalgaon, Nashik',
      description: `Red onion </script><!-- ${BREAKS_ATTRIBUTE}`,
    },
    [['images', await smallJpeg(31), 'onion.jpg']],
  );
  attribute = await createProduct(ctx.app, farmer.cookie, { productName: `Garlic ${BREAKS_ATTRIBUTE}` });
});
afterAll(async () => {
  await ctx.close();
  await rm(web, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const api = async (url: string): Promise<unknown> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}` })).json<{ data: unknown }>().data;

/** The content of #root: what a visitor reads before the app runs. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('</body>'));
}

/** The embedded data, parsed with the contract's schema; undefined when the page has none. */
function dataOf(html: string): FirstPageData | undefined {
  const found = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  return found ? firstPageDataSchema.parse(JSON.parse(found[1]!)) : undefined;
}

describe("a listing's first HTML", () => {
  it('shows the listing inside #root: name, photo, price per unit, quantity, place, seller, description', async () => {
    const response = await page(`/description/${tricky._id}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('lang="en"');
    expect(root).toMatch(/<h1 [^>]*>Onion &lt;\/div&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h1>/);
    expect(root).toContain('₹32/kg');
    expect(root).toContain('500 kg');
    expect(root).toContain('Lasalgaon');
    expect(root).toContain('Ramesh &lt;i&gt;Patil&lt;/i&gt;');
    expect(root).toContain(`href="/user/profile/${farmer.user._id}"`);
    expect(root).toMatch(
      new RegExp(`<img src="${tricky.image[0]}" [^>]*width="1280" height="960" fetchpriority="high"`),
    );
    // The photo is asked for with the head, before the body is parsed.
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${tricky.image[0]}" fetchpriority="high" />`,
    );
  });

  it('keeps what a farmer typed as text: no element, attribute or script of theirs is ever markup', async () => {
    for (const product of [tricky, attribute]) {
      const html = (await page(`/description/${product._id}`)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toMatch(/<img[^>]*onerror/);
      expect(html).not.toContain('<i>Patil');
      expect(html).not.toContain('<!-- "');
      // Exactly the page's own scripts end: the JSON-LD and the data, whatever the names hold.
      const scripts = html.match(/<script\b/g)?.length ?? 0;
      expect(html.match(/<\/script>/g)?.length).toBe(scripts);
      expect(dataOf(html)?.data).toMatchObject({ product: { productName: product.productName } });
    }
  });

  it("embeds exactly the API's answer for the listing, for the app to start from", async () => {
    const html = (await page(`/description/${tricky._id}`)).body;
    const data = dataOf(html);
    expect(data).toMatchObject({ kind: 'product', path: `product/${tricky._id}` });
    expect(data?.data).toEqual(await api(`product/${tricky._id}`));
    // Outside #root's content, so the app's first render (which replaces #root's children) does not remove it first.
    expect(html.indexOf(FIRST_PAGE_DATA_ID)).toBeGreaterThan(html.indexOf('</main>'));
  });

  it('answers 404 with the empty app shell and no data for a listing that is not there', async () => {
    const missing = await page('/description/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    expect(missing.body).not.toContain('<h1');
    expect(dataOf(missing.body)).toBeUndefined();
  });
});

describe('the first HTML of the lists and of a profile', () => {
  it("/product shows the newest listings' cards and embeds product/new?page=1 as the API answers it", async () => {
    const html = (await page('/product')).body;
    const root = rootOf(html);
    expect(root).toContain(`href="/description/${tricky._id}"`);
    expect(root).toContain(`src="${tricky.thumbnails[0]}"`);
    expect(root).toContain('width="480" height="360"');
    expect(root).toContain('Garlic &quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(root).not.toContain('<img src=x');
    const data = dataOf(html);
    expect(data).toMatchObject({ kind: 'latest', path: 'product/new', query: { page: 1 } });
    expect(data?.data).toEqual(await api('product/new?page=1'));
  });

  it('leaves the data out for a signed-in visitor and for a near-me choice, whose lists differ', async () => {
    expect(dataOf((await page('/product', farmer.cookie)).body)).toBeUndefined();
    const near = (await page('/product?sort=distance')).body;
    expect(dataOf(near)).toBeUndefined();
    expect(rootOf(near)).toContain(`href="/description/${tricky._id}"`);
  });

  it('/search shows the newest cards before the app runs the search', async () => {
    const html = (await page('/search?name=onion')).body;
    expect(rootOf(html)).toContain(`href="/description/${tricky._id}"`);
    expect(dataOf(html)).toBeUndefined();
  });

  it("a farmer's profile shows their name, place and active listings, and embeds user/detail", async () => {
    const html = (await page(`/user/profile/${farmer.user._id}`)).body;
    const root = rootOf(html);
    expect(root).toMatch(/<h1 [^>]*>Ramesh &lt;i&gt;Patil&lt;\/i&gt;<\/h1>/);
    expect(root).toContain('Lasalgaon');
    expect(root).toContain(`href="/description/${attribute._id}"`);
    expect(html).not.toContain(farmer.user.phoneNumber);
    const data = dataOf(html);
    expect(data).toMatchObject({ kind: 'seller', path: `user/detail/${farmer.user._id}` });
    expect(data?.data).toEqual(await api(`user/detail/${farmer.user._id}`));
    expect((await page('/user/profile/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("a farmer's page names their place, never their street address, in the first HTML and its data", async () => {
    const street = 'Plot 7, Shivaji Nagar Lane 3';
    const neighbour = await signUpAndLogIn(ctx.app, 'seller', {
      fullName: 'Sakharam Shinde',
      address: `${street}, Lasalgaon, Nashik`,
      pincode: '422306',
    });
    const html = (await page(`/user/profile/${neighbour.user._id}`)).body;
    expect(html).not.toContain(street);
    expect(rootOf(html)).toContain('Nashik');
    expect(JSON.stringify(await api(`user/detail/${neighbour.user._id}`))).not.toContain(street);
  });
});
