import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUY_REQUESTS,
  SERVER_MESSAGES,
  VALIDATION,
  todayInIndia,
  type BuyRequest,
} from '@kisansetu/contract';
import { tables } from '../../db';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { errorCode } from '../../../test/product-fixtures';
import {
  getRequest,
  openRequests,
  postRequest,
  requestCall,
  requestFields,
} from '../../../test/request-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let buyer: SignedIn;
let farmer: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  [buyer, farmer] = await Promise.all([
    signUpAndLogIn(ctx.app, 'user', { fullName: 'Wholesaler Wagh' }),
    signUpAndLogIn(ctx.app, 'seller'),
  ]);
});
afterAll(() => ctx.close());

/** Moves a request's expiry into the past, as time would. */
const expire = (id: string) =>
  ctx.database.db
    .update(tables.buyRequests)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(tables.buyRequests.id, id));

/** Neither contact detail of `who` anywhere in the answer. */
function expectNoContact(body: string, who: SignedIn) {
  expect(body).not.toContain(who.email);
  expect(body).not.toContain(who.user.phoneNumber);
  expect(body).not.toMatch(/"email"|"phoneNumber"/);
}

describe('POST request/create', () => {
  it('posts a requirement (201) with the defaults: 100 km, open 7 days, the PIN code’s centre', async () => {
    const response = await requestCall(
      ctx.app,
      'POST',
      'request/create',
      buyer,
      requestFields({ maxPrice: 2000, neededBy: todayInIndia(), description: 'Bagged, 50 kg bags' }),
    );
    expect(response.statusCode).toBe(201);
    expectNoContact(response.body, buyer);
    const request = response.json<{ data: { request: BuyRequest } }>().data.request;
    expect(request).toMatchObject({
      buyerId: buyer.user._id,
      buyerName: 'Wholesaler Wagh',
      productName: 'Red onion',
      quantity: 50,
      unit: 'quintal',
      maxPrice: 2000,
      radiusKm: BUY_REQUESTS.radiusDefaultKm,
      neededBy: todayInIndia(),
      description: 'Bagged, 50 kg bags',
      status: 'open',
      offerCount: 0,
      location: { pincode: '422001' },
    });
    expect(request.offers).toBeUndefined();
    const days = (Date.parse(request.expiresAt) - Date.parse(request.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
  });

  it('is for buyers only: 401 signed out, 403 for a farmer', async () => {
    expect(
      (await requestCall(ctx.app, 'POST', 'request/create', undefined, requestFields())).statusCode,
    ).toBe(401);
    expect((await requestCall(ctx.app, 'POST', 'request/create', farmer, requestFields())).statusCode).toBe(
      403,
    );
  });

  it.each([
    [{ productName: '' }, 'productName', VALIDATION.productNameRequired],
    [{ quantity: 0 }, 'quantity', VALIDATION.quantityPositive],
    [{ maxPrice: -5 }, 'maxPrice', VALIDATION.cannotBeNegative],
    [{ radiusKm: 7 }, 'radiusKm', VALIDATION.radiusInvalid],
    [{ neededBy: '2020-01-01' }, 'neededBy', VALIDATION.neededByPast],
    [{ neededBy: '2030-02-31' }, 'neededBy', VALIDATION.neededByInvalid],
    [{ expiresInDays: 31 }, 'expiresInDays', VALIDATION.requestDaysInvalid],
    [{ pincode: '99999' }, 'pincode', VALIDATION.pincodeInvalid],
    [{ pincode: '999999' }, 'pincode', VALIDATION.pincodeUnknown],
    [{ description: 'hi\u202e' }, 'description', VALIDATION.textNotAllowed],
  ])('refuses %j with 400 on %s', async (overrides, field, message) => {
    const response = await requestCall(
      ctx.app,
      'POST',
      'request/create',
      buyer,
      requestFields(overrides as never),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { fields: Record<string, string> } }>().errors.fields[field]).toBe(
      message,
    );
  });

  it('keeps at most 10 open a buyer: the 11th is 409 request_limit; closing one makes room', async () => {
    const busy = await signUpAndLogIn(ctx.app, 'user');
    const posted: BuyRequest[] = [];
    for (let i = 0; i < BUY_REQUESTS.openMax; i += 1)
      posted.push(await postRequest(ctx.app, busy, { productName: `Wheat lot ${i}` }));
    const eleventh = await requestCall(ctx.app, 'POST', 'request/create', busy, requestFields());
    expect(eleventh.statusCode).toBe(409);
    expect(errorCode(eleventh)).toBe('request_limit');
    expect(eleventh.json<{ message: string }>().message).toBe(SERVER_MESSAGES.requestLimit);
    // An expired one no longer counts, nor does a closed one.
    await expire(posted[0]!._id);
    await postRequest(ctx.app, busy);
    expect((await requestCall(ctx.app, 'POST', `request/close/${posted[1]!._id}`, busy)).statusCode).toBe(
      200,
    );
    await postRequest(ctx.app, busy);
    expect((await requestCall(ctx.app, 'POST', 'request/create', busy, requestFields())).statusCode).toBe(
      409,
    );
  });
});

describe('GET request/open', () => {
  it('lists from a point the requests whose own radius reaches it, nearest first, with distances', async () => {
    const [indore, bhopalWide, bhopalNarrow, pune] = await Promise.all(
      Array.from({ length: 4 }, () => signUpAndLogIn(ctx.app, 'user')),
    );
    // Away from the other tests' Nashik requests, so that one page holds all of these.
    const here = await postRequest(ctx.app, indore!, {
      productName: 'Pomegranate',
      pincode: '452001',
      address: 'Indore',
      radiusKm: 25,
    });
    const wide = await postRequest(ctx.app, bhopalWide!, {
      productName: 'Pomegranate',
      pincode: '462001',
      address: 'Bhopal',
      radiusKm: 250,
    });
    const narrow = await postRequest(ctx.app, bhopalNarrow!, {
      productName: 'Pomegranate',
      pincode: '462001',
      address: 'Bhopal',
      radiusKm: 10,
    });
    const far = await postRequest(ctx.app, pune!, {
      productName: 'Pomegranate',
      pincode: '411001',
      address: 'Pune',
      radiusKm: 100,
    });

    const near = await openRequests(ctx.app, '?pincode=452001');
    const ids = near.requests.map((r) => r._id);
    expect(ids).toContain(here._id);
    expect(ids).toContain(wide._id);
    expect(ids).not.toContain(narrow._id);
    expect(ids).not.toContain(far._id);
    expect(ids.indexOf(here._id)).toBeLessThan(ids.indexOf(wide._id));
    const distances = near.requests.map((r) => r.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(near.requests.find((r) => r._id === wide._id)!.distanceKm).toBeGreaterThan(100);
    expect(near.origin).toMatchObject({ source: 'pincode' });

    // The query's own radius narrows it further.
    const within25 = await openRequests(ctx.app, '?pincode=452001&radiusKm=25');
    expect(within25.requests.map((r) => r._id)).toContain(here._id);
    expect(within25.requests.map((r) => r._id)).not.toContain(wide._id);

    // Without a point: every open one, newest first, without distances.
    const all = await openRequests(ctx.app);
    const allIds = all.requests.map((r) => r._id);
    expect(allIds.slice(0, 4)).toEqual([far._id, narrow._id, wide._id, here._id]);
    expect(all.origin).toBeNull();
    expect(all.requests[0]!.distanceKm).toBeUndefined();
  });

  it('leaves out closed and expired requests and never shows contact details', async () => {
    const someone = await signUpAndLogIn(ctx.app, 'user');
    const closed = await postRequest(ctx.app, someone, { productName: 'Ginger' });
    const expired = await postRequest(ctx.app, someone, { productName: 'Ginger' });
    const open = await postRequest(ctx.app, someone, { productName: 'Ginger' });
    await requestCall(ctx.app, 'POST', `request/close/${closed._id}`, someone);
    await expire(expired._id);
    const response = await requestCall(ctx.app, 'GET', 'request/open?lat=20.0&lon=73.79', farmer);
    expect(response.headers['cache-control']).toBe('no-store');
    expectNoContact(response.body, someone);
    const ids = response.json<{ data: { requests: BuyRequest[] } }>().data.requests.map((r) => r._id);
    expect(ids).toContain(open._id);
    expect(ids).not.toContain(closed._id);
    expect(ids).not.toContain(expired._id);
    expect((await getRequest(ctx.app, expired._id)).status).toBe('expired');
    expect((await getRequest(ctx.app, closed._id)).status).toBe('closed');
  });

  it('refuses half a point and an unknown PIN code (400)', async () => {
    expect((await requestCall(ctx.app, 'GET', 'request/open?lat=20')).statusCode).toBe(400);
    expect((await requestCall(ctx.app, 'GET', 'request/open?pincode=999999')).statusCode).toBe(400);
  });
});

describe('GET request/{id}, request/mine and POST request/close/{id}', () => {
  it('shows one request to anyone, offers only to its buyer; 404 for unknown or malformed ids', async () => {
    const request = await postRequest(ctx.app, buyer, { productName: 'Turmeric' });
    const anonymous = await requestCall(ctx.app, 'GET', `request/${request._id}`);
    expect(anonymous.statusCode).toBe(200);
    expectNoContact(anonymous.body, buyer);
    expect((await getRequest(ctx.app, request._id, farmer)).offers).toBeUndefined();
    expect((await getRequest(ctx.app, request._id, buyer)).offers).toEqual([]);
    expect(
      (await requestCall(ctx.app, 'GET', 'request/0190a3c2-0000-7000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await requestCall(ctx.app, 'GET', 'request/not-an-id')).statusCode).toBe(404);
  });

  it("lists the buyer's own requests of every status (role user only)", async () => {
    const own = await signUpAndLogIn(ctx.app, 'user');
    const first = await postRequest(ctx.app, own, { productName: 'Garlic' });
    const second = await postRequest(ctx.app, own, { productName: 'Garlic' });
    await requestCall(ctx.app, 'POST', `request/close/${first._id}`, own);
    const response = await requestCall(ctx.app, 'GET', 'request/mine', own);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const mine = response.json<{ data: { requests: BuyRequest[] } }>().data.requests;
    expect(mine.map((r) => [r._id, r.status, r.offers])).toEqual([
      [second._id, 'open', []],
      [first._id, 'closed', []],
    ]);
    expect((await requestCall(ctx.app, 'GET', 'request/mine')).statusCode).toBe(401);
    expect((await requestCall(ctx.app, 'GET', 'request/mine', farmer)).statusCode).toBe(403);
  });

  it('closes only for its buyer (403 for anyone else, 401 signed out), again is still 200', async () => {
    const request = await postRequest(ctx.app, buyer, { productName: 'Cumin' });
    const other = await signUpAndLogIn(ctx.app, 'user');
    expect((await requestCall(ctx.app, 'POST', `request/close/${request._id}`)).statusCode).toBe(401);
    expect((await requestCall(ctx.app, 'POST', `request/close/${request._id}`, other)).statusCode).toBe(403);
    expect((await requestCall(ctx.app, 'POST', `request/close/${request._id}`, farmer)).statusCode).toBe(403);
    expect((await requestCall(ctx.app, 'POST', `request/close/${request._id}`, buyer)).statusCode).toBe(200);
    expect((await requestCall(ctx.app, 'POST', `request/close/${request._id}`, buyer)).statusCode).toBe(200);
    expect((await getRequest(ctx.app, request._id)).status).toBe('closed');
  });
});

describe('reporting a request', () => {
  it('takes targetType request for a request that exists (201), 404 otherwise', async () => {
    const request = await postRequest(ctx.app, buyer, { productName: 'Coriander' });
    const report = (targetId: string) =>
      requestCall(ctx.app, 'POST', 'report', farmer, { targetType: 'request', targetId, reason: 'spam' });
    expect((await report(request._id)).statusCode).toBe(201);
    expect(errorCode(await report(request._id))).toBe('already_reported');
    expect((await report('0190a3c2-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });
});
