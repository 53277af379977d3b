import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@kisansetu/contract';
import { tables } from '../../db';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { listNotifications, notificationsWhen, saveSearch } from '../../../test/notification-fixtures';
import { createProduct, putProduct, productFields } from '../../../test/product-fixtures';
import { connectClient, listen } from '../../../test/socket-client';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { isPriceDrop } from './listing-alerts';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';

let ctx: TestContext;
let farmer: SignedIn;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  farmer = await signUpAndLogIn(ctx.app, 'seller');
});
afterAll(() => ctx.close());

/** The notifications service on the test's database, for the kinds no route causes yet (the lifecycle's). */
function directService(delivered: Notification[] = []) {
  return createNotificationsService({
    notifications: createNotificationsRepository(ctx.database.db),
    deliver: (_userId, notification) => delivered.push(notification),
  });
}

/** Moves the listing's last price-drop notice a day and an hour back, as if it had gone out yesterday. */
async function noticeWentOutYesterday(productId: string): Promise<void> {
  await ctx.database.db
    .update(tables.products)
    .set({ priceDropNoticeAt: sql`now() - interval '25 hours'` })
    .where(eq(tables.products.id, productId));
}

const read = (cookie: string, body?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/notification/read',
    headers: { cookie },
    payload: body ?? {},
  });

describe('notification/list and notification/read', () => {
  it('lists only the recipient’s, newest first, with unread counts; marks named ones or all read', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const other = await signUpAndLogIn(ctx.app, 'user');
    const service = directService();
    const params = { productName: 'Onion', price: 20, unit: 'kg' as const };
    const first = await service.notify(buyer.user._id, 'wishlist_sold', params, '/description/a');
    const second = await service.notify(
      buyer.user._id,
      'wishlist_price_drop',
      { ...params, oldPrice: 25 },
      '/description/b',
    );
    await service.notify(other.user._id, 'wishlist_sold', params, '/description/c');

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notification/list',
      headers: { cookie: buyer.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = await listNotifications(ctx.app, buyer.cookie);
    expect(list).toMatchObject({ unreadCount: 2, totalCount: 2, totalPages: 1, page: 1 });
    expect(list.notifications.map((n) => n._id)).toEqual([second!._id, first!._id]);
    expect(list.notifications[0]).toMatchObject({
      kind: 'wishlist_price_drop',
      title: 'Price drop in your wishlist',
      body: 'Onion is now ₹20/kg (was ₹25).',
      link: '/description/b',
      read: false,
    });

    // Someone else's id (and a malformed one) changes nothing.
    const foreign = (await listNotifications(ctx.app, other.cookie)).notifications[0]!;
    expect((await read(buyer.cookie, { ids: [foreign._id, 'nope'] })).json()).toMatchObject({
      data: { unreadCount: 2 },
    });
    expect((await listNotifications(ctx.app, other.cookie)).unreadCount).toBe(1);

    expect((await read(buyer.cookie, { ids: [first!._id] })).json()).toMatchObject({
      data: { unreadCount: 1 },
    });
    const after = await listNotifications(ctx.app, buyer.cookie);
    expect(after.notifications.map((n) => n.read)).toEqual([false, true]);
    expect((await read(buyer.cookie)).json()).toMatchObject({ success: true, data: { unreadCount: 0 } });
    expect((await listNotifications(ctx.app, other.cookie)).unreadCount).toBe(1);
  });

  it('is for signed-in callers only, and checks its input', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notification/list' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/notification/read', payload: {} })).statusCode,
    ).toBe(401);
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const badPage = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notification/list?page=0',
      headers: { cookie: buyer.cookie },
    });
    expect(badPage.statusCode).toBe(400);
    expect(
      (await read(buyer.cookie, { ids: Array.from({ length: 101 }, (_, i) => String(i)) })).statusCode,
    ).toBe(400);
  });

  it('pages 20 at a time', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const service = directService();
    for (let i = 0; i < 21; i += 1)
      await service.notify(
        buyer.user._id,
        'wishlist_sold',
        { productName: `Lot ${i}`, price: 1, unit: 'kg' },
        '/',
      );
    const second = await listNotifications(ctx.app, buyer.cookie, 2);
    expect(second).toMatchObject({ totalCount: 21, totalPages: 2, page: 2, unreadCount: 21 });
    expect(second.notifications.map((n) => n.params.productName)).toEqual(['Lot 0']);
  });

  it('arrives on the recipient’s open sockets only', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const bystander = await signUpAndLogIn(ctx.app, 'user');
    const tab = await connectClient(baseUrl, { cookie: buyer.cookie });
    const otherTab = await connectClient(baseUrl, { cookie: bystander.cookie });
    const received: Notification[] = [];
    const seenByOther: Notification[] = [];
    tab.socket.on('notification', (n) => received.push(n));
    otherTab.socket.on('notification', (n) => seenByOther.push(n));
    try {
      await saveSearch(ctx.app, buyer.cookie, { query: 'garlic' });
      const product = await createProduct(ctx.app, farmer.cookie, {
        productName: 'Garlic',
        price: '90',
        unit: 'kg',
      });
      await tab.until(() => received.length > 0, 'notification');
      expect(received[0]).toMatchObject({ kind: 'saved_search_match', link: `/description/${product._id}` });
      expect(received[0]).toEqual((await listNotifications(ctx.app, buyer.cookie)).notifications[0]);
      expect(seenByOther).toEqual([]);
    } finally {
      tab.close();
      otherTab.close();
    }
  });
});

describe('wishlist notices', () => {
  it('tells the wishlisters of a lower price (per the same amount), not of a higher one', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const product = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Sona Masuri Rice',
      price: '3000',
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/cart/add/${product._id}`,
      headers: { cookie: buyer.cookie },
    });
    const update = (fields: Record<string, string>) =>
      putProduct(
        ctx.app,
        farmer.cookie,
        product._id,
        productFields({ productName: 'Sona Masuri Rice', ...fields }),
      );

    expect((await update({ price: '3200' })).statusCode).toBe(200);
    expect((await update({ price: '2800' })).statusCode).toBe(200);
    const [drop] = await notificationsWhen(ctx.app, buyer.cookie, (list) => list.length > 0);
    expect(drop).toMatchObject({
      kind: 'wishlist_price_drop',
      params: { productName: 'Sona Masuri Rice', price: 2800, oldPrice: 3200, unit: 'quintal' },
      link: `/description/${product._id}`,
    });
    // ₹29/kg after ₹2,800/quintal is ₹2,900 a quintal: dearer, no notice.
    expect((await update({ price: '29', unit: 'kg' })).statusCode).toBe(200);
    await noticeWentOutYesterday(product._id);
    expect((await update({ price: '27', unit: 'kg' })).statusCode).toBe(200);
    const after = await notificationsWhen(ctx.app, buyer.cookie, (list) => list.length === 2);
    expect(after[0]!.params).toMatchObject({ price: 27, oldPrice: 29 });
  });

  it('sends at most one price-drop notice a listing a day, however often the price moves down and up', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const product = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Kala Namak Rice',
      price: '3000',
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/cart/add/${product._id}`,
      headers: { cookie: buyer.cookie },
    });
    const update = async (price: string) => {
      const response = await putProduct(
        ctx.app,
        farmer.cookie,
        product._id,
        productFields({ productName: 'Kala Namak Rice', price }),
      );
      expect(response.statusCode).toBe(200);
    };

    await update('2800');
    await notificationsWhen(ctx.app, buyer.cookie, (list) => list.length === 1);
    for (const price of ['3200', '2700', '3100', '2600']) await update(price);
    // The drops run in the background: give them the time a notice would take.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await listNotifications(ctx.app, buyer.cookie)).notifications).toHaveLength(1);

    // A day after the last notice, the next drop is news again (and takes the day's notice).
    const service = directService();
    const listing = {
      id: product._id,
      productName: 'Kala Namak Rice',
      price: 2500,
      unit: 'quintal' as const,
    };
    expect(await service.notifyWishlisters(listing, 'wishlist_price_drop', { oldPrice: 2600 })).toBe(0);
    await noticeWentOutYesterday(product._id);
    expect(await service.notifyWishlisters(listing, 'wishlist_price_drop', { oldPrice: 2600 })).toBe(1);
    expect(await service.notifyWishlisters({ ...listing, price: 2400 }, 'wishlist_price_drop')).toBe(0);
    const { notifications } = await listNotifications(ctx.app, buyer.cookie);
    expect(notifications.map((n) => n.params)).toEqual([
      expect.objectContaining({ price: 2500, oldPrice: 2600 }),
      expect.objectContaining({ price: 2800, oldPrice: 3000 }),
    ]);
  });

  it('notifyWishlisters tells each wishlister once that a listing is gone', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const product = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Alphonso Mango',
      price: '900',
      unit: 'pieces',
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/cart/add/${product._id}`,
      headers: { cookie: buyer.cookie },
    });
    const delivered: Notification[] = [];
    const service = directService(delivered);
    const listing = {
      id: product._id,
      productName: product.productName,
      price: product.price,
      unit: product.unit,
    };
    expect(await service.notifyWishlisters(listing, 'wishlist_sold')).toBe(1);
    expect(await service.notifyWishlisters(listing, 'wishlist_sold')).toBe(0);
    expect(delivered).toHaveLength(1);
    const [gone] = (await listNotifications(ctx.app, buyer.cookie)).notifications;
    expect(gone).toMatchObject({
      kind: 'wishlist_sold',
      body: 'Alphonso Mango was sold or removed by the farmer.',
    });
  });

  it.each([
    [{ price: 100, unit: 'kg' }, { price: 99, unit: 'kg' }, true],
    [{ price: 100, unit: 'kg' }, { price: 100, unit: 'kg' }, false],
    [{ price: 25, unit: 'kg' }, { price: 2400, unit: 'quintal' }, true],
    [{ price: 2400, unit: 'quintal' }, { price: 25, unit: 'kg' }, false],
    [{ price: 30000, unit: 'ton' }, { price: 2900, unit: 'quintal' }, true],
    [{ price: 50, unit: 'liters' }, { price: 1, unit: 'kg' }, false],
  ] as const)('isPriceDrop(%j, %j) is %s', (before, after, expected) => {
    expect(isPriceDrop(before, after)).toBe(expected);
  });
});
