import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_MESSAGES,
  type AuditEntry,
  type BuyRequest,
  type ModerationReport,
  type Product,
} from '@kisansetu/contract';
import { send, signUpCast, type ChatCast } from '../../../test/chat-fixtures';
import type { SignedIn } from '../../../test/fixtures';
import { call, fileReport, listedIds, signUpModerator } from '../../../test/moderation-fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { requestCall, requestFields } from '../../../test/request-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let cast: ChatCast;
let moderator: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await signUpCast(ctx.app);
  moderator = await signUpModerator(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const reports = async (query = '') => {
  const response = await call(ctx.app, 'GET', `moderation/reports${query}`, moderator);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { reports: ModerationReport[]; totalCount: number; totalPages: number } }>()
    .data;
};
const resolve = (id: string, action: string, note = '') =>
  call(ctx.app, 'POST', `moderation/reports/${id}/resolve`, moderator, { action, note });

describe('who may moderate', () => {
  it('refuses anonymous callers (401) and buyers and sellers (403) on every moderation call', async () => {
    const id = '0190a3c4-0000-7000-8000-000000000000';
    const calls: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', 'moderation/reports'],
      ['POST', `moderation/reports/${id}/resolve`, { action: 'dismiss', note: '' }],
      ['POST', `moderation/users/${id}/reinstate`],
      ['GET', `moderation/reports/${id}/conversation`],
      ['GET', 'moderation/audit'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(ctx.app, method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(ctx.app, method, url, cast.buyer, payload)).statusCode, url).toBe(403);
      expect((await call(ctx.app, method, url, cast.seller, payload)).statusCode, url).toBe(403);
    }
  });

  it('keeps moderators out of buyer and seller calls', async () => {
    expect((await call(ctx.app, 'GET', 'cart/get', moderator)).statusCode).toBe(403);
    expect((await call(ctx.app, 'POST', 'product/create', moderator)).statusCode).toBe(403);
  });

  it('never lets anyone register as a moderator', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      fullName: 'Sneaky Person',
      email: 'sneaky.mod@gmail.com',
      phoneNumber: '9876543210',
      role: 'moderator',
      address: 'Pune',
      password: 'correct-horse-42',
    }))
      form.append(k, v);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/register', payload: form });
    expect(response.statusCode).toBe(400);
  });
});

describe('the report queue', () => {
  it('lists open reports oldest first with reporter, target as it is now and the report count', async () => {
    const product = await createProduct(ctx.app, cast.seller.cookie, { productName: 'Queue Onions' });
    const first = await fileReport(ctx.app, cast.buyer, 'product', product._id, 'misleading');
    const second = await fileReport(ctx.app, cast.otherBuyer, 'product', product._id, 'scam');
    const { reports: open, totalCount } = await reports('?status=open');
    expect(totalCount).toBeGreaterThanOrEqual(2);
    const mine = open.filter((r) => r.targetId === product._id);
    expect(mine.map((r) => r._id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({
      targetType: 'product',
      reason: 'misleading',
      status: 'open',
      reporter: { _id: cast.buyer.user._id, fullName: cast.buyer.user.fullName },
      reportCount: 2,
      resolution: null,
      target: {
        type: 'product',
        product: { _id: product._id, productName: 'Queue Onions', status: 'visible' },
        seller: { _id: cast.seller.user._id, suspended: false },
      },
    });
  });

  it('refuses a bad status with 400', async () => {
    const response = await call(ctx.app, 'GET', 'moderation/reports?status=closed', moderator);
    expect(response.statusCode).toBe(400);
  });
});

describe('resolving', () => {
  it('dismiss resolves every open report on the target; it then shows among resolved ones', async () => {
    const reported = cast.otherSeller.user._id;
    const a = await fileReport(ctx.app, cast.buyer, 'user', reported, 'spam');
    await fileReport(ctx.app, cast.otherBuyer, 'user', reported, 'offensive');
    const response = await resolve(a, 'dismiss', 'Ordinary sales talk');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SERVER_MESSAGES.reportResolved);
    expect((await reports()).reports.some((r) => r.targetId === reported)).toBe(false);
    const resolved = (await reports('?status=resolved')).reports.filter((r) => r.targetId === reported);
    expect(resolved).toHaveLength(2);
    expect(resolved[0]!.resolution).toMatchObject({
      action: 'dismiss',
      note: 'Ordinary sales talk',
      by: moderator.user._id,
    });
    // Resolved already: 404; unknown or malformed id: 404.
    expect((await resolve(a, 'dismiss')).statusCode).toBe(404);
    expect((await resolve('not-an-id', 'dismiss')).statusCode).toBe(404);
  });

  it('hide_product: 404 for everyone but the owner (status hidden) and moderators, gone from lists', async () => {
    const product = await createProduct(ctx.app, cast.seller.cookie, { productName: 'Hidden Turmeric' });
    const id = await fileReport(ctx.app, cast.buyer, 'product', product._id, 'prohibited');
    expect((await resolve('0190a3c4-0000-7000-8000-000000000000', 'hide_product')).statusCode).toBe(404);
    expect((await resolve(id, 'hide_product', 'Not a crop')).statusCode).toBe(200);

    for (const as of [undefined, cast.buyer, cast.otherSeller]) {
      expect((await call(ctx.app, 'GET', `product/${product._id}`, as)).statusCode).toBe(404);
    }
    const own = await call(ctx.app, 'GET', `product/${product._id}`, cast.seller);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: { product: Product } }>().data.product.status).toBe('hidden');
    expect((await call(ctx.app, 'GET', `product/${product._id}`, moderator)).statusCode).toBe(200);

    expect(await listedIds(ctx.app, 'product/new')).not.toContain(product._id);
    expect(await listedIds(ctx.app, 'product/search?name=turmeric', cast.buyer)).not.toContain(product._id);
    const mine = await call(ctx.app, 'GET', `product/my/${cast.seller.user._id}`, cast.seller);
    expect(
      mine.json<{ data: { myProduct: Product[] } }>().data.myProduct.find((p) => p._id === product._id)
        ?.status,
    ).toBe('hidden');
    const publicList = await call(ctx.app, 'GET', `product/my/${cast.seller.user._id}`);
    expect(
      publicList.json<{ data: { myProduct: Product[] } }>().data.myProduct.map((p) => p._id),
    ).not.toContain(product._id);
  });

  it('refuses hide_product for a report of a person (400)', async () => {
    const id = await fileReport(ctx.app, cast.otherBuyer, 'user', cast.seller.user._id, 'scam');
    const response = await resolve(id, 'hide_product');
    expect(response.statusCode).toBe(400);
    await resolve(id, 'dismiss');
  });
});

describe('reading a reported conversation', () => {
  it('returns the messages oldest first, writes the read to the audit, and is 404 for listing reports', async () => {
    const first = await send(ctx.app, cast.buyer, cast.seller.user._id, 'How much for 10 quintal?');
    const second = await send(ctx.app, cast.seller, cast.buyer.user._id, 'Send the OTP you get');
    const id = await fileReport(ctx.app, cast.buyer, 'message', second._id, 'scam');
    const response = await call(ctx.app, 'GET', `moderation/reports/${id}/conversation`, moderator);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.reporter._id).toBe(cast.buyer.user._id);
    expect(data.reported._id).toBe(cast.seller.user._id);
    const ids = data.messages.map((m: { _id: string }) => m._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));

    const audit = await call(ctx.app, 'GET', 'moderation/audit', moderator);
    const entries = audit.json<{ data: { entries: AuditEntry[] } }>().data.entries;
    expect(entries[0]).toMatchObject({
      action: 'read_conversation',
      reportId: id,
      moderator: { _id: moderator.user._id, fullName: 'Meera Moderator' },
    });
    // Earlier resolutions are there too, newest first.
    expect(entries.some((e) => e.action === 'hide_product')).toBe(true);

    const product = await createProduct(ctx.app, cast.seller.cookie, { productName: 'Plain Garlic' });
    const productReport = await fileReport(ctx.app, cast.buyer, 'product', product._id, 'spam');
    expect(
      (await call(ctx.app, 'GET', `moderation/reports/${productReport}/conversation`, moderator)).statusCode,
    ).toBe(404);
  });
});

describe('after a report is closed', () => {
  it('the conversation is private again: no read of it, nor of what was sent after', async () => {
    await send(ctx.app, cast.otherBuyer, cast.otherSeller.user._id, 'Is the onion still there?');
    await send(ctx.app, cast.otherSeller, cast.otherBuyer.user._id, 'Pay the advance first');
    const id = await fileReport(ctx.app, cast.otherBuyer, 'user', cast.otherSeller.user._id, 'scam');
    const read = () => call(ctx.app, 'GET', `moderation/reports/${id}/conversation`, moderator);
    expect((await read()).statusCode).toBe(200);

    const dismissed = await call(ctx.app, 'POST', `moderation/reports/${id}/resolve`, moderator, {
      action: 'dismiss',
      note: 'a misunderstanding',
    });
    expect(dismissed.statusCode).toBe(200);
    await send(ctx.app, cast.otherBuyer, cast.otherSeller.user._id, 'Sorted, thank you');
    expect((await read()).statusCode).toBe(404);

    // A new report between the two opens it again, for as long as that one is open.
    await fileReport(ctx.app, cast.otherSeller, 'user', cast.otherBuyer.user._id, 'offensive');
    const again = await read();
    expect(again.statusCode).toBe(200);
    expect(again.json().data.messages.at(-1)).toMatchObject({ message: 'Sorted, thank you' });
  });
});

describe('a reported buyer request', () => {
  it('shows the moderator the request as it is now, with its buyer', async () => {
    const posted = await requestCall(
      ctx.app,
      'POST',
      'request/create',
      cast.buyer,
      requestFields({ productName: 'Cheap onion, pay first', description: 'Send advance by UPI' }),
    );
    expect(posted.statusCode).toBe(201);
    const request = posted.json<{ data: { request: BuyRequest } }>().data.request;
    const id = await fileReport(ctx.app, cast.seller, 'request', request._id, 'scam');
    const listed = (await reports()).reports.find((report) => report._id === id);
    expect(listed?.target).toMatchObject({
      type: 'request',
      request: {
        _id: request._id,
        productName: 'Cheap onion, pay first',
        description: 'Send advance by UPI',
      },
      buyer: { _id: cast.buyer.user._id, email: cast.buyer.email },
    });
  });
});
