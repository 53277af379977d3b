import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { chooseWhere, navItems, screenshot, settled } from '../support/ui';
import { test, expect } from '../support/world';
import type { Who, World } from '../support/world';

/**
 * Every page of the route table, in each viewport: it must show its content, pass axe-core with no serious or
 * critical violation, and leave a full-page screenshot under e2e/screenshots/<project>/.
 * One farmer with a two-photo crop and one buyer with it wishlisted are made per worker (support/world.ts); pages
 * open logged in as the role they are for.
 */

interface PageCase {
  name: string;
  as: Who;
  path: (world: World) => string;
  /** What shows once the page is ready; after `act` when there is one. */
  ready: (page: Page, world: World) => Locator;
  act?: (page: Page, world: World) => Promise<void>;
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

const PAGES: PageCase[] = [
  {
    name: 'home',
    as: 'visitor',
    path: () => '/',
    ready: (page) => page.getByRole('region', { name: 'Latest products' }).getByRole('article').first(),
  },
  {
    name: 'home-menu',
    as: 'buyer',
    path: () => '/',
    act: async (page) => void (await navItems(page)),
    ready: (page) => page.getByRole('banner').getByRole('button', { name: 'Logout' }),
  },
  { name: 'login', as: 'visitor', path: () => '/login', ready: (page) => h1(page, 'Log in') },
  { name: 'signup', as: 'visitor', path: () => '/signup', ready: (page) => h1(page, 'Create your account') },
  {
    name: 'product-list',
    as: 'visitor',
    path: () => '/product',
    ready: (page) => page.getByRole('list', { name: 'All products' }).getByRole('article').first(),
  },
  {
    name: 'search',
    as: 'visitor',
    path: () => '/search',
    act: async (page, world) => {
      await chooseWhere(page, world.product.address);
      await page.getByRole('combobox', { name: 'Product name' }).fill(world.product.productName);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    },
    ready: (page) => page.getByRole('heading', { name: '1 product found', level: 2 }),
  },
  {
    name: 'search-empty',
    as: 'visitor',
    path: () => '/search',
    ready: (page) => page.getByText('No products found. Try searching above!'),
  },
  {
    name: 'product-detail',
    as: 'buyer',
    path: (w) => `/description/${w.product._id}`,
    ready: (page) => page.getByRole('button', { name: 'Wishlisted' }),
  },
  {
    name: 'product-detail-visitor',
    as: 'visitor',
    path: (w) => `/description/${w.product._id}`,
    ready: (page) => page.getByRole('button', { name: 'Add to Wishlist' }),
  },
  {
    name: 'cart',
    as: 'buyer',
    path: () => '/cart',
    ready: (page) => page.getByRole('list', { name: 'Your Wishlist' }).getByRole('article'),
  },
  { name: 'upload', as: 'seller', path: () => '/upload', ready: (page) => h1(page, 'Post New Crop') },
  {
    name: 'upload-edit',
    as: 'seller',
    path: (w) => `/upload?edit=${w.product._id}`,
    ready: (page) => page.getByRole('img', { name: 'Photo 2', exact: true }),
  },
  {
    name: 'profile-seller',
    as: 'seller',
    path: () => '/profile',
    ready: (page) => page.getByRole('region', { name: 'My Products' }).getByRole('article'),
  },
  {
    name: 'profile-buyer',
    as: 'buyer',
    path: () => '/profile',
    ready: (page) => page.getByRole('region', { name: 'Profile details' }),
  },
  {
    name: 'update-user',
    as: 'buyer',
    path: () => '/profile/update-user',
    ready: (page) => h1(page, 'Update profile'),
  },
  {
    name: 'update-seller',
    as: 'seller',
    path: () => '/profile/update-seller',
    ready: (page) => page.getByRole('textbox', { name: 'Aadhar number' }),
  },
  {
    name: 'seller-public-profile',
    as: 'visitor',
    path: (w) => `/user/profile/${w.sellerId}`,
    ready: (page, w) =>
      page.getByRole('list', { name: `Products from ${w.seller.fullName}` }).getByRole('article'),
  },
  { name: 'about', as: 'visitor', path: () => '/about', ready: (page) => h1(page, 'About KisanSetu') },
  ...(['terms', 'privacy', 'economy', 'geolocation', 'communication'] as const).map((name): PageCase => ({
    name,
    as: 'visitor',
    path: () => `/${name}`,
    ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }),
  })),
  {
    name: 'requests-buyer',
    as: 'buyer',
    path: () => '/requests',
    ready: (page) => page.getByRole('list', { name: 'My requirements' }).getByRole('article').first(),
  },
  {
    name: 'requests-new',
    as: 'buyer',
    path: () => '/requests/new',
    ready: (page) => h1(page, 'Post a requirement'),
  },
  {
    name: 'requests-seller',
    as: 'seller',
    path: () => '/requests',
    ready: (page) => page.getByRole('list', { name: 'Requirements' }).getByRole('article').first(),
  },
  {
    name: 'request-seller',
    as: 'seller',
    path: (w) => `/requests/${w.requestId}`,
    ready: (page) => page.getByRole('form', { name: 'Make an offer' }),
  },
  {
    name: 'request-visitor',
    as: 'visitor',
    path: (w) => `/requests/${w.requestId}`,
    ready: (page) => page.getByRole('link', { name: 'Log in as a farmer to make an offer' }),
  },
  ...(['buyer', 'seller'] as const).map((as): PageCase => ({
    name: `deals-${as}`,
    as,
    path: () => '/deals',
    ready: (page) => page.getByRole('main').getByRole('article').first(),
  })),
  {
    // An alert's stop link, opened by someone not signed in: it asks before it stops anything.
    name: 'alerts-stop',
    as: 'visitor',
    path: () => '/alerts/stop/AAAAAAAAAAAA',
    ready: (page) => h1(page, 'Stop SMS and WhatsApp alerts?'),
  },
  {
    name: 'not-found',
    as: 'visitor',
    path: () => '/no-such-page',
    ready: (page) => h1(page, 'Page not found'),
  },
];

/** Toasts come and go; they are checked on their own below, so a page's verdict never depends on timing. */
const TOASTER = '[data-sonner-toaster]';
/** The photo carousel has its own check below, with its keyboard use. */
const CAROUSEL = '[aria-roledescription="carousel"]';

for (const entry of PAGES) {
  test.describe(() => {
    test.use({ as: entry.as });
    test(`${entry.name} (${entry.as}): renders, screenshot saved, passes axe`, async ({
      page,
      world,
    }, testInfo) => {
      await page.goto(entry.path(world));
      if (entry.act) await entry.act(page, world);
      await expect(entry.ready(page, world)).toBeVisible();
      await settled(page);
      await screenshot(page, testInfo, entry.name);
      await expectAccessible(page, testInfo, entry.name, { exclude: [TOASTER, CAROUSEL] });
    });
  });
}

test('toasts (error and success) pass axe', async ({ page, world }, testInfo) => {
  await page.goto('/product');
  await page
    .getByRole('list', { name: 'All products' })
    .getByRole('button', { name: 'Add to Wishlist' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  // A hovered toast stays while it is checked.
  await page.locator('[data-sonner-toast]').filter({ hasText: 'You are not Logged in !' }).hover();
  await screenshot(page, testInfo, 'toast-error');
  await expectAccessible(page, testInfo, 'toast-error', { include: TOASTER, soft: true });

  // A farmer's page opens without a toast; its Share menu's copied link is a success toast to check.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/user/profile/${world.sellerId}`);
  await page.getByRole('button', { name: "Share this farmer's page" }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Link copied' }).hover();
  await screenshot(page, testInfo, 'toast-success');
  await expectAccessible(page, testInfo, 'toast-success', { include: TOASTER, soft: true });
});

test('product photo carousel passes axe and turns with the arrow keys', async ({ page, world }, testInfo) => {
  await page.goto(`/description/${world.product._id}`);
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeVisible();
  await expectAccessible(page, testInfo, 'photo-carousel', { include: CAROUSEL });
  const photos = page.getByRole('region', { name: `Photos of ${world.product.productName}` });
  await photos.focus();
  await expect(photos).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(CAROUSEL).getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(CAROUSEL).getByText('1 / 2')).toBeVisible();
});
