import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { registerViaApi, sellerWithCrop } from '../support/api';
import type { CreatedProduct } from '../support/api';
import type { Crop, Person, RunInfo } from '../support/data';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { chooseWhere, findInResults, languagePicker, loginViaUi, searchPath, settled } from '../support/ui';

/*
 * Search on a 360 × 740 touch phone (the phone project): after every kind of search the first result is on the
 * screen without the person scrolling, empty results say what to try, and every tap target is at least 48 px tall.
 * SCREENSHOTS=1 also writes the first screenful of /search and /product in English and Hindi to docs/screenshots/.
 */

const TOASTER = '[data-sonner-toaster]';
const SCREENSHOT_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'docs',
  'screenshots',
);

/** A farmer with a tomato listing priced per quintal, so the card shows its per-kg price too. */
async function tomatoFarmer(
  baseURL: string,
  testInfo: RunInfo,
): Promise<{ farmer: Person; crop: Crop; product: CreatedProduct }> {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Tomato', testInfo, { unit: 'quintal', price: '2400', quantity: '50' });
  const { product } = await sellerWithCrop(baseURL, farmer, crop, [await jpeg('tomato.jpg', COLOURS.tomato)]);
  return { farmer, crop, product };
}

/** The first screenful as the person sees it, from the top of the page, kept only when SCREENSHOTS=1. */
async function firstScreenful(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', scale: 'css' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * After a search: the results' heading has the focus (a screen reader reads the count) and the first card is wholly
 * on the screen, with no scrolling by the person.
 */
async function expectFirstResultOnScreen(page: Page, heading: Locator, list: Locator): Promise<Locator> {
  await expect(heading).toBeFocused();
  const first = list.getByRole('article').first();
  await expect(first).toBeInViewport({ ratio: 1 });
  const box = await first.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  return first;
}

/** Every shown button, field, option and button-like link shorter than 48 px, described for the failure message. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'button, input:not([type="hidden"]), select, textarea, [role="button"], [role="option"], a[href]',
    );
    for (const element of Array.from(targets)) {
      const rect = element.getBoundingClientRect();
      // Not shown, or visually hidden until focused (the skip link).
      if (rect.width <= 1 || rect.height <= 1 || element.closest('[aria-hidden="true"]')) continue;
      // A text link inside a heading or a sentence (a card's name) is inline text, not a button-like target.
      if (element.tagName === 'A' && element.closest('h1, h2, h3, p')) continue;
      if (rect.height < 48) {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        small.push(
          `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}": ${rect.height.toFixed(1)} px`,
        );
      }
    }
    return small;
  });
}

test('Most Searched on a phone: results come into view, cards say enough, targets are 48 px, the near-me sheet works', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  expect(page.viewportSize()).toEqual({ width: 360, height: 740 });
  const { farmer, crop } = await tomatoFarmer(baseURL!, testInfo);
  const results = page.getByRole('list', { name: 'Search results' });

  await test.step('the home page shows its search bar and the first product without scrolling', async () => {
    await page.goto('/');
    await expect(page.getByRole('search', { name: 'Search produce' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('combobox', { name: 'What do you want to buy?' })).toBeInViewport();
    await expect(
      page.getByRole('region', { name: 'Latest products' }).getByRole('article').first(),
    ).toBeInViewport();
  });

  await test.step('a Most Searched crop opens /search with the first result on the screen', async () => {
    await page
      .getByRole('region', { name: 'Most Searched' })
      .getByRole('button', { name: 'Tomato', exact: true })
      .tap();
    await expect(page).toHaveURL(searchPath({ name: 'Tomato' }));
    const heading = page.getByRole('heading', { name: /^[\d,]+\+? products? found$/, level: 2 });
    await expectFirstResultOnScreen(page, heading, results);
  });

  await test.step("the farmer's card: price per quintal and per kg, quantity, seller, how long ago", async () => {
    const card = await findInResults(page, crop.productName);
    await expect(card).toContainText('₹2,400 / quintal');
    await expect(card).toContainText('(₹24 / kg)');
    await expect(card).toContainText('50 quintal available');
    await expect(card).toContainText(farmer.fullName);
    await expect(card).toContainText(/Posted (\d+ minutes?|\d+ hours?) ago/);
  });

  await test.step('every button, field and button-like link on the search page is at least 48 px tall', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await smallTapTargets(page)).toEqual([]);
    await firstScreenful(page, testInfo, 'search-phone-en');
  });

  const chip = page.getByRole('button', { name: /^Where:/ });
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await test.step('the where chip opens an accessible bottom sheet, which Escape closes', async () => {
    await expect(chip).toHaveAccessibleName('Where: Anywhere');
    await expect(sort).toHaveValue('relevance');
    await chip.tap();
    const sheet = page.getByRole('dialog', { name: 'Where' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(sheet.getByRole('combobox', { name: 'Distance' })).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
    await expectAccessible(page, testInfo, 'search-phone-sheet', { exclude: [TOASTER] });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(chip).toBeFocused();
  });

  await test.step('"Use my location" in the sheet applies at once; Show results brings the nearest into view', async () => {
    // Nashik, where the demo farms and this farmer's listing are.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 20.0, longitude: 73.78 });
    await chip.tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Use my location' }).tap();
    await expect(chip).toHaveAccessibleName('Where: Near you');
    await expect(sort).toHaveValue('distance');
    await page.getByRole('dialog').getByRole('button', { name: 'Show results' }).tap();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(searchPath({ name: 'Tomato', sort: 'distance' }));
    const heading = page.getByRole('heading', { name: /^[\d,]+\+? products? found$/, level: 2 });
    const first = await expectFirstResultOnScreen(page, heading, results);
    await expect(first.getByText(/^(~\d+ km|< 1 km)$/)).toBeVisible();
  });

  await test.step('/product on a phone: the chip and the first card in the first screenful', async () => {
    await page.goto('/product');
    const list = page.getByRole('list', { name: 'All products' });
    await expect(list.getByRole('article').first()).toBeInViewport();
    await expect(page.getByRole('button', { name: /^Where:/ })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeInViewport({ ratio: 1 });
    expect(await smallTapTargets(page)).toEqual([]);
    await firstScreenful(page, testInfo, 'product-phone-en');
  });
});

test('in Hindi on a phone: a suggestion for "टमा" finds tomatoes, with the first one on the screen', async ({
  page,
  baseURL,
}, testInfo) => {
  await tomatoFarmer(baseURL!, testInfo);
  await page.goto('/');
  await (await languagePicker(page)).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto('/search');
  const name = page.getByRole('combobox', { name: 'फ़सल का नाम' });
  await name.fill('टमा');
  const suggestion = page
    .getByRole('listbox', { name: 'सुझाव' })
    .getByRole('option', { name: 'टमाटर', exact: true });
  await expect(suggestion).toBeVisible();
  await suggestion.tap();
  await expect(name).toHaveValue('टमाटर');
  const heading = page.getByRole('heading', { name: /^[\d,]+\+? (फ़सल मिली|फ़सलें मिलीं)$/, level: 2 });
  const first = await expectFirstResultOnScreen(
    page,
    heading,
    page.getByRole('list', { name: 'खोज के नतीजे' }),
  );
  // The server matches the Hindi word to listings named in English.
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(/tomato|टमाटर/i);
  await firstScreenful(page, testInfo, 'search-phone-hi');

  await page.goto('/product');
  await expect(page.getByRole('list', { name: 'सारी फ़सलें' }).getByRole('article').first()).toBeInViewport();
  await firstScreenful(page, testInfo, 'product-phone-hi');
});

test("a buyer's place finds nothing: the name's results across India come with a note and a way back", async ({
  page,
  baseURL,
}, testInfo) => {
  const { crop } = await tomatoFarmer(baseURL!, testInfo);
  // Sunita, a buyer in Andheri East, asks for her own place, and no farmer lists there.
  const buyer = newPerson('user', testInfo);
  const anonymous = await request.newContext({ baseURL });
  await registerViaApi(anonymous, buyer);
  await anonymous.dispose();
  await loginViaUi(page, buyer);

  await page.goto('/search');
  await chooseWhere(page, buyer.address);
  await page.getByRole('combobox', { name: 'Product name' }).fill(crop.productName);
  await page.getByRole('button', { name: 'Search', exact: true }).tap();

  const heading = page.getByRole('heading', { name: '1 product found', level: 2 });
  const note = `No ${crop.productName} in ${buyer.address} — showing all of India`;
  await expect(heading).toHaveAccessibleDescription(note);
  await expect(page.getByText(note)).toBeVisible();
  const first = await expectFirstResultOnScreen(
    page,
    heading,
    page.getByRole('list', { name: 'Search results' }),
  );
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(crop.productName);

  await page.getByRole('button', { name: `Only in ${buyer.address}` }).tap();
  const none = page.getByRole('heading', { name: `No ${crop.productName} in ${buyer.address}`, level: 2 });
  await expect(none).toBeFocused();
  await expect(none).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Show all of India' }).tap();
  await expect(heading).toBeFocused();
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article')).toHaveCount(1);
});
