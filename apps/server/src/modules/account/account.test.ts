import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, ChatContact, Product } from '@kisansetu/contract';
import { contacts, history, send } from '../../../test/chat-fixtures';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { call, listedIds } from '../../../test/moderation-fixtures';
import { saveSearch } from '../../../test/notification-fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const closeAccount = (as: SignedIn | undefined, password: unknown) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/user/me',
    headers: as ? { cookie: as.cookie } : {},
    payload: { password },
  });

describe('GET user/me/export', () => {
  let buyer: SignedIn;
  let farmer: SignedIn;
  let listing: Product;
  let data: AccountExport;
  let response: Awaited<ReturnType<typeof call>>;
  beforeAll(async () => {
    [buyer, farmer] = await Promise.all([
      signUpAndLogIn(ctx.app, 'user', { fullName: 'Exporting Buyer' }),
      signUpAndLogIn(ctx.app, 'seller', { fullName: 'Farmer Kale' }),
    ]);
    const [strangerBuyer, strangerFarmer] = await Promise.all([
      signUpAndLogIn(ctx.app, 'user'),
      signUpAndLogIn(ctx.app, 'seller'),
    ]);
    listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Export Turmeric' });
    await call(ctx.app, 'POST', `cart/add/${listing._id}`, buyer);
    await send(ctx.app, buyer, farmer.user._id, 'Is the turmeric dry?');
    await send(ctx.app, farmer, buyer.user._id, 'Yes, sun-dried for a week.');
    await send(ctx.app, strangerBuyer, strangerFarmer.user._id, 'A message between two other people');
    await saveSearch(ctx.app, buyer.cookie, { query: 'turmeric' });
    await call(ctx.app, 'POST', `user/block/${strangerFarmer.user._id}`, buyer);
    response = await call(ctx.app, 'GET', 'user/me/export', buyer);
    data = response.json<{ data: AccountExport }>().data;
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, 'GET', 'user/me/export')).statusCode).toBe(401);
  });

  it("is a private download of the caller's profile, wishlist, searches and blocks", () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kisansetu-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(data.profile).toMatchObject({
      _id: buyer.user._id,
      email: buyer.email,
      address: buyer.user.address,
    });
    expect(data.wishlist.map((entry) => entry.product._id)).toEqual([listing._id]);
    expect(data.savedSearches.map((search) => search.query)).toEqual(['turmeric']);
    expect(data.blocked).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2|aadhaar_hash/i);
  });

  it("holds the caller's messages, both sides of their conversations, and nobody else's", () => {
    expect(data.conversations).toEqual([
      {
        withUserId: farmer.user._id,
        withName: 'Farmer Kale',
        messages: [
          expect.objectContaining({ fromMe: true, message: 'Is the turmeric dry?' }),
          expect.objectContaining({ fromMe: false, message: 'Yes, sun-dried for a week.' }),
        ],
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('A message between two other people');
  });

  it("holds a farmer's listings, whatever their state", async () => {
    await call(ctx.app, 'POST', `product/sold/${listing._id}`, farmer);
    const own = (await call(ctx.app, 'GET', 'user/me/export', farmer)).json<{ data: AccountExport }>().data;
    expect(own.listings.map((product) => [product._id, product.status])).toEqual([[listing._id, 'sold']]);
  });
});

describe('DELETE user/me', () => {
  it('needs a session and the right password, and a wrong one changes nothing', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    expect((await closeAccount(undefined, buyer.password)).statusCode).toBe(401);
    const missing = await closeAccount(buyer, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.fields).toEqual({ password: 'Password is required' });
    const wrong = await closeAccount(buyer, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.fields).toEqual({ password: 'Your password is not correct' });
    expect((await call(ctx.app, 'GET', 'user/me', buyer)).statusCode).toBe(200);
  });

  it('closes a farmer\'s account at once: no login, no session, listings gone, "Deleted user" to the other side', async () => {
    const [farmer, buyer] = await Promise.all([
      signUpAndLogIn(ctx.app, 'seller', { fullName: 'Leaving Farmer', phoneNumber: '9833333333' }),
      signUpAndLogIn(ctx.app, 'user'),
    ]);
    const listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Farewell Jaggery' });
    await send(ctx.app, buyer, farmer.user._id, 'How much for 50 kg?');
    await send(ctx.app, farmer, buyer.user._id, 'Rs 60 a kg.');
    const secondSession = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: farmer.email, password: farmer.password, role: 'seller' },
    });
    const secondCookie = String(secondSession.headers['set-cookie']).split(';')[0]!;

    const closed = await closeAccount(farmer, farmer.password);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ success: true, message: 'Your account has been deleted' });
    expect(String(closed.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    // Every session ended, and the password no longer logs in.
    expect((await call(ctx.app, 'GET', 'user/me', farmer)).statusCode).toBe(401);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { cookie: secondCookie },
    });
    expect(other.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: farmer.email, password: farmer.password, role: 'seller' },
    });
    expect(login.statusCode).toBe(401);

    // The listings left every list, and the profile is gone.
    for (const url of ['product/new', 'product/search?name=jaggery']) {
      expect(await listedIds(ctx.app, url), url).not.toContain(listing._id);
      expect(await listedIds(ctx.app, url, buyer), url).not.toContain(listing._id);
    }
    expect((await call(ctx.app, 'GET', `product/${listing._id}`)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `product/my/${farmer.user._id}`)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `user/detail/${farmer.user._id}`, buyer)).statusCode).toBe(404);

    // The buyer keeps the conversation, with a deleted user and no contact details.
    const contact = (await contacts(ctx.app, buyer)).find((c: ChatContact) => c._id === farmer.user._id)!;
    expect(contact).toMatchObject({
      fullName: 'Deleted user',
      deleted: true,
      avatarUrl: null,
      location: null,
    });
    expect(contact).not.toHaveProperty('phoneNumber');
    expect(JSON.stringify(contact)).not.toContain('Leaving Farmer');
    expect((await history(ctx.app, buyer, farmer.user._id)).map((m) => m.message)).toEqual([
      'How much for 50 kg?',
      'Rs 60 a kg.',
    ]);
    const reply = await call(ctx.app, 'POST', `message/send/${farmer.user._id}`, buyer, {
      message: 'Hello?',
    });
    expect(reply.statusCode).toBe(404);
    // Closing twice is not possible: there is no session left to do it with.
    expect((await closeAccount(farmer, farmer.password)).statusCode).toBe(401);
  });
});
