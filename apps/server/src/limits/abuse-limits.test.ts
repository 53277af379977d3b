import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { formData, signUpAndLogIn, type SignedIn } from '../../test/fixtures';
import { chatCall, send } from '../../test/chat-fixtures';
import { postProduct, productFields } from '../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '3',
    RATE_LIMIT_MESSAGES_PER_DAY: '5',
    RATE_LIMIT_CONVERSATIONS_PER_DAY: '2',
    RATE_LIMIT_PRODUCTS_PER_DAY: '2',
    RATE_LIMIT_WRONG_PASSWORD: '2',
    RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: '3',
  });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock the limits read forward (timers stay real, so the app keeps working). */
function later(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    errors: { code: 'rate_limited', message: SERVER_MESSAGES.rateLimited, key: 'server.rateLimited' },
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('login failures per email, from any address', () => {
  it('refuses the email after 3 failures even with the right password, then lets it in after the window', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const login = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress,
        payload: { email: buyer.email, password, role: 'user' },
      });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect((await login('wrong-password-1', ip)).statusCode).toBe(401);
    expectLimited(await login(buyer.password, '10.0.0.4'));
    // Another account is not affected.
    const other = await signUpAndLogIn(ctx.app, 'user');
    expect(other.user._id).toBeDefined();
    later(15 * 60 * 1000 + 1000);
    expect((await login(buyer.password, '10.0.0.5')).statusCode).toBe(200);
  });

  it('a successful login clears earlier failures', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: buyer.email, password, role: 'user' },
      });
    await login('wrong-password-1');
    await login('wrong-password-2');
    expect((await login(buyer.password)).statusCode).toBe(200);
    await login('wrong-password-3');
    expect((await login(buyer.password)).statusCode).toBe(200);
  });
});

describe('chat', () => {
  let buyer: SignedIn;
  let sellers: SignedIn[];
  beforeAll(async () => {
    buyer = await signUpAndLogIn(ctx.app, 'user');
    sellers = await Promise.all([1, 2, 3].map(() => signUpAndLogIn(ctx.app, 'seller')));
  });

  it('refuses the 4th message in a minute and the 6th in a day; a minute later the first limit has reset', async () => {
    const to = sellers[0]!.user._id;
    for (const text of ['one', 'two', 'three']) await send(ctx.app, buyer, to, text);
    const fourth = await chatCall(
      ctx.app,
      'POST',
      `message/send/${to}`,
    )(buyer, { payload: { message: 'four' } });
    expectLimited(fourth);
    later(61_000);
    await send(ctx.app, buyer, to, 'four');
    await send(ctx.app, buyer, to, 'five');
    later(61_000 * 2);
    // Five today already: the day's limit holds after the minute's has reset.
    expectLimited(
      await chatCall(ctx.app, 'POST', `message/send/${to}`)(buyer, { payload: { message: 'six' } }),
    );
    const history = await chatCall(ctx.app, 'GET', `message/${buyer.user._id}`)(sellers[0]);
    // The clock is frozen by the fake Date, so order within one instant is not the point: what was stored is.
    const stored = history.json().data.messages.map((m: { message: string }) => m.message) as string[];
    expect(stored.sort()).toEqual(['five', 'four', 'one', 'three', 'two']);
    later(24 * 3600 * 1000 + 61_000 * 3);
    await send(ctx.app, buyer, to, 'next day');
  });

  it('refuses a buyer a third new conversation in a day; existing ones go on', async () => {
    const other = await signUpAndLogIn(ctx.app, 'user');
    const sync = (seller: SignedIn) => chatCall(ctx.app, 'POST', `message/sync/${seller.user._id}`)(other);
    expect((await sync(sellers[0]!)).statusCode).toBe(200);
    expect((await sync(sellers[1]!)).statusCode).toBe(200);
    const third = await chatCall(
      ctx.app,
      'POST',
      `message/send/${sellers[2]!.user._id}`,
    )(other, {
      payload: { message: 'hello' },
    });
    expectLimited(third);
    expectLimited(await sync(sellers[2]!));
    // Writing in a conversation that exists is not a new conversation.
    expect((await sync(sellers[0]!)).statusCode).toBe(200);
    await send(ctx.app, other, sellers[1]!.user._id, 'still here');
  });
});

describe('products created per day', () => {
  it('refuses the 3rd listing of the day with nothing stored; a day later it is allowed', async () => {
    const seller = await signUpAndLogIn(ctx.app, 'seller');
    expect(
      (await postProduct(ctx.app, seller.cookie, productFields({ productName: 'Onion 1' }))).statusCode,
    ).toBe(201);
    // An invalid form is not counted.
    expect((await postProduct(ctx.app, seller.cookie, productFields({ price: '' }))).statusCode).toBe(400);
    expect(
      (await postProduct(ctx.app, seller.cookie, productFields({ productName: 'Onion 2' }))).statusCode,
    ).toBe(201);
    expectLimited(await postProduct(ctx.app, seller.cookie, productFields({ productName: 'Onion 3' })));
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/product/my/${seller.user._id}`,
      headers: { cookie: seller.cookie },
    });
    expect(mine.json().data.myProduct).toHaveLength(2);
    later(24 * 3600 * 1000 + 1000);
    expect(
      (await postProduct(ctx.app, seller.cookie, productFields({ productName: 'Onion 3' }))).statusCode,
    ).toBe(201);
  });
});

describe('wrong current password on a profile update', () => {
  it('refuses further guesses after 2 wrong ones, even the right password, until the window passes', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const update = (password: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/user/update/customer/profile',
        headers: { cookie: buyer.cookie },
        payload: formData({ password, newPassword: 'a-brand-new-pass-1' }),
      });
    expect((await update('guess-number-1')).statusCode).toBe(400);
    expect((await update('guess-number-2')).statusCode).toBe(400);
    expectLimited(await update(buyer.password));
    later(15 * 60 * 1000 + 1000);
    expect((await update(buyer.password)).statusCode).toBe(200);
  });
});

describe('anonymous list and search calls per IP', () => {
  it('refuses the 4th anonymous call from one address, not another address or a signed-in caller', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const get = (url: string, remoteAddress: string, cookie?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/${url}`,
        remoteAddress,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    expect((await get('product/new', '10.1.0.1')).statusCode).toBe(200);
    expect((await get('product/search?name=onion', '10.1.0.1')).statusCode).toBe(200);
    expect((await get('product/new?page=2', '10.1.0.1')).statusCode).toBe(200);
    expectLimited(await get('product/new', '10.1.0.1'));
    // A made-up session is no way around it.
    expectLimited(await get('product/new', '10.1.0.1', 'ks_session=made-up-token-that-is-long-enough'));
    expect((await get('product/new', '10.1.0.2')).statusCode).toBe(200);
    expect((await get('product/new', '10.1.0.1', buyer.cookie)).statusCode).toBe(200);
    later(61_000);
    expect((await get('product/new', '10.1.0.1')).statusCode).toBe(200);
  });
});
