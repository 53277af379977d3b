import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import {
  chooseWhere,
  fillCropForm,
  loginViaUi,
  navItems,
  productCard,
  signupViaUi,
  toast,
} from '../support/ui';

test('a farmer signs up with Aadhaar, posts a crop with photos, edits it and deletes another', async ({
  page,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Wheat', testInfo, { unit: 'quintal', price: '2450', quantity: '120' });
  const second = newCrop('Tomato', testInfo);

  await test.step('signs up as a seller with an Aadhaar number and a profile photo', async () => {
    await signupViaUi(page, farmer, await jpeg('me.jpg', COLOURS.leaf, 200, 200));
  });

  await test.step('logs in as a seller', async () => {
    await loginViaUi(page, farmer);
    const nav = await navItems(page);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Upload New Product' }).click();
  });

  const photo1 = await jpeg('field-1.jpg', COLOURS.wheat);
  const photo2 = await jpeg('field-2.jpg', COLOURS.potato);
  await test.step('posts a crop with two photos', async () => {
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole('heading', { name: 'Post New Crop', level: 1 })).toBeVisible();
    // The address starts as the farmer's own.
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(farmer.address);
    await expect(page.getByRole('combobox', { name: 'Availability' })).toHaveValue('in_stock');
    // Choosing two photos at once fills the first two slots.
    await page.getByLabel('Add photo 1', { exact: true }).setInputFiles([photo1, photo2]);
    await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 2', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 3', exact: true })).toHaveCount(0);
    await fillCropForm(page, crop);
    await page.getByRole('button', { name: 'Post Product' }).click();
    await expect(toast(page, 'Product posted successfully!')).toBeVisible();
  });

  const myProducts = page.getByRole('region', { name: 'My Products' });
  await test.step('sees it under My Products on the profile', async () => {
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    const details = page.getByRole('region', { name: 'Profile details' });
    await expect(details).toContainText(farmer.fullName);
    await expect(details).toContainText(farmer.email);
    await expect(details).toContainText('Seller (farmer)');
    // The Aadhaar number is only ever shown masked.
    await expect(details).toContainText(`XXXXXXXX${farmer.aadhaarNumber!.slice(-4)}`);
    await expect(details).not.toContainText(farmer.aadhaarNumber!);
    const card = productCard(myProducts, crop.productName);
    await expect(card).toBeVisible();
    await expect(card).toContainText('₹2,450 / quintal');
    await expect(card).toContainText('120 quintal');
    await expect(card).toContainText('In Stock');
  });

  let keptPhoto = '';
  await test.step('edits it: keeps the first photo, replaces the second with a new one, changes the price', async () => {
    await myProducts.getByRole('button', { name: `Update ${crop.productName}` }).click();
    await expect(page).toHaveURL(/\/upload\?edit=/);
    await expect(page.getByRole('heading', { name: 'Update your crop', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product name' })).toHaveValue(crop.productName);
    await expect(page.getByRole('textbox', { name: 'Price (₹)' })).toHaveValue('2450');
    await expect(page.getByRole('combobox', { name: 'Unit' })).toHaveValue('quintal');
    await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 2', exact: true })).toBeVisible();
    keptPhoto = (await page.getByRole('img', { name: 'Photo 1', exact: true }).getAttribute('src')) ?? '';
    expect(keptPhoto).toMatch(/^\/|^http/);
    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect(page.getByRole('img', { name: 'Photo 2', exact: true })).toHaveCount(0);
    await page
      .getByLabel('Add photo 2', { exact: true })
      .setInputFiles(await jpeg('field-3.jpg', COLOURS.tomato));
    await expect(page.getByRole('img', { name: 'Photo 2', exact: true })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('textbox', { name: 'Price (₹)' }).fill('2600');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product Update successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(productCard(myProducts, crop.productName)).toContainText('₹2,600 / quintal');
  });

  await test.step('the listing shows the kept photo and the new one', async () => {
    await productCard(myProducts, crop.productName).getByRole('link', { name: crop.productName }).click();
    await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
    await expect(page.getByText('₹2,600 / quintal')).toBeVisible();
    const first = page.getByRole('img', { name: `${crop.productName}, photo 1 of 2` });
    await expect(first).toHaveAttribute('src', keptPhoto);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('img', { name: `${crop.productName}, photo 2 of 2` })).toHaveCount(1);
    await expect(page.getByRole('img', { name: /photo 3 of/ })).toHaveCount(0);
    // A seller gets no wishlist or chat buttons.
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveCount(0);
  });

  let deletedHref = '';
  await test.step('posts a second crop and deletes it', async () => {
    await page.goto('/profile');
    await myProducts.getByRole('link', { name: 'Upload New Product' }).click();
    await expect(page.getByRole('heading', { name: 'Post New Crop', level: 1 })).toBeVisible();
    await page
      .getByLabel('Add photo 1', { exact: true })
      .setInputFiles(await jpeg('tomato.jpg', COLOURS.tomato));
    await fillCropForm(page, second);
    await page.getByRole('button', { name: 'Post Product' }).click();
    await expect(toast(page, 'Product posted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(productCard(myProducts, second.productName)).toBeVisible();
    await expect(myProducts.getByRole('article')).toHaveCount(2);

    deletedHref =
      (await productCard(myProducts, second.productName)
        .getByRole('link', { name: second.productName })
        .getAttribute('href')) ?? '';
    expect(deletedHref).toMatch(/^\/description\/.+/);
    await myProducts.getByRole('button', { name: `Delete ${second.productName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
    await expect(dialog).toContainText(second.productName);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Product deleted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(productCard(myProducts, second.productName)).toHaveCount(0);
    await expect(productCard(myProducts, crop.productName)).toBeVisible();
    await expect(myProducts.getByRole('article')).toHaveCount(1);
  });

  await test.step('buyers find the edited crop by name and address; the deleted one no longer opens', async () => {
    await page.getByRole('link', { name: 'Search' }).first().click();
    await expect(page.getByRole('heading', { name: 'Search produce', level: 1 })).toBeVisible();
    await chooseWhere(page, crop.address);
    await page.getByRole('combobox', { name: 'Product name' }).fill(crop.productName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: '1 product found', level: 2 })).toBeVisible();
    await expect(
      productCard(page.getByRole('list', { name: 'Search results' }), crop.productName),
    ).toBeVisible();

    await page.goto(deletedHref);
    await expect(page.getByText('Failed to load product.')).toBeVisible();
  });
});
