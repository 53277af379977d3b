import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@kisansetu/contract';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { languageFromAcceptLanguage } from './page-language';

const WEB_TEMPLATE = path.resolve(import.meta.dirname, '../../../../web/index.html');
/** A name a farmer could type, which must stay text in every tag and in the JSON-LD. */
const TRICKY = 'Onion </script><script>alert(1)</script> "Nashik" & <b>red</b>';

let ctx: TestContext;
let web: string;
let farmer: SignedIn;
let onion: Product;
beforeAll(async () => {
  // The web app's own page template, as the build serves it.
  web = await mkdtemp(path.join(tmpdir(), 'ks-web-'));
  await copyFile(WEB_TEMPLATE, path.join(web, 'index.html'));
  ctx = await createTestContext({ WEB_DIST: web, PUBLIC_ORIGINS: 'https://kisansetu.example' });
  farmer = await signUpAndLogIn(ctx.app, 'seller', {
    fullName: 'Ramesh Patil',
    address: 'Lasalgaon, Nashik',
  });
  onion = await createProduct(
    ctx.app,
    farmer.cookie,
    { productName: TRICKY, price: '32', unit: 'kg', quantity: '500', address: 'Lasalgaon, Nashik' },
    [['images', await smallJpeg(31), 'onion.jpg']],
  );
});
afterAll(async () => {
  await ctx.close();
  await rm(web, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('pages for link previews', () => {
  it("gives a listing's page its title, Open Graph tags, canonical and JSON-LD, with the farmer's text kept as text", async () => {
    const response = await page(`/description/${onion._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toContain(
      'Onion &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Nashik&quot;',
    );
    expect(meta(html, 'og:title')).toMatch(/₹32\/kg at Lasalgaon/);
    expect(meta(html, 'og:url')).toBe(`https://kisansetu.example/description/${onion._id}`);
    expect(meta(html, 'og:image')).toBe(`https://kisansetu.example${onion.image[0]}`);
    expect(html).toContain(
      `<link rel="canonical" href="https://kisansetu.example/description/${onion._id}" />`,
    );
    // No tag a farmer typed ever becomes a tag of the page.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>red</b>');

    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const product = JSON.parse(ld!) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(product).toMatchObject({ '@type': 'Product', name: TRICKY });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '32.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `https://kisansetu.example/description/${onion._id}`,
    });
    // The app itself is still on the page: it takes over in the browser.
    expect(html).toContain('<div id="root">');
  });

  it('says a sold listing is sold, and answers 404 for a listing that is not there', async () => {
    const sold = await createProduct(ctx.app, farmer.cookie, { productName: 'Garlic', unit: 'kg' });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/product/sold/${sold._id}`,
      headers: { cookie: farmer.cookie },
    });
    const html = (await page(`/description/${sold._id}`)).body;
    expect(meta(html, 'og:title')).toContain('(sold)');
    expect(html).toContain('https://schema.org/SoldOut');
    const missing = await page('/description/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it("gives a farmer's public page their name and place, never their phone or email", async () => {
    const html = (await page(`/user/profile/${farmer.user._id}`)).body;
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:title')).toBe('Ramesh Patil, farmer at Lasalgaon, Nashik · KisanSetu');
    expect(html).not.toContain(farmer.email);
    expect(html).not.toContain(farmer.user.phoneNumber);
  });
});

describe("pages in the reader's language", () => {
  const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
  const listing = () => `/description/${onion._id}`;

  it('writes a Hindi reader (Accept-Language) a Hindi page: lang, title, Open Graph and body', async () => {
    const response = await page(listing(), { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const html = response.body;
    expect(htmlLang(html)).toBe('hi');
    expect(meta(html, 'og:locale')).toBe('hi_IN');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/₹32\/किलो, Lasalgaon, Nashik में · KisanSetu$/);
    expect(meta(html, 'og:title')).toContain('Lasalgaon, Nashik में');
    expect(meta(html, 'og:description')).toMatch(/^Ramesh Patil से 500 किलो।/);
    expect(html).toContain('lang="hi" data-first-html');
    expect(html).toContain('>मात्रा</dt>');
    // What the farmer typed stays as typed.
    expect(meta(html, 'og:title')).toContain('Onion &lt;/script&gt;');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it("gives the home page the reader's language, title and preview, keeping the app's shell", async () => {
    const response = await page('/', { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(htmlLang(html)).toBe('ta');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('கிசான்சேது: விவசாயியும் வாங்குபவரும், நேருக்கு நேர்');
    expect(meta(html, 'og:locale')).toBe('ta_IN');
    expect(meta(html, 'description')).toMatch(/^KisanSetu இந்திய விவசாயிகளை/);
    expect(html).not.toContain('sell your crop directly to buyers');
    expect(html).toContain('class="boot-hero');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets the language cookie beat Accept-Language, and ?lang beat both', async () => {
    const byCookie = await page(listing(), { 'accept-language': 'hi', cookie: 'kisansetu_lang=ta' });
    expect(htmlLang(byCookie.body)).toBe('ta');
    expect(meta(byCookie.body, 'og:locale')).toBe('ta_IN');
    // The plain URL follows the reader's language: it stays the canonical.
    expect(byCookie.body).toContain(`<link rel="canonical" href="https://kisansetu.example${listing()}" />`);

    const byQuery = await page(`${listing()}?lang=mr`, {
      'accept-language': 'hi',
      cookie: 'kisansetu_lang=ta',
    });
    expect(htmlLang(byQuery.body)).toBe('mr');
    expect(meta(byQuery.body, 'og:locale')).toBe('mr_IN');
    expect(meta(byQuery.body, 'og:url')).toBe(`https://kisansetu.example${listing()}?lang=mr`);
    expect(byQuery.body).toContain(
      `<link rel="canonical" href="https://kisansetu.example${listing()}?lang=mr" />`,
    );
  });

  it('falls back to English for languages it does not have', async () => {
    const response = await page(`${listing()}?lang=fr`, {
      'accept-language': 'fr-FR,de;q=0.5',
      cookie: 'kisansetu_lang=xx',
    });
    expect(htmlLang(response.body)).toBe('en');
    expect(meta(response.body, 'og:locale')).toBe('en_IN');
    expect(meta(response.body, 'og:title')).toMatch(/₹32\/kg at Lasalgaon/);
  });

  it('reads Accept-Language by its q-values, among our languages only', () => {
    expect(languageFromAcceptLanguage('fr;q=1, hi;q=0.5, ta;q=0.8')).toBe('ta');
    expect(languageFromAcceptLanguage('bn-IN, hi')).toBe('bn');
    expect(languageFromAcceptLanguage('te;q=0, fr')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('names the page in every language (hreflang) and x-default without ?lang', async () => {
    for (const path of ['/', listing(), `/user/profile/${farmer.user._id}`, '/product', '/search']) {
      const html = (await page(path, { 'accept-language': 'gu' })).body;
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)];
      const base = `https://kisansetu.example${path}`;
      expect(alternates.map((match) => [match[1], match[2]])).toEqual([
        ...['en', 'hi', 'mr', 'pa', 'gu', 'bn', 'ta', 'te', 'kn'].map((lang) => [
          lang,
          `${base}?lang=${lang}`,
        ]),
        ['x-default', base],
      ]);
      expect(htmlLang(html)).toBe('gu');
    }
  });

  it("writes a farmer's page and the lists in the reader's language, with Vary, also for a missing listing", async () => {
    const profile = (await page(`/user/profile/${farmer.user._id}?lang=hi`)).body;
    expect(meta(profile, 'og:title')).toBe('Ramesh Patil, Lasalgaon, Nashik के किसान · KisanSetu');
    expect(profile).toContain('बिक्री के लिए फ़सलें');
    const list = await page('/product', { cookie: 'kisansetu_lang=kn' });
    expect(meta(list.body, 'og:title')).toBe('ರೈತರ ತಾಜಾ ಬೆಳೆಗಳು · KisanSetu');
    expect(meta(list.body, 'description')).toMatch(/^KisanSetu ಭಾರತದ/);
    expect(list.headers.vary).toMatch(/Cookie, Accept-Language/);
    const missing = await page('/description/00000000-0000-4000-8000-000000000000', {
      cookie: 'kisansetu_lang=te',
    });
    expect(missing.statusCode).toBe(404);
    expect(htmlLang(missing.body)).toBe('te');
    expect(missing.headers.vary).toMatch(/Accept-Language/);
  });
});

describe('pages for a reader who saves data', () => {
  const photoSources = (html: string) => [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);

  it("opens a listing with its card-size photo (preloaded so) for Save-Data or the app's data saver cookie", async () => {
    const asked: Record<string, string>[] = [{ 'save-data': 'on' }, { cookie: 'kisansetu_saver=on' }];
    for (const headers of asked) {
      const response = await page(`/description/${onion._id}`, headers);
      expect(photoSources(response.body)).toContain(onion.thumbnails[0]);
      expect(photoSources(response.body)).not.toContain(onion.image[0]);
      expect(response.body).toContain(`<link rel="preload" as="image" href="${onion.thumbnails[0]}"`);
      expect(response.headers.vary).toMatch(/Save-Data/);
    }
    const full = await page(`/description/${onion._id}`);
    expect(photoSources(full.body)).toContain(onion.image[0]);
  });

  it("draws the cards of a list with the photos' blurred stand-ins, sent in the page, instead of the photos", async () => {
    expect(onion.photoPreview?.src).toMatch(/^data:image\/webp;base64,/);
    const saver = await page('/product', { 'save-data': 'on' });
    const listed = new RegExp(`<img src="(data:image/webp;base64,[^"]+)"[^>]*class="[^"]*blur-md`);
    expect(listed.exec(saver.body)?.[1]).toBe(onion.photoPreview?.src);
    expect(photoSources(saver.body)).not.toContain(onion.thumbnails[0]);
    const full = await page('/product');
    expect(photoSources(full.body)).toContain(onion.thumbnails[0]);
  });

  it('tells the app the browser sent Save-Data, on a server-made page and on any other route of the app', async () => {
    for (const url of [`/description/${onion._id}`, '/search?name=onion', '/cart']) {
      const saver = await page(url, { 'save-data': 'on' });
      expect(saver.body, url).toMatch(/<html data-save-data="on" lang="/);
      expect(saver.headers.vary, url).toMatch(/Save-Data/);
      expect((await page(url)).body, url).not.toContain('data-save-data');
    }
  });
});
