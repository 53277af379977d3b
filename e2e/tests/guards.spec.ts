import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/api';
import { newPerson } from '../support/data';
import { test, expect } from '../support/test';
import { loginViaUi } from '../support/ui';

const HOME_HEADING = 'KisanSetu: farmers and buyers, directly';

/** A failed guard sends the visitor to the home page. */
async function expectSentHome(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: HOME_HEADING, level: 1 })).toBeVisible();
}

test('a visitor is sent away from the wishlist, the profile and the upload form', async ({ page }) => {
  await expectSentHome(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Your Wishlist' })).toHaveCount(0);
  await expectSentHome(page, '/profile');
  await expectSentHome(page, '/upload');
  await expectSentHome(page, '/profile/update-user');
  // Public pages stay open to a visitor.
  await page.goto('/product');
  await expect(page.getByRole('heading', { name: 'All products', level: 1 })).toBeVisible();
});

test('a buyer is sent away from the upload form and the seller-only pages', async ({
  page,
  request,
}, testInfo) => {
  const buyer = newPerson('user', testInfo);
  await registerViaApi(request, buyer);
  await loginViaUi(page, buyer);
  await expectSentHome(page, '/upload');
  await expect(page.getByRole('heading', { name: 'Post New Crop' })).toHaveCount(0);
  await expectSentHome(page, '/uplaod');
  await expectSentHome(page, '/profile/update-seller');
  // The buyer's own pages open.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Wishlist', level: 1 })).toBeVisible();
  await page.goto('/profile/update-user');
  await expect(page.getByRole('heading', { name: 'Update profile', level: 1 })).toBeVisible();
});

test('a seller reaches the upload form through the misspelt /uplaod and is kept out of the wishlist', async ({
  page,
  request,
}, testInfo) => {
  const seller = newPerson('seller', testInfo);
  await registerViaApi(request, seller);
  await loginViaUi(page, seller);
  await page.goto('/uplaod');
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { name: 'Post New Crop', level: 1 })).toBeVisible();
  // The footer's "Sell your crop" goes to the upload form too.
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sell your crop' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expectSentHome(page, '/cart');
  await expectSentHome(page, '/profile/update-user');
  await page.goto('/profile/update-seller');
  await expect(page.getByRole('heading', { name: 'Update profile', level: 1 })).toBeVisible();
});
