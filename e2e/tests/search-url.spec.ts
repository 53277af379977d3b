import { sellerWithCrop } from '../support/api';
import type { Crop } from '../support/data';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { chooseWhere, productCard, searchPath, secondContext } from '../support/ui';

/** The first part of a crop's address, unique to it (the test's tag): a search by it finds that listing only. */
const placeOf = (crop: Crop) => crop.address.split(',')[0]!;

test('a search is its URL: reloaded, gone Back to or opened elsewhere, it shows the same results', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const potato = newCrop('Potato', testInfo);
  const onion = newCrop('Onion', testInfo);
  await sellerWithCrop(baseURL!, newPerson('seller', testInfo), potato, [
    await jpeg('potato.jpg', COLOURS.potato),
  ]);
  await sellerWithCrop(baseURL!, newPerson('seller', testInfo), onion, [
    await jpeg('onion.jpg', COLOURS.tomato),
  ]);
  const results = page.getByRole('list', { name: 'Search results' });
  const nameBox = page.getByRole('combobox', { name: 'Product name' });
  const whereChip = page.getByRole('button', { name: /^Where:/ });
  const potatoSearch = searchPath({ name: potato.productName, address: placeOf(potato) });

  /** The place in the where chip's sheet (the one place for where), then the crop's name. */
  async function searchFor(crop: Crop): Promise<void> {
    await chooseWhere(page, placeOf(crop));
    await nameBox.fill(crop.productName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  await test.step('a search puts its name and address in the URL', async () => {
    await page.goto('/search');
    await searchFor(potato);
    await expect(page).toHaveURL(potatoSearch);
    await expect(page.getByRole('heading', { name: '1 product found', level: 2 })).toBeFocused();
    await expect(productCard(results, potato.productName)).toBeVisible();
  });

  await test.step('a reload keeps the search and its results', async () => {
    await page.reload();
    await expect(productCard(results, potato.productName)).toBeVisible();
    await expect(nameBox).toHaveValue(potato.productName);
    await expect(whereChip).toHaveAccessibleName(`Where: In ${placeOf(potato)}`);
  });

  await test.step('after another search, Back returns to the first one and its results', async () => {
    await searchFor(onion);
    await expect(page).toHaveURL(searchPath({ name: onion.productName, address: placeOf(onion) }));
    await expect(productCard(results, onion.productName)).toBeVisible();
    // The place was a choice of its own: one Back undoes the name, the next the place.
    await page.goBack();
    await expect(page).toHaveURL(searchPath({ name: potato.productName, address: placeOf(onion) }));
    await page.goBack();
    await expect(page).toHaveURL(potatoSearch);
    await expect(productCard(results, potato.productName)).toBeVisible();
    await expect(productCard(results, onion.productName)).toHaveCount(0);
    await expect(nameBox).toHaveValue(potato.productName);
  });

  await test.step('the link, opened in a fresh browser, shows the same results', async () => {
    const fresh = await secondContext(browser, testInfo);
    try {
      const other = await fresh.newPage();
      await other.goto(potatoSearch);
      const list = other.getByRole('list', { name: 'Search results' });
      await expect(productCard(list, potato.productName)).toBeVisible();
      await expect(other.getByRole('combobox', { name: 'Product name' })).toHaveValue(potato.productName);
    } finally {
      await fresh.close();
    }
  });
});
