import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX, SERVER_MESSAGES, VALIDATION, type SavedSearch } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import {
  listNotifications,
  notificationsWhen,
  postSavedSearch,
  saveSearch,
} from '../../../test/notification-fixtures';
import { createProduct, errorCode } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let farmer: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  farmer = await signUpAndLogIn(ctx.app, 'seller');
});
afterAll(() => ctx.close());

describe('search/saved', () => {
  it('saves, lists newest first and deletes only the caller’s own (401 signed out, 404 for another’s)', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const other = await signUpAndLogIn(ctx.app, 'user');
    const first = await saveSearch(ctx.app, buyer.cookie, {
      query: 'onion',
      pincode: '422001',
      maxPrice: 30,
    });
    expect(first).toMatchObject({
      query: 'onion',
      pincode: '422001',
      radiusKm: 50,
      maxPrice: 30,
      address: null,
    });
    const second = await saveSearch(ctx.app, buyer.cookie, {
      query: 'aloo',
      address: 'Nashik',
      radiusKm: 25,
    });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/search/saved',
      headers: { cookie: buyer.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const ids = list.json<{ data: { savedSearches: SavedSearch[] } }>().data.savedSearches.map((s) => s._id);
    expect(ids).toEqual([second._id, first._id]);

    const remove = (cookie: string | undefined, id: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/search/saved/${id}`,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    expect((await remove(other.cookie, first._id)).statusCode).toBe(404);
    expect((await remove(undefined, first._id)).statusCode).toBe(401);
    expect((await remove(buyer.cookie, 'not-an-id')).statusCode).toBe(404);
    expect((await remove(buyer.cookie, first._id)).statusCode).toBe(200);
    expect((await remove(buyer.cookie, first._id)).statusCode).toBe(404);
    expect((await postSavedSearch(ctx.app, undefined, { query: 'onion' })).statusCode).toBe(401);
  });

  it('keeps at most 10 a user: the 11th is 409 saved_search_limit, and one more fits after a delete', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const saved: SavedSearch[] = [];
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1)
      saved.push(await saveSearch(ctx.app, buyer.cookie, { query: `crop ${i}` }));
    const eleventh = await postSavedSearch(ctx.app, buyer.cookie, { query: 'one too many' });
    expect(eleventh.statusCode).toBe(409);
    expect(errorCode(eleventh)).toBe('saved_search_limit');
    expect(eleventh.json<{ message: string }>().message).toBe(SERVER_MESSAGES.savedSearchLimit);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/search/saved/${saved[0]!._id}`,
      headers: { cookie: buyer.cookie },
    });
    expect((await postSavedSearch(ctx.app, buyer.cookie, { query: 'now it fits' })).statusCode).toBe(201);
  });

  it.each([
    [{ query: '' }, 'query', VALIDATION.savedSearchQueryRequired],
    [{ query: 'x'.repeat(101) }, 'query', VALIDATION.savedSearchQueryMax],
    [{ query: 'onion', pincode: '12345' }, 'pincode', VALIDATION.pincodeInvalid],
    [{ query: 'onion', radiusKm: 7 }, 'radiusKm', VALIDATION.radiusInvalid],
    [{ query: 'onion', maxPrice: 'cheap' }, 'maxPrice', VALIDATION.maxPriceNotNumber],
    [{ query: 'onion', maxPrice: -1 }, 'maxPrice', VALIDATION.cannotBeNegative],
    [{ query: 'onion\u202e' }, 'query', VALIDATION.textNotAllowed],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const response = await postSavedSearch(ctx.app, buyer.cookie, body as never);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { fields: Record<string, string> } }>().errors.fields[field]).toBe(
      message,
    );
  });

  it('refuses a PIN code the gazetteer does not know', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const response = await postSavedSearch(ctx.app, buyer.cookie, { query: 'onion', pincode: '999999' });
    expect(response.statusCode).toBe(400);
  });
});

describe('a new listing notifies the savers whose searches find it', () => {
  const matches = async (saver: SignedIn) =>
    (await listNotifications(ctx.app, saver.cookie)).notifications.filter(
      (n) => n.kind === 'saved_search_match',
    );

  it('matches across languages, within the radius and the budget, once a saver, never the seller', async () => {
    const hindi = await signUpAndLogIn(ctx.app, 'user');
    const twice = await signUpAndLogIn(ctx.app, 'user');
    const near = await signUpAndLogIn(ctx.app, 'user');
    const far = await signUpAndLogIn(ctx.app, 'user');
    const wide = await signUpAndLogIn(ctx.app, 'user');
    const budget = await signUpAndLogIn(ctx.app, 'user');
    const tomato = await signUpAndLogIn(ctx.app, 'user');
    await saveSearch(ctx.app, hindi.cookie, { query: 'pyaz' });
    await saveSearch(ctx.app, twice.cookie, { query: 'प्याज़' });
    await saveSearch(ctx.app, twice.cookie, { query: 'onion', maxPrice: 5000 });
    await saveSearch(ctx.app, near.cookie, { query: 'kanda', pincode: '422001', radiusKm: 10 });
    await saveSearch(ctx.app, far.cookie, { query: 'onion', pincode: '411001', radiusKm: 50 });
    await saveSearch(ctx.app, wide.cookie, { query: 'onion', pincode: '411001', radiusKm: 250 });
    await saveSearch(ctx.app, budget.cookie, { query: 'onion', maxPrice: 1999 });
    await saveSearch(ctx.app, tomato.cookie, { query: 'tamatar' });
    // The farmer's own search never tells them of their own listing.
    await saveSearch(ctx.app, farmer.cookie, { query: 'onion' });

    const product = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Nashik Red Onion',
      price: '2000',
      address: 'Nashik, Maharashtra',
      pincode: '422001',
    });

    for (const saver of [hindi, twice, near, wide]) {
      const [notice] = await notificationsWhen(ctx.app, saver.cookie, (list) => list.length > 0);
      expect(notice).toMatchObject({
        kind: 'saved_search_match',
        link: `/description/${product._id}`,
        read: false,
        params: { productName: 'Nashik Red Onion', price: 2000, unit: 'quintal' },
      });
      expect(notice!.body).toBe('Nashik Red Onion for ₹2,000/quintal at Nashik, Maharashtra.');
    }
    // Settled: the others' background matching ran in the same pass as these.
    expect(await matches(twice)).toHaveLength(1);
    for (const saver of [far, budget, tomato, farmer]) expect(await matches(saver)).toEqual([]);
  });

  it('matches a name that is no crop by its words, and an address without a radius by the listing’s address', async () => {
    const words = await signUpAndLogIn(ctx.app, 'user');
    const town = await signUpAndLogIn(ctx.app, 'user');
    const elsewhere = await signUpAndLogIn(ctx.app, 'user');
    await saveSearch(ctx.app, words.cookie, { query: 'Vermicompost' });
    await saveSearch(ctx.app, town.cookie, { query: 'vermicompost', address: 'Sehore' });
    await saveSearch(ctx.app, elsewhere.cookie, { query: 'vermicompost', address: 'Ludhiana' });
    await createProduct(ctx.app, farmer.cookie, {
      productName: 'Organic vermicompost bags',
      address: 'Sehore, Madhya Pradesh',
    });
    await notificationsWhen(ctx.app, words.cookie, (list) => list.length === 1);
    await notificationsWhen(ctx.app, town.cookie, (list) => list.length === 1);
    expect(await matches(elsewhere)).toEqual([]);
  });

  it('keeps the search page’s filters and matches a new listing only when they keep it', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const saved = await saveSearch(ctx.app, buyer.cookie, {
      query: 'wheat',
      category: 'cereal',
      organic: true,
      grade: 'A',
      inStock: true,
      minPrice: 20,
      maxPrice: 26,
      priceUnit: 'kg',
    });
    expect(saved).toMatchObject({
      category: 'cereal',
      organic: true,
      grade: 'A',
      inStock: true,
      minPrice: 20,
      maxPrice: 26,
      priceUnit: 'kg',
    });
    const perKg = await signUpAndLogIn(ctx.app, 'user');
    await saveSearch(ctx.app, perKg.cookie, { query: 'wheat', maxPrice: 2600, priceUnit: 'quintal' });
    // Not kept: not organic, grade B, out of stock, too dear per kg (₹2,700 a quintal is ₹27/kg).
    for (const fields of [
      { grade: 'A' },
      { organic: 'true', grade: 'B' },
      { organic: 'true', grade: 'A', availability: 'out_of_stock' },
      { organic: 'true', grade: 'A', price: '2700' },
    ]) {
      await createProduct(ctx.app, farmer.cookie, {
        productName: 'Wheat',
        price: '2500',
        unit: 'quintal',
        ...fields,
      });
    }
    const kept = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Sharbati Wheat',
      price: '25',
      unit: 'kg',
      organic: 'true',
      grade: 'A',
    });
    const [notice] = await notificationsWhen(ctx.app, buyer.cookie, (list) => list.length > 0);
    expect(notice?.link).toBe(`/description/${kept._id}`);
    // ₹2,500 a quintal and ₹25 a kg are both within ₹2,600 a quintal; ₹2,700 a quintal is not.
    const perKgMatches = await notificationsWhen(ctx.app, perKg.cookie, (list) => list.length >= 4);
    expect(perKgMatches).toHaveLength(4);
    expect(await matches(buyer)).toHaveLength(1);
  });
});
