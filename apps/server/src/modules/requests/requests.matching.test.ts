import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { listNotifications, notificationsWhen } from '../../../test/notification-fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { postRequest } from '../../../test/request-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { fitsBudget } from './request-matcher';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const matches = async (who: SignedIn) =>
  (await listNotifications(ctx.app, who.cookie)).notifications.filter((n) => n.kind === 'request_match');

/** Lets the background matching of every write so far finish (the app's own preClose waits on the same). */
const settled = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
};

describe('a new request tells the farmers who list its crop nearby', () => {
  it("matches 'pyaz' to 'Onion' listings within its radius, once a farmer, never the others", async () => {
    const [near, twoListings, far, tomato, buyer] = await Promise.all([
      signUpAndLogIn(ctx.app, 'seller'),
      signUpAndLogIn(ctx.app, 'seller'),
      signUpAndLogIn(ctx.app, 'seller'),
      signUpAndLogIn(ctx.app, 'seller'),
      signUpAndLogIn(ctx.app, 'user'),
    ]);
    await createProduct(ctx.app, near.cookie, { productName: 'Onion', address: 'Nashik', pincode: '422003' });
    await createProduct(ctx.app, twoListings.cookie, { productName: 'Red Onion', pincode: '422001' });
    await createProduct(ctx.app, twoListings.cookie, { productName: 'प्याज़', pincode: '422001' });
    await createProduct(ctx.app, far.cookie, { productName: 'Onion', pincode: '462001', address: 'Bhopal' });
    await createProduct(ctx.app, tomato.cookie, { productName: 'Tomato', pincode: '422001' });

    const request = await postRequest(ctx.app, buyer, { productName: 'pyaz', radiusKm: 50 });
    for (const farmer of [near, twoListings]) {
      const [notice] = await notificationsWhen(ctx.app, farmer.cookie, (list) =>
        list.some((n) => n.kind === 'request_match'),
      );
      expect(notice).toMatchObject({
        kind: 'request_match',
        link: `/requests/${request._id}`,
        params: { productName: 'pyaz', quantity: 50, unit: 'quintal' },
      });
      expect(notice!.body).toBe('pyaz: 50 quintal at Nashik, Maharashtra.');
    }
    await settled();
    expect(await matches(twoListings)).toHaveLength(1);
    for (const other of [far, tomato, buyer]) expect(await matches(other)).toEqual([]);
  });
});

describe('a new listing tells the buyers whose open requests it fits', () => {
  it('matches across languages within the radius and the budget, once a buyer a listing', async () => {
    const [farmer, hindi, twoRequests, tooFar, budget, closedOne] = await Promise.all([
      signUpAndLogIn(ctx.app, 'seller'),
      ...Array.from({ length: 5 }, () => signUpAndLogIn(ctx.app, 'user')),
    ]);
    // The farmer lists in Sehore (near Bhopal), away from the first test's Nashik.
    const place = { pincode: '466001', address: 'Sehore, Madhya Pradesh' };
    await postRequest(ctx.app, hindi!, { productName: 'लहसुन', ...place, radiusKm: 25 });
    await postRequest(ctx.app, twoRequests!, { productName: 'lahsun', ...place, maxPrice: 50, unit: 'kg' });
    await postRequest(ctx.app, twoRequests!, { productName: 'Garlic', ...place });
    await postRequest(ctx.app, tooFar!, { productName: 'Garlic', pincode: '422001', address: 'Nashik' });
    await postRequest(ctx.app, budget!, { productName: 'Garlic', ...place, maxPrice: 3000 });
    const closed = await postRequest(ctx.app, closedOne!, { productName: 'Garlic', ...place });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/request/close/${closed._id}`,
      headers: { cookie: closedOne!.cookie },
    });

    const product = await createProduct(ctx.app, farmer!.cookie, {
      productName: 'Garlic',
      price: '4000',
      unit: 'quintal',
      ...place,
    });
    for (const buyer of [hindi!, twoRequests!]) {
      const [notice] = await notificationsWhen(ctx.app, buyer.cookie, (list) => list.length > 0);
      expect(notice).toMatchObject({
        kind: 'request_match',
        link: `/description/${product._id}`,
        params: { productName: 'Garlic', price: 4000, unit: 'quintal' },
      });
    }
    await settled();
    expect(await matches(twoRequests!)).toHaveLength(1);
    for (const other of [tooFar!, budget!, closedOne!, farmer!]) expect(await matches(other)).toEqual([]);
  });
});

describe('fitsBudget', () => {
  it('compares per the same weight and never across kg and litres', () => {
    expect(fitsBudget({ price: 20, unit: 'kg' }, { maxPrice: 2500, unit: 'quintal' })).toBe(true);
    expect(fitsBudget({ price: 2600, unit: 'quintal' }, { maxPrice: 25, unit: 'kg' })).toBe(false);
    expect(fitsBudget({ price: 20, unit: 'liters' }, { maxPrice: 50, unit: 'kg' })).toBe(false);
    expect(fitsBudget({ price: 9999, unit: 'pieces' }, { maxPrice: null, unit: 'kg' })).toBe(true);
  });
});
