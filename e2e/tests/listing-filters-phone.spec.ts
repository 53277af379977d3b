import { request } from '@playwright/test';
import { apiSession, createProductViaApi, registerViaApi } from '../support/api';
import type { Crop } from '../support/data';
import { newCrop, newPerson, uniqueTag } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { loginViaUi, productCard, screenshot } from '../support/ui';

/*
 * Richer listings on a 360 px phone: a buyer narrows the wheat near a PIN code to organic, grade A and under a price,
 * sorts by price, opens the cheapest and writes to the farmer; the farmer then sees one view and one enquiry on it.
 */

/** The listing fields beyond the spec's form that this journey sets (sent as the form's text fields). */
type DetailedCrop = Crop & { pincode: string; organic?: string; grade?: string };

test('a buyer filters organic A-grade wheat under a price near a PIN, sorts by price, and the farmer sees the view and the enquiry', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const farmer = newPerson('seller', testInfo);
  const buyer = newPerson('user', testInfo);
  const wheat = (name: string, fields: Partial<DetailedCrop>): DetailedCrop => ({
    ...newCrop('Wheat', testInfo, { unit: 'kg', quantity: '400' }),
    productName: `${name} Wheat ${tag}`,
    pincode: '422001',
    ...fields,
  });
  const lots = {
    cheapest: wheat('Sharbati', { organic: 'true', grade: 'A', price: '2400', unit: 'quintal' }),
    dearer: wheat('Lokwan', { organic: 'true', grade: 'A', price: '27' }),
    notOrganic: wheat('Plain', { grade: 'A', price: '20' }),
    gradeB: wheat('Mixed', { organic: 'true', grade: 'B', price: '21' }),
    tooDear: wheat('Premium', { organic: 'true', grade: 'A', price: '35' }),
    farAway: wheat('Pune', { organic: 'true', grade: 'A', price: '19', pincode: '411001' }),
  };
  const anonymous = await request.newContext({ baseURL });
  await registerViaApi(anonymous, farmer);
  await registerViaApi(anonymous, buyer);
  await anonymous.dispose();
  const session = await apiSession(baseURL!, farmer);
  const photo = await jpeg('wheat.jpg', COLOURS.potato);
  for (const lot of Object.values(lots)) await createProductViaApi(session, lot, [photo]);
  await session.dispose();

  await loginViaUi(page, buyer);
  const results = page.getByRole('list', { name: 'Search results' });

  await test.step('searches for the wheat and sets the PIN code with 100 km', async () => {
    await page.goto('/search');
    await page.getByRole('combobox', { name: 'Product name' }).fill(`Wheat ${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: '6 products found', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: /^Where/ }).click();
    const near = page.getByRole('dialog', { name: 'Where' });
    await near.getByRole('textbox', { name: 'PIN code or place' }).fill('422001');
    await near.getByRole('button', { name: 'Use PIN' }).click();
    await near.getByRole('combobox', { name: 'Distance' }).selectOption({ label: 'Within 100 km' });
    await near.getByRole('button', { name: 'Show results' }).click();
    await expect(near).toBeHidden();
    await expect(page.getByRole('heading', { name: '5 products found', level: 2 })).toBeVisible();
  });

  await test.step('cheapest first on the sort chip; organic, grade A, up to ₹30 a kg in the filter sheet', async () => {
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(sort).toHaveValue('price_asc');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    // Each choice applies at once through the URL, so it shows as chosen a moment after the tap.
    for (const choice of [
      sheet.getByRole('radio', { name: 'Grade A' }),
      sheet.getByRole('checkbox', { name: 'Organic only' }),
    ]) {
      await choice.click();
      await expect(choice).toBeChecked();
    }
    const max = sheet.getByRole('textbox', { name: 'Up to (₹)' });
    await max.fill('30');
    await max.press('Enter');
    await expect(sheet).toBeVisible();
    await screenshot(page, testInfo, 'filter-sheet');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { name: '2 products found', level: 2 })).toBeVisible();
    const chips = page.getByRole('list', { name: 'Filters on' });
    await expect(chips.getByRole('button', { name: 'Remove filter: Organic' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Remove filter: Grade A' })).toBeVisible();
    // ₹2,400 a quintal is ₹24 a kg: cheaper than ₹27 a kg, so it comes first.
    expect(await results.getByRole('heading').allInnerTexts()).toEqual([
      lots.cheapest.productName,
      lots.dearer.productName,
    ]);
    await expect(productCard(results, lots.cheapest.productName)).toContainText('Grade A');
    await expect(productCard(results, lots.cheapest.productName)).toContainText('Organic');
    await screenshot(page, testInfo, 'filtered-results');
  });

  await test.step('opens the cheapest and writes to the farmer about it', async () => {
    await productCard(results, lots.cheapest.productName).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: lots.cheapest.productName, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true }).click();
    const panel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close chat' }) });
    await panel
      .getByRole('group', { name: 'Quick replies' })
      .getByRole('button', { name: 'Is it still available?' })
      .click();
    await expect(
      panel
        .getByRole('log', { name: `Messages with ${farmer.fullName}` })
        .getByText('Is it still available?'),
    ).toBeVisible();
  });

  await test.step('the farmer sees one view and one enquiry on that listing', async () => {
    const farmerContext = await browser.newContext({ ...testInfo.project.use });
    const farmerPage = await farmerContext.newPage();
    try {
      await loginViaUi(farmerPage, farmer);
      const line = farmerPage.getByLabel(`Figures of ${lots.cheapest.productName}`);
      await expect(line).toContainText('Views1');
      await expect(line).toContainText('Enquiries1');
      await expect(farmerPage.getByLabel(`Figures of ${lots.dearer.productName}`)).toContainText('Views0');
      await farmerPage
        .getByRole('button', { name: `Statistics of ${lots.cheapest.productName}` })
        .first()
        .click();
      const dialog = farmerPage.getByRole('dialog', { name: `Statistics: ${lots.cheapest.productName}` });
      await expect(dialog.getByText('Views in the last 14 days: 1')).toBeVisible();
      await screenshot(farmerPage, testInfo, 'listing-statistics');
    } finally {
      await farmerContext.close();
    }
  });
});
