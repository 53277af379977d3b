import type { Locator, Page } from '@playwright/test';
import { registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { loginViaUi } from '../support/ui';

/*
 * The floating Chat button never covers the page. On a phone a farmer's "+ Upload New Product" on the profile and a
 * card in a list can scroll under the button's corner; there the button steps aside, and it is back over the room kept
 * at the page's end (so it is not simply gone). A listing has its own bar of actions at the screen's bottom instead.
 */

/**
 * The floating Chat button, found while it has stepped aside too: hidden, it leaves the accessibility tree, and a
 * role lookup would then wait for it instead of measuring it.
 */
function floatingChat(page: Page): Locator {
  return page.getByRole('button', { name: /^Open chat/, includeHidden: true });
}

/** Whether two boxes share any pixels. */
async function overlapping(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/**
 * Scrolls `target` so its bottom edge sits 24 px above the screen's bottom: right where the floating button is. The
 * page gets a screen's worth of room above and below, so any control can be put there whatever the page's length.
 */
async function scrollToScreenBottom(page: Page, target: Locator): Promise<void> {
  await makeRoom(page);
  await target.evaluate((element) => {
    const bottom = element.getBoundingClientRect().bottom;
    window.scrollBy(0, bottom - (window.innerHeight - 24));
  });
}

/** A screen's worth of room above and below the page, so that any control can be scrolled anywhere. */
async function makeRoom(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.style.paddingTop = `${window.innerHeight}px`;
    document.body.style.paddingBottom = `${window.innerHeight}px`;
  });
}

/** The page's end, where room is kept for the button. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The launcher is either out of sight or clear of `control`, checked until it settles. */
async function expectClearOf(launcher: Locator, control: Locator): Promise<void> {
  await expect
    .poll(async () => (await launcher.isVisible()) && (await overlapping(launcher, control)), {
      timeout: 5_000,
    })
    .toBe(false);
}

/** The width where the profile's heading row leaves its link at the right edge, under the button. */
const WIDE_PHONE = { width: 430, height: 740 };

test('the floating Chat button steps aside from the profile’s + Upload New Product and comes back', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  await sellerWithCrop(baseURL!, farmer, newCrop('Tomato', testInfo), [
    await jpeg('tomato.jpg', COLOURS.tomato),
  ]);
  await page.setViewportSize(WIDE_PHONE);
  await loginViaUi(page, farmer);
  const launcher = floatingChat(page);
  await page.goto('/profile');
  const upload = page.getByRole('main').getByRole('link', { name: '+ Upload New Product' });
  await expect(upload).toBeVisible();
  await makeRoom(page);
  await scrollToEnd(page);
  await expect(launcher).toBeVisible();

  await scrollToScreenBottom(page, upload);
  await expectClearOf(launcher, upload);

  await scrollToEnd(page);
  await expect(launcher).toBeVisible();
});

test('on a listing, Chat and Add to Wishlist sit in a bar at the screen’s bottom, and no floating Chat button', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const { product } = await sellerWithCrop(baseURL!, farmer, newCrop('Onion', testInfo), [
    await jpeg('onion.jpg', COLOURS.tomato),
  ]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(page.request, buyer);
  await loginViaUi(page, buyer);
  await page.goto(`/description/${product._id}`);
  const bar = page.getByRole('region', { name: 'Contact the farmer or save this crop' });
  const chat = bar.getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true });
  const wishlist = bar.getByRole('button', { name: 'Add to Wishlist' });
  // Within the thumb's reach on arrival: no scrolling past the photos and mandi prices.
  await expect(chat).toBeInViewport();
  await expect(wishlist).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Open chat/ })).toHaveCount(0);

  // Still there at the page's end, over room kept for it: the footer's last line is not under it.
  await scrollToEnd(page);
  await expect(chat).toBeInViewport();
  expect(await overlapping(bar, page.getByRole('contentinfo').getByRole('link').last())).toBe(false);

  await wishlist.click();
  await expect(bar.getByRole('button', { name: /Wishlisted/ })).toBeVisible();
  await chat.click();
  await expect(page.getByRole('dialog').getByText(farmer.fullName).first()).toBeVisible();
});

test('a toast sits above the floating Chat button, so the button works while "Logged in successfully" shows', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  await sellerWithCrop(baseURL!, farmer, newCrop('Garlic', testInfo), [
    await jpeg('garlic.jpg', COLOURS.tomato),
  ]);
  await page.setViewportSize(WIDE_PHONE);
  await loginViaUi(page, farmer);
  const launcher = floatingChat(page);
  const loggedIn = page.locator('[data-sonner-toast]').filter({ hasText: 'Logged in successfully' });
  await expect(loggedIn).toBeVisible();
  await scrollToEnd(page);
  await expect(launcher).toBeVisible();
  expect(await overlapping(launcher, loggedIn)).toBe(false);

  // A tap lands on the button, not on the toast (Playwright fails the click if another element would take it).
  await launcher.click({ timeout: 2_000 });
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close chat' })).toBeVisible();
  await expect(loggedIn).toBeVisible();
});

test('the floating Chat button steps aside from a card in the list and is back at the list’s end', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Potato', testInfo);
  await sellerWithCrop(baseURL!, farmer, crop, [await jpeg('potato.jpg', COLOURS.tomato)]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(page.request, buyer);
  await loginViaUi(page, buyer);
  const launcher = floatingChat(page);
  await page.goto('/product');
  const card = page.getByRole('list', { name: 'All products' }).getByRole('article').first();
  for (const part of [
    card.getByRole('heading', { level: 3 }),
    card.getByRole('button', { name: 'Add to Wishlist' }),
    card.getByRole('button', { name: /^Chat with / }),
  ]) {
    await scrollToScreenBottom(page, part);
    await expectClearOf(launcher, part);
  }
  await scrollToEnd(page);
  await expect(launcher).toBeVisible();
});
