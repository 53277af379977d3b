import { sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';

/*
 * Content in the first HTML: a listing's page is readable with JavaScript off (the server writes it into
 * #root), and with JavaScript the app takes it over with the same heading on every frame and without asking the API
 * for the listing the page already carried.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor reads a listing's name, price, place and photo", async ({ page, baseURL }, testInfo) => {
    const farmer = newPerson('seller', testInfo);
    const crop = newCrop('Onion', testInfo, { unit: 'kg', price: '32', quantity: '500' });
    const { product } = await sellerWithCrop(baseURL!, farmer, crop, [
      await jpeg('onion.jpg', COLOURS.tomato),
    ]);

    await page.goto(`/description/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: crop.productName })).toBeVisible();
    await expect(page.getByText('₹32/kg')).toBeVisible();
    await expect(page.getByText('500 kg')).toBeVisible();
    await expect(page.getByRole('link', { name: farmer.fullName })).toHaveAttribute(
      'href',
      `/user/profile/${product.sellerId}`,
    );
    const photo = page.getByRole('img', { name: `Photo of ${crop.productName}` });
    await expect(photo).toHaveAttribute('src', product.image[0]!);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The list shows the listing's card, linked to its page.
    await page.goto('/product');
    await expect(page.locator(`a[href="/description/${product._id}"]`)).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('the app takes the listing over without a flash and without fetching it again', async ({
    page,
    baseURL,
  }, testInfo) => {
    const farmer = newPerson('seller', testInfo);
    const crop = newCrop('Garlic', testInfo, { unit: 'kg', price: '80', quantity: '40' });
    const { product } = await sellerWithCrop(baseURL!, farmer, crop, [
      await jpeg('garlic.jpg', COLOURS.tomato),
    ]);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/v1/product/${product._id}`) asked.push(request.url());
    });
    // Every frame from the parsed HTML on records the page's heading, until the app has rendered its own page.
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      Reflect.set(window, '__headings', seen);
      document.addEventListener('DOMContentLoaded', () => {
        const frame = () => {
          seen.push(document.querySelector('h1')?.textContent ?? null);
          if (seen.length < 600) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    });

    await page.goto(`/description/${product._id}`);
    // The app's own page (the static HTML has no Share button).
    await expect(page.getByRole('button', { name: 'Share this listing' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: crop.productName })).toBeVisible();
    await expect(page.getByText('₹80 / kg')).toBeVisible();
    const headings = (await page.evaluate(() => Reflect.get(window, '__headings'))) as (string | null)[];
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.filter((heading) => heading !== crop.productName)).toEqual([]);
    expect(asked).toEqual([]);
  });
});
