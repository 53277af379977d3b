import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUY_REQUESTS, SERVER_MESSAGES, type BuyRequest, type Product } from '@kisansetu/contract';
import { tables } from '../../db';
import { history } from '../../../test/chat-fixtures';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { listNotifications, notificationsWhen } from '../../../test/notification-fixtures';
import { createProduct, errorCode } from '../../../test/product-fixtures';
import { getRequest, offerFields, postOffer, postRequest, requestCall } from '../../../test/request-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let buyer: SignedIn;
let farmer: SignedIn;
let listing: Product;

beforeAll(async () => {
  ctx = await createTestContext();
  [buyer, farmer] = await Promise.all([
    signUpAndLogIn(ctx.app, 'user', { fullName: 'Wholesaler Wagh' }),
    signUpAndLogIn(ctx.app, 'seller', { fullName: 'Farmer Pawar' }),
  ]);
  // Far from any request of this file, so that no listing here matches one (matching has its own file).
  listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Nashik Red Onion' });
});
afterAll(() => ctx.close());

const offerCall = (as: SignedIn | undefined, requestId: string, body: object = offerFields()) =>
  requestCall(ctx.app, 'POST', `request/offer/${requestId}`, as, body);

describe('POST request/offer/{id}', () => {
  it('offers with a listing: the buyer gets it in chat, in their request and in the bell, no one else', async () => {
    const request = await postRequest(ctx.app, buyer, { productName: 'pyaz' });
    const offer = await postOffer(ctx.app, farmer, request._id, { productId: listing._id, price: 1750 });
    expect(offer).toMatchObject({
      requestId: request._id,
      sellerId: farmer.user._id,
      sellerName: 'Farmer Pawar',
      price: 1750,
      unit: 'quintal',
      quantity: 50,
      message: 'Fresh red onion, ready to load.',
      product: { _id: listing._id, productName: 'Nashik Red Onion', price: 2450 },
    });

    // The conversation was opened by the offer (a farmer may not open one otherwise) and holds it.
    const messages = await history(ctx.app, buyer, farmer.user._id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      senderId: farmer.user._id,
      receiverId: buyer.user._id,
      message: 'Fresh red onion, ready to load.',
      product: { _id: listing._id },
      offer: { _id: offer._id, requestId: request._id, productName: 'pyaz', price: 1750, quantity: 50 },
    });

    const mine = await requestCall(ctx.app, 'GET', 'request/mine', buyer);
    const own = mine
      .json<{ data: { requests: BuyRequest[] } }>()
      .data.requests.find((r) => r._id === request._id)!;
    expect(own.offerCount).toBe(1);
    expect(own.offers).toEqual([offer]);
    expect((await getRequest(ctx.app, request._id)).offerCount).toBe(1);
    expect((await getRequest(ctx.app, request._id, farmer)).offers).toBeUndefined();

    const [notice] = await notificationsWhen(ctx.app, buyer.cookie, (list) =>
      list.some((n) => n.kind === 'request_offer'),
    );
    expect(notice).toMatchObject({ kind: 'request_offer', link: `/requests/${request._id}` });
    expect(notice!.body).toBe('Farmer Pawar offered pyaz for ₹1,750/quintal.');
    expect((await listNotifications(ctx.app, farmer.cookie)).notifications).toEqual([]);
  });

  it('takes one offer a farmer (409 already_offered) and is for farmers only (401, 403)', async () => {
    const request = await postRequest(ctx.app, buyer, { productName: 'Garlic' });
    const other = await signUpAndLogIn(ctx.app, 'user');
    expect((await offerCall(undefined, request._id)).statusCode).toBe(401);
    expect((await offerCall(other, request._id)).statusCode).toBe(403);
    await postOffer(ctx.app, farmer, request._id);
    const again = await offerCall(farmer, request._id);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('already_offered');
    expect((await history(ctx.app, buyer, farmer.user._id)).filter((m) => m.offer)).toHaveLength(2);
  });

  it('refuses closed and expired requests (409 request_closed) and unknown ones (404)', async () => {
    const closed = await postRequest(ctx.app, buyer, { productName: 'Ginger' });
    const expired = await postRequest(ctx.app, buyer, { productName: 'Ginger' });
    await requestCall(ctx.app, 'POST', `request/close/${closed._id}`, buyer);
    await ctx.database.db
      .update(tables.buyRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.buyRequests.id, expired._id));
    for (const id of [closed._id, expired._id]) {
      const response = await offerCall(farmer, id);
      expect(response.statusCode).toBe(409);
      expect(errorCode(response)).toBe('request_closed');
      expect(response.json<{ message: string }>().message).toBe(SERVER_MESSAGES.requestNotOpen);
    }
    expect((await offerCall(farmer, '0190a3c2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await offerCall(farmer, 'nope')).statusCode).toBe(404);
  });

  it("refuses another farmer's listing (400) and an unknown one (404), storing nothing", async () => {
    const request = await postRequest(ctx.app, buyer, { productName: 'Onion' });
    const neighbour = await signUpAndLogIn(ctx.app, 'seller');
    const theirs = await offerCall(neighbour, request._id, offerFields({ productId: listing._id }));
    expect(theirs.statusCode).toBe(400);
    expect(errorCode(theirs)).toBe('bad_request');
    const unknown = await offerCall(
      neighbour,
      request._id,
      offerFields({ productId: '0190a3c2-0000-7000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await getRequest(ctx.app, request._id)).offerCount).toBe(0);
    expect(await history(ctx.app, buyer, neighbour.user._id)).toEqual([]);
  });

  it('refuses with 403 blocked while either blocks the other', async () => {
    const request = await postRequest(ctx.app, buyer, { productName: 'Onion' });
    const blocked = await signUpAndLogIn(ctx.app, 'seller');
    await requestCall(ctx.app, 'POST', `user/block/${blocked.user._id}`, buyer);
    const response = await offerCall(blocked, request._id);
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('blocked');
    expect((await getRequest(ctx.app, request._id)).offerCount).toBe(0);
  });

  it('takes at most 20 offers a request, then 409 offers_full', async () => {
    const request = await postRequest(ctx.app, buyer, { productName: 'Wheat' });
    const sellers = await Promise.all(
      Array.from({ length: BUY_REQUESTS.offersMax + 1 }, () => signUpAndLogIn(ctx.app, 'seller')),
    );
    for (const seller of sellers.slice(0, BUY_REQUESTS.offersMax))
      await postOffer(ctx.app, seller, request._id);
    const last = await offerCall(sellers[BUY_REQUESTS.offersMax], request._id);
    expect(last.statusCode).toBe(409);
    expect(errorCode(last)).toBe('offers_full');
    expect((await getRequest(ctx.app, request._id)).offerCount).toBe(BUY_REQUESTS.offersMax);
  });
});

describe('abuse limits', () => {
  it('limits requests a buyer posts and offers a farmer makes a day (429)', async () => {
    const limited = await createTestContext({
      RATE_LIMIT_REQUESTS_PER_DAY: '2',
      RATE_LIMIT_OFFERS_PER_DAY: '1',
    });
    try {
      const [someBuyer, someFarmer] = await Promise.all([
        signUpAndLogIn(limited.app, 'user'),
        signUpAndLogIn(limited.app, 'seller'),
      ]);
      const first = await postRequest(limited.app, someBuyer);
      const second = await postRequest(limited.app, someBuyer);
      const third = await requestCall(limited.app, 'POST', 'request/create', someBuyer, {
        productName: 'Onion',
        quantity: 1,
        unit: 'kg',
        address: 'Nashik',
      });
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      await postOffer(limited.app, someFarmer, first._id);
      const more = await requestCall(
        limited.app,
        'POST',
        `request/offer/${second._id}`,
        someFarmer,
        offerFields(),
      );
      expect(more.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
