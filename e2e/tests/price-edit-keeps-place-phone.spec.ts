import type { Page } from '@playwright/test';
import { apiSession, createProductViaApi, registerViaApi } from '../support/api';
import { newCrop, newPerson, type Crop } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { loginViaUi, productCard, toast } from '../support/ui';

interface ListingLocation {
  pincode: string | null;
  place: string | null;
  district: string | null;
  lat: number;
  lon: number;
}

/** The listing's stored place as the API sends it. */
async function locationOf(page: Page, id: string): Promise<ListingLocation | null> {
  const response = await page.request.get(`/api/v1/product/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { product: { location: ListingLocation | null } } }).data.product
    .location;
}

/** The listing page's place line and the first of "Mandi prices nearby", as a buyer reads them. */
async function placeAndNearestMandi(page: Page, id: string): Promise<{ near: string; mandi: string }> {
  await page.goto(`/description/${id}`);
  const near = page.getByText(/^Near /).first();
  await expect(near).toBeVisible();
  const nearby = page.getByRole('region', { name: 'Mandi prices nearby' });
  const first = nearby.getByRole('listitem').first();
  await expect(first).toBeVisible();
  // The market's name: the line before its price.
  const mandi = (await first.innerText()).split('\n')[0]!.trim();
  return { near: (await near.innerText()).trim(), mandi };
}

/*
 * A farmer in Pimpalgaon Baswant (PIN 422209) changes the price from the card on the home page. The listing must stay
 * where it is: the same PIN code, place and centre, so buyers still see the distances and the mandi of that place.
 */
test("changing a price inline keeps the listing's PIN code, place and nearest mandi", async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, {
    unit: 'quintal',
    price: '1800',
    quantity: '40',
    address: 'At post Pimpalgaon Baswant, Tal. Niphad, Dist. Nashik',
  });
  await registerViaApi(page.request, farmer);
  const session = await apiSession(baseURL!, farmer);
  const withPin: Crop & { pincode: string } = { ...crop, pincode: '422209' };
  const product = await createProductViaApi(session, withPin, [await jpeg('onion.jpg', COLOURS.tomato)]);
  await session.dispose();

  const placed = await locationOf(page, product._id);
  expect(placed?.pincode).toBe('422209');
  const before = await placeAndNearestMandi(page, product._id);

  await test.step('the farmer changes the price on the home page', async () => {
    await loginViaUi(page, farmer);
    const card = productCard(page.getByRole('region', { name: 'Your crops' }), crop.productName);
    await card.getByRole('button', { name: `Change price or quantity of ${crop.productName}` }).click();
    await card.getByRole('textbox', { name: 'Price (₹ per quintal)' }).fill('1650');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Product Update successfully!')).toBeVisible();
    await expect(card).toContainText('₹1,650 / quintal');
  });

  await test.step('the listing is where it was: PIN code, place, centre and nearest mandi', async () => {
    expect(await locationOf(page, product._id)).toEqual(placed);
    const after = await placeAndNearestMandi(page, product._id);
    expect(after).toEqual(before);
    await expect(page.getByText('₹1,650 / quintal').first()).toBeVisible();
  });
});
