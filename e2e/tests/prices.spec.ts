import { sellerWithCrop } from '../support/api';
import { expectAccessible } from '../support/a11y';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { screenshot } from '../support/ui';

/*
 * A buyer looking at a farmer's onions near Nashik sees what the nearest mandis paid, in the listing's own
 * unit, and follows it to the 30-day trend. The demo database carries sample prices, labelled as such.
 */
test('a listing shows the nearby mandi prices in its unit, and /prices their 30-day trend', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'kg', price: '15' });
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [await jpeg('onion.jpg', COLOURS.tomato)]);

  await page.goto(`/description/${product._id}`);
  const nearby = page.getByRole('region', { name: 'Mandi prices nearby' });
  await expect(nearby).toBeVisible();
  // Pimpalgaon's own mandi first: the demo's onion there is about ₹2,050 a quintal, shown per kg.
  const first = nearby.getByRole('listitem').first();
  await expect(first).toContainText('Pimpalgaon, Nashik');
  await expect(first).toContainText(/₹\d+(\.\d+)? \/ kg/);
  await expect(first).toContainText(/% below the Pimpalgaon price/);
  await expect(nearby.getByText('Sample prices')).toBeVisible();
  // One short line names the source; the full attribution is a tap away.
  await nearby.getByText('Source: Agmarknet, Govt. of India').click();
  await expect(nearby.getByRole('link', { name: /^Agmarknet.*data\.gov\.in$/ })).toBeVisible();

  await nearby.getByRole('link', { name: '30-day prices' }).click();
  await expect(page).toHaveURL(/\/prices\?crop=onion&lat=[\d.]+&lon=[\d.]+&place=\w+$/);
  await expect(
    page.getByText(/^Measured from the listing at \w+; type a PIN code to measure from yours\.$/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Onion at the nearest mandis', level: 2 })).toBeVisible();
  const markets = page.getByRole('listitem').filter({ has: page.getByRole('img') });
  await expect(markets.first()).toContainText('Pimpalgaon, Nashik');
  await expect(markets.first().getByRole('img')).toHaveAccessibleName(
    /^Modal price at Pimpalgaon: ₹[\d,]+ \/ quintal/,
  );
  await page.getByRole('combobox', { name: 'Show prices per' }).selectOption('kg');
  await expect(page).toHaveURL(/unit=kg$/);
  await expect(markets.first().getByRole('img')).toHaveAccessibleName(
    /^Modal price at Pimpalgaon: ₹[\d.]+ \/ kg/,
  );
  await markets.first().getByText('Show as table').click();
  // 30 days of sample prices, one row each under the header.
  await expect(markets.first().getByRole('row')).toHaveCount(31);
  await screenshot(page, testInfo, 'prices');
  await expectAccessible(page, testInfo, 'prices');
});

test('a visitor picks a crop on /prices and is asked for a PIN code', async ({ page }, testInfo) => {
  await page.goto('/prices');
  await page.getByRole('button', { name: 'Wheat' }).click();
  await expect(page.getByText('Give a PIN code or your location to see the nearest mandis')).toBeVisible();
  await page.getByRole('textbox', { name: /PIN code/ }).fill('132114');
  await page.getByRole('button', { name: 'Show prices' }).click();
  await expect(page.getByRole('heading', { name: 'Wheat at the nearest mandis', level: 2 })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img') })
      .first(),
  ).toContainText('Karnal');
  await expectAccessible(page, testInfo, 'prices-visitor');
});
