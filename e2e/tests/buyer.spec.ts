import { sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import {
  chooseWhere,
  expectWishlistBadge,
  findInResults,
  loginViaUi,
  productCard,
  searchPath,
  signupViaUi,
  toast,
  wishlistLink,
} from '../support/ui';

test('a buyer finds a crop from Most Searched and by name and address, wishlists it and removes it', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Basmati', testInfo, { price: '110', unit: 'kg', quantity: '750' });
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [
    await jpeg('basmati.jpg', COLOURS.wheat),
  ]);
  const buyer = newPerson('user', testInfo);

  await test.step('signs up and logs in as a buyer', async () => {
    await signupViaUi(page, buyer);
    await loginViaUi(page, buyer);
    await expectWishlistBadge(page, 0);
  });

  await test.step("finds the farmer's crop from Most Searched on the home page", async () => {
    const mostSearched = page.getByRole('region', { name: 'Most Searched' });
    await expect(mostSearched.getByRole('button')).toHaveCount(11);
    await mostSearched.getByRole('button', { name: 'Basmati', exact: true }).click();
    await expect(page).toHaveURL(searchPath({ name: 'Basmati' }));
    await expect(page.getByRole('combobox', { name: 'Product name' })).toHaveValue('Basmati');
    // The results' heading names the count and has the focus (it was brought into view for the phone).
    await expect(page.getByRole('heading', { name: /products? found$/, level: 2 })).toBeFocused();
    const card = await findInResults(page, crop.productName);
    await expect(card).toContainText('₹110 / kg');
    await expect(card).toContainText(crop.address);
  });

  await test.step('finds it again by name and address, and only it', async () => {
    await chooseWhere(page, crop.address.split(',')[0]!);
    await page.getByRole('combobox', { name: 'Product name' }).fill(crop.productName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: '1 product found', level: 2 })).toBeFocused();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(productCard(results, crop.productName)).toBeVisible();
  });

  await test.step('opens it', async () => {
    await productCard(page, crop.productName).getByRole('link', { name: crop.productName }).click();
    await expect(page).toHaveURL(new RegExp(`/description/${product._id}$`));
    await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
    await expect(page.getByText('₹110 / kg')).toBeVisible();
    await expect(page.getByText('750 kg')).toBeVisible();
    await expect(page.getByRole('link', { name: farmer.fullName })).toHaveAttribute(
      'href',
      `/user/profile/${product.sellerId}`,
    );
    await expect(page.getByRole('button', { name: `Chat with ${farmer.fullName}` })).toBeVisible();
  });

  await test.step("wishlists it: the button turns 'Wishlisted' and is disabled, the badge counts it", async () => {
    const add = page.getByRole('button', { name: 'Add to Wishlist' });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(toast(page, 'Successfully added to the cart')).toBeVisible();
    const wishlisted = page.getByRole('button', { name: 'Wishlisted' });
    await expect(wishlisted).toBeVisible();
    await expect(wishlisted).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveCount(0);
    await expectWishlistBadge(page, 1);
    // It is the server's wishlist, not just the page's state.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Wishlisted' })).toBeDisabled();
    await expectWishlistBadge(page, 1);
  });

  await test.step("removes it on 'Your Wishlist'", async () => {
    await wishlistLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your Wishlist', level: 1 })).toBeVisible();
    const entry = productCard(page.getByRole('list', { name: 'Your Wishlist' }), crop.productName);
    await expect(entry).toContainText('₹110 / kg');
    await expect(entry).toContainText('750 kg');
    // The description is cut to its first 10 words.
    const tenWords = crop.description.split(' ').slice(0, 10).join(' ');
    await expect(entry.getByText(`${tenWords}…`, { exact: true })).toBeVisible();
    await entry.getByRole('button', { name: `Remove ${crop.productName} from your wishlist` }).click();
    await expect(toast(page, 'Item removed from cart ✅')).toBeVisible();
    await expect(page.getByText('Your Wishlist is empty.')).toBeVisible();
    await expectWishlistBadge(page, 0);
  });

  await test.step('the crop can be wishlisted again', async () => {
    await page.goto(`/description/${product._id}`);
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
  });
});
