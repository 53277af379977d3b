import { request } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { API, apiSession, registerViaApi, sellerWithCrop } from '../support/api';
import type { CreatedProduct } from '../support/api';
import { expectAccessible } from '../support/a11y';
import type { Person } from '../support/data';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test as base, expect } from '../support/test';
import { loginViaUi, navItems, screenshot, settled } from '../support/ui';

type Who = 'visitor' | 'buyer' | 'seller';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface World {
  seller: Person;
  sellerId: string;
  buyer: Person;
  product: CreatedProduct;
  /** A buyer's open requirement, for the request pages. */
  requestId: string;
  states: Record<Exclude<Who, 'visitor'>, StorageState>;
}

/**
 * Every page of the route table, in each viewport: it must show its content, pass axe-core with no serious or
 * critical violation, and leave a full-page screenshot under e2e/screenshots/<project>/.
 * One farmer with a two-photo crop and one buyer with it wishlisted are made per worker; pages open logged in as
 * the role they are for.
 */
const test = base.extend<{ as: Who }, { world: World }>({
  as: ['visitor', { option: true }],
  world: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const seller = newPerson('seller', workerInfo);
      const crop = newCrop('Tomato', workerInfo, {
        description: 'Firm, deep-red hybrid tomatoes picked half-ripe for transport, packed in 25 kg crates.',
      });
      const photos = [await jpeg('tomato-1.jpg', COLOURS.tomato), await jpeg('tomato-2.jpg', COLOURS.leaf)];
      const { sellerId, product } = await sellerWithCrop(baseURL, seller, crop, photos);
      const buyer = newPerson('user', workerInfo);
      const anonymous = await request.newContext({ baseURL });
      await registerViaApi(anonymous, buyer);
      await anonymous.dispose();
      const buyerApi = await apiSession(baseURL, buyer);
      expect((await buyerApi.post(`${API}/cart/add/${product._id}`)).status()).toBe(201);
      const posted = await buyerApi.post(`${API}/request/create`, {
        data: { productName: 'Tomato', quantity: 20, unit: 'quintal', maxPrice: 1500, address: crop.address },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const requestId = ((await posted.json()) as { data: { request: { _id: string } } }).data.request._id;
      await buyerApi.dispose();

      const states = {} as World['states'];
      for (const [who, person] of [
        ['buyer', buyer],
        ['seller', seller],
      ] as const) {
        const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
        const page = await context.newPage();
        await loginViaUi(page, person);
        states[who] = await context.storageState();
        await context.close();
      }
      await use({ seller, sellerId, buyer, product, requestId, states });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ as, world }, use) => {
    await use(as === 'visitor' ? { cookies: [], origins: [] } : world.states[as]);
  },
});

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
      await page.getByRole('combobox', { name: 'Product name' }).fill(world.product.productName);
      await page.getByRole('searchbox', { name: 'Address' }).fill(world.product.address);
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

  await page.goto(`/user/profile/${world.sellerId}`);
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Seller details fetched!' }).hover();
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
