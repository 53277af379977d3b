import { request } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import { API, apiSession, registerViaApi, sellerWithCrop } from './api';
import type { CreatedProduct } from './api';
import type { Person } from './data';
import { newCrop, newPerson } from './data';
import { COLOURS, jpeg } from './images';
import { test as base, expect } from './test';
import { loginViaUi } from './ui';

/** Who opens a page: nobody signed in, the world's buyer or its farmer. */
export type Who = 'visitor' | 'buyer' | 'seller';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What the page journeys open: one farmer with a two-photo crop, one buyer with it wishlisted, a requirement and an
 * offer on the crop waiting for the farmer (a deal in their chat and in both their My deals).
 */
export interface World {
  seller: Person;
  sellerId: string;
  buyer: Person;
  product: CreatedProduct;
  /** A buyer's open requirement, for the request pages. */
  requestId: string;
  states: Record<Exclude<Who, 'visitor'>, StorageState>;
}

/**
 * The suite's `test` with a `world` made once per worker and an `as` option: the page opens signed in as that role
 * (its session state saved after a login through the form), or signed out.
 */
export const test = base.extend<{ as: Who }, { world: World }>({
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
      const offered = await buyerApi.post(`${API}/deal/propose`, {
        data: {
          productId: product._id,
          price: 25,
          quantity: 10,
          note: 'Can you keep 10 kg for me till Sunday?',
        },
      });
      expect(offered.status(), await offered.text()).toBe(201);
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

export { expect };
