import { sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { loginViaUi, productCard, screenshot, toast } from '../support/ui';

test('a returning farmer finds their crops first on the home page and changes a price in two taps and one field', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Potato', testInfo, { unit: 'quintal', price: '1500', quantity: '60' });
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [
    await jpeg('potato.jpg', COLOURS.potato),
  ]);

  await loginViaUi(page, farmer);
  const mine = page.getByRole('region', { name: 'Your crops' });
  await expect(mine.getByRole('link', { name: '+ Post a crop' })).toBeInViewport();
  const card = productCard(mine, crop.productName);
  await expect(card).toContainText('₹1,500 / quintal');
  await screenshot(page, testInfo, 'farmer-home');

  // Tap 1: the card opens its two fields in place, the price ready to type.
  await card.getByRole('button', { name: `Change price or quantity of ${crop.productName}` }).click();
  const price = card.getByRole('textbox', { name: 'Price (₹ per quintal)' });
  await expect(price).toBeFocused();
  await price.fill('1650');
  // Tap 2.
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product Update successfully!')).toBeVisible();
  await expect(card).toContainText('₹1,650 / quintal');
  await expect(card).toContainText('60 quintal');

  // The listing itself has the new price, and keeps its photo.
  await page.goto(`/description/${product._id}`);
  await expect(page.getByText('₹1,650 / quintal').first()).toBeVisible();
  await expect(page.getByRole('img', { name: `${crop.productName}, photo 1 of 1` })).toBeVisible();
});
