import { sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { reloadListingOffline } from '../support/ui';

/*
 * On a phone with patchy data: a listing opened a moment ago is still there after a reload with no
 * connection, with one notice saying what time it shows; when the connection returns the notice goes.
 */
// This journey is about the offline shell: the service worker the other journeys block is the point here.
test.use({ serviceWorkers: 'allow' });

test('a listing seen before shows offline after a reload, with the time it was seen', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'kg', price: '32' });
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [await jpeg('onion.jpg', COLOURS.tomato)]);

  await page.goto(`/description/${product._id}`);
  await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
  await reloadListingOffline(page, context, crop.productName);
  // What needs the network says so before the tap, instead of failing after it.
  const wishlist = page.getByRole('button', { name: 'Add to Wishlist' });
  await expect(wishlist).toBeDisabled();
  await expect(wishlist).toHaveAccessibleDescription('You are offline: this needs a connection.');

  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
  await expect(wishlist).toBeEnabled();
});
