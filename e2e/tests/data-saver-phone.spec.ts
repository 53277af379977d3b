import { sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { layoutProblems } from '../support/layout';
import { test, expect } from '../support/test';
import { findInResults, languagePicker, reloadListingOffline, screenshot, searchPath } from '../support/ui';

/*
 * A farmer's phone that asks to save data (Chromium's Save-Data on a 2G connection): data saver is on by itself,
 * the cards show a blurred stand-in with the photo's size and load the photo on a tap, a listing shows only its
 * first photo at the card's size, the menu says what was saved, and the listing reads again offline. The menu is
 * checked in Tamil on the 360 px screen too.
 */
// The offline read needs the service worker the other journeys block; a phone saving data says so on every request.
test.use({ serviceWorkers: 'allow', extraHTTPHeaders: { 'Save-Data': 'on' } });

test('data saver on a 2G phone: photos wait for a tap, the menu says what it saved, a listing reads offline', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'kg', price: '32' });
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [
    await jpeg('onion.jpg', COLOURS.tomato),
    await jpeg('onion-bags.jpg', COLOURS.leaf),
  ]);
  const [cardPhoto, secondCard] = product.thumbnails;
  const [largePhoto, secondLarge] = product.image;
  // What the phone's browser says of its connection (the Network Information API).
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '2g' }),
    });
  });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

  await page.goto(searchPath({ name: crop.productName }));
  const card = await findInResults(page, crop.productName);
  const load = card.getByRole('button', {
    name: new RegExp(`^Load the photo of ${crop.productName} \\(\\d+ kB\\)$`),
  });
  await expect(load).toBeVisible();
  await expect(load).toHaveText(/^\d+ kB$/);
  expect(await card.locator('img[src^="data:image/webp;base64,"]').count()).toBe(1);
  expect(fetched).not.toContain(cardPhoto);
  await screenshot(page, testInfo, 'data-saver-card');

  await load.click();
  const photo = card.locator(`img[src="${cardPhoto}"]`);
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(load).toHaveCount(0);

  // The listing: its first photo at the card's size, the second only when asked for, never the large ones.
  await card.getByRole('link', { name: crop.productName }).click();
  await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
  await expect(page.getByAltText(`${crop.productName}, photo 1 of 2`)).toHaveAttribute('src', cardPhoto!);
  const second = page.getByRole('button', {
    name: new RegExp(`^Load the photo of ${crop.productName}, photo 2 of 2 \\(\\d+ kB\\)$`),
  });
  expect(fetched).not.toContain(secondCard);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await second.click();
  await expect(page.getByAltText(`${crop.productName}, photo 2 of 2`)).toHaveAttribute('src', secondCard!);
  expect(fetched).not.toContain(largePhoto);
  expect(fetched).not.toContain(secondLarge);

  // The menu: on by itself, why, and what it kept off the data pack this month.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const toggle = page.getByRole('switch', { name: 'Data saver' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toHaveAccessibleDescription(/Your phone asked to save data\./);
  await expect(page.getByText(/^Saved \d+(\.\d)? (kB|MB) this month$/)).toBeVisible();
  await screenshot(page, testInfo, 'data-saver-menu');

  // Offline: the listing seen a moment ago reads again after a reload.
  await page.getByRole('button', { name: 'Close menu' }).click();
  await reloadListingOffline(page, context, crop.productName);
  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Open menu' }).click();
  // In Tamil on the 360 px screen, the menu's switch and its words fit beside each other.
  await (await languagePicker(page)).selectOption('ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const tamilToggle = page.getByRole('switch', { name: 'டேட்டா சேமிப்பு' });
  await expect(tamilToggle).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  await screenshot(page, testInfo, 'data-saver-menu-ta');
});

test('a browser that sends Save-Data but tells scripts nothing still keeps the photos for a tap', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'kg', price: '31' });
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [await jpeg('onion.jpg', COLOURS.tomato)]);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

  await page.goto(searchPath({ name: crop.productName }));
  const card = await findInResults(page, crop.productName);
  await expect(
    card.getByRole('button', { name: new RegExp(`^Load the photo of ${crop.productName} \\(\\d+ kB\\)$`) }),
  ).toBeVisible();
  expect(fetched).not.toContain(product.thumbnails[0]);
  expect(fetched).not.toContain(product.image[0]);
});
