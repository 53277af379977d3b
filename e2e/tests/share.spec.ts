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
  expect(text).toContain(`${new URL(baseURL!).origin}/description/${product._id}`);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(baseURL!).origin}/description/${product._id}`,
  );
});
