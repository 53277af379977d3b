import { registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { chooseWhere, loginViaUi, screenshot, secondContext, toast } from '../support/ui';

/**
 * Saved searches, alerts and a sale, in two browsers: a buyer saves a search, a farmer posts a crop it finds, the
 * buyer's bell shows it live and leads to it; the buyer wishlists it, the farmer marks it sold from My Products, and
 * the buyer's wishlist shows it sold.
 */
test('a saved search tells the buyer of a new crop live; once sold, the wishlist says "Sold"', async ({
  page: buyerPage,
  browser,
  baseURL,
}, testInfo) => {
  const buyer = newPerson('user', testInfo);
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { price: '32', unit: 'kg' });
  // The crop's address carries this run's tag, so the saved search finds this listing and no other journey's onions.
  const place = crop.address.split(',')[0]!;
  const bell = buyerPage.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await registerViaApi(buyerPage.request, buyer);

  await test.step('the buyer searches for onions at the farm’s place and saves the search', async () => {
    await loginViaUi(buyerPage, buyer);
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    await buyerPage.goto('/search');
    await chooseWhere(buyerPage, place);
    await buyerPage.getByRole('combobox', { name: 'Product name' }).fill('Onion');
    await buyerPage.getByRole('button', { name: 'Search', exact: true }).click();
    await buyerPage.getByRole('button', { name: 'Save this search' }).click();
    await buyerPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(buyerPage, 'Saved. We will tell you when a matching crop is posted.')).toBeVisible();
  });

  const { product } = await test.step('a farmer posts a matching crop', async () =>
    sellerWithCrop(baseURL!, farmer, crop, [await jpeg('onion.jpg', COLOURS.potato)]));

  await test.step('the buyer’s bell counts it without a reload, and it leads to the crop', async () => {
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await expect(buyerPage).toHaveURL(/\/notifications$/);
    const item = buyerPage
      .getByRole('list', { name: 'Notifications' })
      .getByRole('link', { name: /New crop for your search "Onion"/ });
    await expect(item).toContainText(crop.productName);
    await item.click();
    await expect(buyerPage).toHaveURL(new RegExp(`/description/${product._id}$`));
    await expect(buyerPage.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
    // Opening it read it.
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
  });

  await test.step('the buyer wishlists it', async () => {
    await buyerPage.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(toast(buyerPage, 'Successfully added to the cart')).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: 'Wishlisted' })).toBeDisabled();
  });

  const farmerContext = await secondContext(browser, testInfo);
  try {
    const farmerPage = await farmerContext.newPage();
    await test.step('the farmer marks it sold from My Products in one tap', async () => {
      await loginViaUi(farmerPage, farmer);
      await farmerPage.goto('/profile');
      const card = farmerPage
        .getByRole('region', { name: 'My Products' })
        .getByRole('article')
        .filter({ has: farmerPage.getByRole('heading', { name: crop.productName, exact: true }) });
      await expect(card.getByTestId('listing-status')).toHaveText(/^Active · expires in 30 days$/);
      await card.getByRole('button', { name: `Mark as sold: ${crop.productName}` }).click();
      await expect(toast(farmerPage, 'Marked as sold')).toBeVisible();
      await expect(card.getByTestId('listing-status')).toHaveText('Sold');
      await expect(card.getByRole('button', { name: `Renew: ${crop.productName}` })).toBeVisible();
      await screenshot(farmerPage, testInfo, 'lifecycle-my-products-sold');
    });
  } finally {
    await farmerContext.close();
  }

  await test.step('the buyer hears of the sale and the wishlist shows "Sold"', async () => {
    // The sale tells the wishlister too, live (the search's notice was read when it was opened).
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await buyerPage.goto('/cart');
    const card = buyerPage
      .getByRole('article')
      .filter({ has: buyerPage.getByRole('heading', { name: crop.productName, exact: true }) });
    await expect(card.getByTestId('listing-status')).toHaveText('Sold');
    await screenshot(buyerPage, testInfo, 'lifecycle-wishlist-sold');
  });

  await test.step('the crop’s page says it has been sold', async () => {
    await buyerPage.goto(`/description/${product._id}`);
    await expect(buyerPage.getByText('This crop has been sold')).toBeVisible();
  });
});
