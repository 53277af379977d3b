import { request } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiSession, createProductViaApi, registerViaApi } from '../support/api';
import type { CreatedProduct } from '../support/api';
import { expectAccessible } from '../support/a11y';
import type { Crop, RunInfo } from '../support/data';
import { newCrop, newPerson, uniqueTag } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import {
  chooseWhere,
  fillSignup,
  loginViaUi,
  productCard,
  screenshot,
  searchPath,
  toast,
} from '../support/ui';

/** Toasts come and go; pages.spec.ts checks them on their own. */
const TOASTER = '[data-sonner-toaster]';

/** PIN codes of India Post's directory: two in Nashik (a few km apart), one in Sinnar taluka, one in Pune. */
const PLACES = {
  nashikCity: { pincode: '422001', town: 'Nashik City' },
  nashikRoad: { pincode: '422101', town: 'Nashik Road' },
  sinnar: { pincode: '422103', town: 'Sinnar' },
  pune: { pincode: '411001', town: 'Pune Camp' },
} as const;
type PlaceKey = keyof typeof PLACES;

interface Listings {
  tag: string;
  products: Record<PlaceKey, CreatedProduct>;
}

/**
 * One farmer with an onion listing in each place, all sharing a tag in their address (so a search by it finds these
 * four only) and each with its own PIN code.
 */
async function onionsAround(baseURL: string, testInfo: RunInfo): Promise<Listings> {
  const tag = uniqueTag(testInfo);
  const farmer = newPerson('seller', testInfo);
  const anonymous = await request.newContext({ baseURL });
  await registerViaApi(anonymous, farmer);
  await anonymous.dispose();
  const session = await apiSession(baseURL, farmer);
  const photo = await jpeg('onion.jpg', COLOURS.tomato);
  const products = {} as Record<PlaceKey, CreatedProduct>;
  try {
    for (const key of Object.keys(PLACES) as PlaceKey[]) {
      const place = PLACES[key];
      const crop: Crop & { pincode: string } = {
        ...newCrop('Tomato', testInfo, { address: `Khet ${tag}, ${place.town}, Maharashtra` }),
        productName: `Onion ${key} ${tag}`,
        pincode: place.pincode,
      };
      products[key] = await createProductViaApi(session, crop, [photo]);
    }
  } finally {
    await session.dispose();
  }
  return { tag, products };
}

/** '~23 km' → 23, '< 1 km' → 0; the card's distance line, as a person reads it. */
function kmOf(text: string): number {
  if (/<\s*1 km/.test(text)) return 0;
  const match = /~(\d+) km/.exec(text);
  if (!match) throw new Error(`no distance in "${text}"`);
  return Number(match[1]);
}

async function distanceOf(card: Locator): Promise<number> {
  return kmOf(await card.getByText(/^(~\d+ km|< 1 km)$/).innerText());
}

/** Every card's distance in the order shown. */
async function distancesIn(list: Locator): Promise<number[]> {
  const labels = await list
    .getByRole('article')
    .getByText(/^(~\d+ km|< 1 km)$/)
    .allInnerTexts();
  return labels.map(kmOf);
}

function ascending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || values[index - 1]! <= value);
}

/** The where chip of /product and /search: its name is the whole where choice ('Where: Near Nashik · 50 km'). */
function nearMeChip(page: Page): Locator {
  return page.getByRole('button', { name: /^Where:/ });
}

/** The sort chip: the one control for the order. */
function sortChip(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Sort by' });
}

/** Opens the where chip's bottom sheet (the location, PIN code or place, and distance controls). */
async function openNearMe(page: Page): Promise<Locator> {
  await nearMeChip(page).click();
  const sheet = page.getByRole('dialog', { name: 'Where' });
  await expect(sheet.getByRole('combobox', { name: 'Distance' })).toBeVisible();
  return sheet;
}

/** Pages through a list with Load More until nothing more is there (bounded), so absence means absence. */
async function loadAll(page: Page, list: Locator): Promise<void> {
  const more = page.getByRole('button', { name: 'Load More' });
  for (let round = 0; round < 20; round += 1) {
    await expect(page.getByText('No more products to show.').or(more).first()).toBeVisible();
    if (!(await more.isVisible())) return;
    const shown = await list.getByRole('article').count();
    await more.click();
    await expect(list.getByRole('article')).not.toHaveCount(shown);
  }
}

test('a buyer with a PIN code on their profile sees the nearest onions first, within 50 km', async ({
  page,
  baseURL,
}, testInfo) => {
  const { tag, products } = await onionsAround(baseURL!, testInfo);
  const buyer = newPerson('user', testInfo, { address: 'College Road, Nashik, Maharashtra' });

  await test.step('signs up with a PIN code and logs in', async () => {
    await page.goto('/signup');
    await fillSignup(page, buyer);
    const pin = page.getByRole('textbox', { name: 'PIN code (optional)' });
    await pin.fill('4220');
    await expect(page.getByText('PIN code must be 6 digits')).toBeVisible();
    await pin.fill(PLACES.nashikCity.pincode);
    await expect(page.getByText('PIN code must be 6 digits')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(toast(page, 'Account created. Please log in.')).toBeVisible();
    await loginViaUi(page, buyer);
  });

  await test.step('the Market Access card leads to the listings, nearest first, measured from their address', async () => {
    await page
      .getByRole('region', { name: 'Market Access' })
      .getByRole('link', { name: /See produce near you/ })
      .click();
    await expect(page).toHaveURL(/\/product\?sort=distance$/);
    await expect(nearMeChip(page)).toHaveAccessibleName(/^Where: Near .+$/);
    await expect(sortChip(page)).toHaveValue('distance');
    const sheet = await openNearMe(page);
    await expect(
      sheet.getByRole('status').filter({ hasText: /^Distances from .*Maharashtra — your address$/ }),
    ).toBeVisible();
  });

  const list = page.getByRole('list', { name: 'All products' });
  await test.step('chooses Within 50 km: cards come nearest first with their distance, Pune is left out', async () => {
    const sheet = page.getByRole('dialog', { name: 'Where' });
    await sheet.getByRole('combobox', { name: 'Distance' }).selectOption({ label: 'Within 50 km' });
    await expect(page).toHaveURL(/\/product\?sort=distance&radiusKm=50$/);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { name: /^\d+ products?$/, level: 2 })).toBeFocused();
    await expect(nearMeChip(page)).toHaveAccessibleName(/^Where: Near .+ · 50 km$/);
    await expect(sortChip(page)).toHaveValue('distance');
    await loadAll(page, list);
    const near = productCard(list, products.nashikCity.productName);
    const road = productCard(list, products.nashikRoad.productName);
    const sinnar = productCard(list, products.sinnar.productName);
    await expect(near).toBeVisible();
    await expect(road).toBeVisible();
    await expect(sinnar).toBeVisible();
    await expect(productCard(list, products.pune.productName)).toHaveCount(0);
    expect(await distanceOf(near)).toBeLessThanOrEqual(2);
    const distances = await distancesIn(list);
    expect(distances.length).toBe(await list.getByRole('article').count());
    expect(ascending(distances), `distances in page order: ${distances.join(', ')}`).toBe(true);
    expect(Math.max(...distances)).toBeLessThanOrEqual(50);
    await screenshot(page, testInfo, 'near-me-product-list');
    await expectAccessible(page, testInfo, 'near-me-product-list', { exclude: [TOASTER] });
  });

  await test.step('a search by the farm address, nearest first: the three Nashik onions in distance order', async () => {
    await page.goto('/search?sort=distance&radiusKm=50');
    // Distances are measured from the buyer's own address; the farm's place narrows the search to it.
    await chooseWhere(page, `Khet ${tag}`);
    await expect(page.getByRole('heading', { name: '3 products found', level: 2 })).toBeFocused();
    const results = page.getByRole('list', { name: 'Search results' });
    const names = await results.getByRole('heading').allInnerTexts();
    expect(names).toEqual([
      products.nashikCity.productName,
      products.nashikRoad.productName,
      products.sinnar.productName,
    ]);
    expect(ascending(await distancesIn(results))).toBe(true);
    await expectAccessible(page, testInfo, 'near-me-search', { exclude: [TOASTER] });
  });
});

test('"Use my location" measures from the browser position, which is never put in the URL or stored', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const { tag, products } = await onionsAround(baseURL!, testInfo);
  // Pune's camp area.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 18.5167, longitude: 73.8767 });

  await page.goto('/search');
  await chooseWhere(page, `Khet ${tag}`);
  await expect(page.getByRole('heading', { name: '4 products found', level: 2 })).toBeFocused();

  let sheet = await openNearMe(page);
  await sheet.getByRole('button', { name: 'Use my location' }).click();
  // A point applies at once and the sheet stays for the distance; 'Show results' brings the results into view.
  await expect(nearMeChip(page)).toHaveAccessibleName('Where: Near you');
  await expect(sortChip(page)).toHaveValue('distance');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: '4 products found', level: 2 })).toBeFocused();
  await expect(page).toHaveURL(searchPath({ address: `Khet ${tag}`, sort: 'distance' }));
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading').first()).toHaveText(products.pune.productName);
  const distances = await distancesIn(results);
  expect(distances).toHaveLength(4);
  expect(ascending(distances)).toBe(true);
  expect(distances[0]).toBeLessThan(25);
  // Nashik is some 160 km from Pune.
  expect(distances[3]).toBeGreaterThan(100);

  sheet = await openNearMe(page);
  await expect(sheet.getByRole('status').filter({ hasText: 'Distances from your location' })).toBeVisible();
  await sheet.getByRole('combobox', { name: 'Distance' }).selectOption({ label: 'Within 25 km' });
  await expect(page).toHaveURL(searchPath({ address: `Khet ${tag}`, sort: 'distance', radiusKm: '25' }));
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByRole('heading', { name: '1 product found', level: 2 })).toBeFocused();
  await expect(productCard(results, products.pune.productName)).toBeVisible();

  // Listings' own places are public and may be kept for offline use; the buyer's position, and the distances that
  // would give it away, never are.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).toContain(products.pune.productName);
  expect(stored).not.toMatch(/18\.516|73\.876|lat=|lon=|distanceKm|"origin":\{/);
  await screenshot(page, testInfo, 'near-me-position');
  await expectAccessible(page, testInfo, 'near-me-position', { exclude: [TOASTER] });
});

test('a refused location permission is explained, and a PIN code works instead', async ({
  page,
}, testInfo) => {
  // No permission granted: the browser refuses.
  await page.goto('/product');
  let sheet = await openNearMe(page);
  await sheet.getByRole('button', { name: 'Use my location' }).click();
  await expect(sheet.getByText('You did not allow your location. Type your PIN code instead.')).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Your PIN code' }).fill(PLACES.nashikCity.pincode);
  await sheet.getByRole('button', { name: 'Use PIN' }).click();
  await expect(page).toHaveURL(/\/product\?pincode=422001&sort=distance$/);
  await expect(nearMeChip(page)).toHaveAccessibleName(/^Where: Near .+$/);
  await expect(sortChip(page)).toHaveValue('distance');
  // The sheet stays open, saying where distances are now measured from, until the person is done.
  await expect(sheet.getByRole('status').filter({ hasText: /^Distances from PIN 422001/ })).toBeVisible();
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  sheet = await openNearMe(page);
  await expect(sheet.getByRole('status').filter({ hasText: /^Distances from PIN 422001/ })).toBeVisible();
  await expectAccessible(page, testInfo, 'near-me-pincode', { exclude: [TOASTER] });
});
