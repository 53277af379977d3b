import { LANGUAGE_COOKIE } from '@kisansetu/contract';
import { sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';

/*
 * A visitor shares a listing. Where the browser has no share sheet (desktop Chromium), Share offers
 * WhatsApp with the listing's text and link ready, and Copy link puts the link on the clipboard.
 */
test('a visitor shares a listing on WhatsApp or copies its link', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'kg', price: '32', quantity: '500' });
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [await jpeg('onion.jpg', COLOURS.tomato)]);
  // The menu is what this journey checks: take the share sheet away where the browser has one.
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(`/description/${product._id}`);
  await page.getByRole('button', { name: 'Share this listing' }).click();
  const whatsApp = page.getByRole('link', { name: 'WhatsApp' });
  const href = new URL((await whatsApp.getAttribute('href'))!);
  expect(href.origin).toBe('https://wa.me');
  const text = href.searchParams.get('text')!;
  expect(text).toContain(crop.productName);
  expect(text).toMatch(/₹32\/kg|₹32.*kg/);
  expect(text).toContain(`${new URL(baseURL!).origin}/description/${product._id}?lang=en`);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(baseURL!).origin}/description/${product._id}?lang=en`,
  );
});

/*
 * A Hindi reader: the app sets the language cookie, so the next first HTML the server writes for them is Hindi; the
 * link they share carries ?lang=hi, so the preview a crawler (no cookie, an English Accept-Language) makes is Hindi,
 * and the person who opens it reads the app in Hindi with the rest of the address kept.
 */
test("a Hindi reader's pages and shared links come in Hindi", async ({
  page,
  context,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'kg', price: '32', quantity: '500' });
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [await jpeg('onion.jpg', COLOURS.tomato)]);
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    localStorage.setItem('kisansetu.language', 'hi');
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(`/description/${product._id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // boot.js marks the page Hindi before the app's code runs; the app sets the cookie once it does.
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value)
    .toBe('hi');
  // The next first HTML for this reader (their cookie goes with it) is Hindi before any script runs.
  const first = await (await page.request.get(`/description/${product._id}`)).text();
  expect(first).toContain('<html lang="hi"');
  expect(first).toContain('<meta property="og:locale" content="hi_IN" />');
  expect(first).toMatch(/<title>[^<]*₹32\/किलो[^<]*में · KisanSetu<\/title>/);

  await page.getByRole('button', { name: 'यह फ़सल शेयर करें' }).click();
  await page.getByRole('button', { name: 'लिंक कॉपी करें' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(baseURL!).origin}/description/${product._id}?lang=hi`);

  const crawler = await playwright.request.newContext({ extraHTTPHeaders: { 'Accept-Language': 'en-US' } });
  const preview = await (await crawler.get(`${link}&utm_source=whatsapp`)).text();
  await crawler.dispose();
  expect(preview).toContain('<html lang="hi"');
  expect(preview).toMatch(/<meta property="og:title" content="[^"]*में · KisanSetu" \/>/);

  // Someone with no choice of their own opens the link: the app is in Hindi, and only ?lang left the address.
  const other = await browser.newContext({ locale: 'en-IN' });
  const reader = await other.newPage();
  await reader.goto(`${link}&utm_source=whatsapp`);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(reader.getByRole('button', { name: 'यह फ़सल शेयर करें' })).toBeVisible();
  await expect(reader).toHaveURL(
    `${new URL(baseURL!).origin}/description/${product._id}?utm_source=whatsapp`,
  );
  await other.close();
});
