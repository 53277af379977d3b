import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product, ProductPage } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { listNotifications, notificationsWhen, saveSearch } from '../../../test/notification-fixtures';
import { createProduct, postProduct, productFields, putProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { tables } from '../../db';

const DAY = 24 * 60 * 60 * 1000;
const { products } = tables;

let ctx: TestContext;
let farmer: SignedIn;
let otherFarmer: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  farmer = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Ramesh Patil' });
  otherFarmer = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Sunil Pawar' });
  buyer = await signUpAndLogIn(ctx.app, 'user', { fullName: 'Sunita Shah' });
});
afterAll(() => ctx.close());

const as = (who: SignedIn | null) => (who ? { headers: { cookie: who.cookie } } : {});
const post = (url: string, who: SignedIn | null, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/${url}`, ...as(who), ...(payload ? { payload } : {}) });
const get = (url: string, who: SignedIn | null = null) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, ...as(who) });
const productOf = (response: { json: <T>() => T }) =>
  response.json<{ data: { product: Product } }>().data.product;

/** The ids every list and search show to a visitor: product/new, search by name, near a PIN, and user/detail. */
async function everywhere(name: string, sellerId: string): Promise<Record<string, string[]>> {
  const ids = async (url: string) =>
    (await get(url)).json<{ data: ProductPage }>().data.products.map((p) => p._id);
  const detail = (await get(`user/detail/${sellerId}`)).json<{ data: { products?: Product[] } }>().data;
  return {
    newest: await ids('product/new'),
    search: await ids(`product/search?name=${encodeURIComponent(name)}`),
    near: await ids('product/new?pincode=466001&radiusKm=100'),
    mine: (await get(`product/my/${sellerId}`))
      .json<{ data: { myProduct: Product[] } }>()
      .data.myProduct.map((p) => p._id),
    detail: (detail.products ?? []).map((p) => p._id),
  };
}

/** Moves a listing's expiry, as time passing would. */
const expireAt = (id: string, when: Date) =>
  ctx.database.db.update(products).set({ expiresAt: when }).where(eq(products.id, id));

describe('listing lifecycle: status and expiresAt', () => {
  it('a new listing is active for 30 days by default, or for the days the form says (1–90)', async () => {
    const before = Date.now();
    const plain = await createProduct(ctx.app, farmer.cookie, { pincode: '466001' });
    expect(plain.status).toBe('active');
    const days = (p: Product) => (Date.parse(p.expiresAt) - before) / DAY;
    expect(days(plain)).toBeGreaterThan(29.99);
    expect(days(plain)).toBeLessThan(30.01);
    const week = await createProduct(ctx.app, farmer.cookie, { expiresInDays: '7' });
    expect(days(week)).toBeGreaterThan(6.99);
    expect(days(week)).toBeLessThan(7.01);

    for (const bad of ['0', '91', '2.5', 'soon']) {
      const response = await postProduct(ctx.app, farmer.cookie, productFields({ expiresInDays: bad }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields.expiresInDays).toBe('Choose between 1 and 90 days');
    }
  });

  it('sold: only its farmer may mark it; it leaves every list and search at once and stays readable with its status', async () => {
    const lot = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Lasalgaon Red Onion',
      pincode: '466001',
    });
    const userId = lot.sellerId;
    expect(Object.values(await everywhere('onion', userId)).every((ids) => ids.includes(lot._id))).toBe(true);

    expect((await post(`product/sold/${lot._id}`, null)).statusCode).toBe(401);
    expect((await post(`product/sold/${lot._id}`, buyer)).statusCode).toBe(403);
    const someoneElse = await post(`product/sold/${lot._id}`, otherFarmer);
    expect(someoneElse.statusCode).toBe(403);
    expect((await post('product/sold/00000000-0000-4000-8000-000000000000', farmer)).statusCode).toBe(404);

    const sold = await post(`product/sold/${lot._id}`, farmer);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().message).toBe('Marked as sold');
    expect(productOf(sold).status).toBe('sold');

    const lists = await everywhere('onion', userId);
    expect(lists).toEqual({
      newest: expect.not.arrayContaining([lot._id]),
      search: expect.not.arrayContaining([lot._id]),
      near: expect.not.arrayContaining([lot._id]),
      mine: expect.not.arrayContaining([lot._id]),
      detail: expect.not.arrayContaining([lot._id]),
    });
    const page = await get(`product/${lot._id}`);
    expect(page.statusCode).toBe(200);
    expect(productOf(page).status).toBe('sold');
    // The farmer's own list keeps it, marked.
    const own = (await get(`product/my/${userId}`, farmer)).json<{ data: { myProduct: Product[] } }>().data;
    expect(own.myProduct.find((p) => p._id === lot._id)?.status).toBe('sold');
  });

  it('expired: a listing past its expiry is out of every list with no job having run, and Renew brings it back', async () => {
    const lot = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Desi Tomato',
      pincode: '466001',
    });
    await expireAt(lot._id, new Date(Date.now() - 1000));
    const lists = await everywhere('tomato', lot.sellerId);
    expect(Object.values(lists).some((ids) => ids.includes(lot._id))).toBe(false);
    expect(productOf(await get(`product/${lot._id}`)).status).toBe('expired');

    expect((await post(`product/renew/${lot._id}`, otherFarmer)).statusCode).toBe(403);
    const bad = await post(`product/renew/${lot._id}`, farmer, { expiresInDays: 120 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields.expiresInDays).toBe('Choose between 1 and 90 days');

    const renewed = await post(`product/renew/${lot._id}`, farmer, { expiresInDays: 10 });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe('Listing renewed');
    const product = productOf(renewed);
    expect(product.status).toBe('active');
    expect((Date.parse(product.expiresAt) - Date.now()) / DAY).toBeGreaterThan(9.99);
    expect(
      Object.values(await everywhere('tomato', lot.sellerId)).every((ids) => ids.includes(lot._id)),
    ).toBe(true);
    // Without a body: the default 30 days.
    const again = productOf(await post(`product/renew/${lot._id}`, farmer));
    expect((Date.parse(again.expiresAt) - Date.now()) / DAY).toBeGreaterThan(29.99);
  });

  it('a sold listing renewed, or updated with how long it stays up, is active again', async () => {
    const lot = await createProduct(ctx.app, farmer.cookie, { productName: 'Kufri Potato' });
    await post(`product/sold/${lot._id}`, farmer);
    const updated = await putProduct(
      ctx.app,
      farmer.cookie,
      lot._id,
      productFields({
        productName: 'Kufri Potato',
        expiresInDays: '14',
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(productOf(updated).status).toBe('active');
    // An update that does not say how long keeps the listing's expiry.
    const expiry = productOf(updated).expiresAt;
    const kept = await putProduct(
      ctx.app,
      farmer.cookie,
      lot._id,
      productFields({ productName: 'Kufri Potato' }),
    );
    expect(productOf(kept).expiresAt).toBe(expiry);
  });

  it('wishlists keep a sold listing with its status, and its wishlisters are told once', async () => {
    const lot = await createProduct(ctx.app, farmer.cookie, { productName: 'Basmati Rice' });
    expect((await post(`cart/add/${lot._id}`, buyer)).statusCode).toBe(201);
    await post(`product/sold/${lot._id}`, farmer);
    await post(`product/sold/${lot._id}`, farmer);
    const cart = (await get('cart/get', buyer)).json<{ data: { Cart: { product: Product }[] } }>().data.Cart;
    expect(cart.find((entry) => entry.product._id === lot._id)?.product.status).toBe('sold');
    const told = await notificationsWhen(ctx.app, buyer.cookie, (list) =>
      list.some((n) => n.kind === 'wishlist_sold' && n.link === `/description/${lot._id}`),
    );
    expect(told.filter((n) => n.link === `/description/${lot._id}`)).toHaveLength(1);
    // The farmer is not told of their own sale.
    const farmerList = await listNotifications(ctx.app, farmer.cookie);
    expect(farmerList.notifications.some((n) => n.link === `/description/${lot._id}`)).toBe(false);
  });

  it('deleting a wishlisted listing tells its wishlisters it is gone', async () => {
    const lot = await createProduct(ctx.app, farmer.cookie, { productName: 'Alphonso Mango', unit: 'kg' });
    await post(`cart/add/${lot._id}`, buyer);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/product/delete/${lot._id}`,
      ...as(farmer),
    });
    expect(removed.statusCode).toBe(200);
    await notificationsWhen(ctx.app, buyer.cookie, (list) =>
      list.some((n) => n.kind === 'wishlist_sold' && n.body.includes('Alphonso Mango')),
    );
  });

  it('a renewed listing is matched against saved searches like a new one', async () => {
    const lot = await createProduct(ctx.app, otherFarmer.cookie, { productName: 'Bajra' });
    await expireAt(lot._id, new Date(Date.now() - 1000));
    await saveSearch(ctx.app, buyer.cookie, { query: 'bajra' });
    await post(`product/renew/${lot._id}`, otherFarmer);
    await notificationsWhen(ctx.app, buyer.cookie, (list) =>
      list.some((n) => n.kind === 'saved_search_match' && n.link === `/description/${lot._id}`),
    );
  });

  it('tells the farmer two days before expiry, once per expiry date, with the listing as the link', async () => {
    const lot = await createProduct(ctx.app, otherFarmer.cookie, { productName: 'Green Chilli', unit: 'kg' });
    const later = await createProduct(ctx.app, otherFarmer.cookie, { productName: 'Coriander', unit: 'kg' });
    const sold = await createProduct(ctx.app, otherFarmer.cookie, { productName: 'Garlic', unit: 'kg' });
    await expireAt(lot._id, new Date(Date.now() + 1.5 * DAY));
    await expireAt(later._id, new Date(Date.now() + 3 * DAY));
    await expireAt(sold._id, new Date(Date.now() + DAY));
    await post(`product/sold/${sold._id}`, otherFarmer);

    await ctx.app.sweepExpiringListings();
    await ctx.app.sweepExpiringListings();
    const notices = (await listNotifications(ctx.app, otherFarmer.cookie)).notifications.filter(
      (n) => n.kind === 'listing_expiring',
    );
    expect(notices.map((n) => n.link)).toEqual([`/description/${lot._id}`]);
    expect(notices[0]!.body).toContain('Green Chilli');

    // Renewed, then close to its new expiry again: a new notice.
    await post(`product/renew/${lot._id}`, otherFarmer);
    await expireAt(lot._id, new Date(Date.now() + DAY));
    await ctx.app.sweepExpiringListings();
    const after = (await listNotifications(ctx.app, otherFarmer.cookie)).notifications.filter(
      (n) => n.kind === 'listing_expiring',
    );
    expect(after).toHaveLength(2);
  });
});
