import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type ProductPage } from '@kisansetu/contract';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { TYPOS_WHEN_FEWER_THAN, escapeLike, normaliseQuery } from './repository/search.repository';

/** [name, address], created in this order (so the last is the newest). */
const CATALOGUE: [string, string][] = [
  ['Wheat', 'Karnal, Haryana'],
  ['Sharbati Wheat', 'Sehore, Madhya Pradesh'],
  ['Wheat Flour', 'Indore, Madhya Pradesh'],
  ['Buckwheat', 'Kangra, Himachal Pradesh'],
  ['Hybrid Tomato', 'Lasalgaon, Nashik, Maharashtra'],
  ['Tomato', 'Kolar, Karnataka'],
  ['Potato', 'Agra, Uttar Pradesh'],
  ['Sweet Potato', 'Malda, West Bengal'],
  ['Arabica Coffee', 'Madikeri, Kodagu, Karnataka'],
  ['Robusta Coffee', 'Chikkamagaluru, Karnataka'],
  ['Corn', 'Davanagere, Karnataka'],
  ['Sweet Corn', 'Sinnar, Nashik, Maharashtra'],
  ['Popcorn Maize', 'Chhindwara, Madhya Pradesh'],
  ['Basmati Rice', 'Karnal, Haryana'],
  ['Kashmiri Saffron', 'Pampore, Pulwama, Jammu and Kashmir'],
  ['Sugar', 'Kolhapur, Maharashtra'],
  ['Grapes', 'Niphad, Nashik, Maharashtra'],
  ['100% Organic Jaggery', 'Kolhapur, Maharashtra'],
];

let ctx: TestContext;
let seller: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Savita Jadhav' });
  for (const [productName, address] of CATALOGUE)
    await createProduct(ctx.app, seller.cookie, { productName, address });
});
afterAll(() => ctx.close());

const search = (query: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/product/search', query });

async function found(query: Record<string, string>): Promise<string[]> {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ProductPage }>().data.products.map((p) => p.productName);
}

describe('GET product/search by name', () => {
  it('finds every listing of the crop a name names, newest first (not Buckwheat for wheat)', async () => {
    expect(await found({ name: 'wheat' })).toEqual(['Wheat Flour', 'Sharbati Wheat', 'Wheat']);
  });

  it.each(['WHEAT', 'Wheat', '  wheat  ', 'wHeAt'])(
    'ignores case and surrounding spaces (%s)',
    async (name) => {
      expect(await found({ name })).toEqual(['Wheat Flour', 'Sharbati Wheat', 'Wheat']);
    },
  );

  it.each([
    ['whe', ['Buckwheat', 'Wheat Flour', 'Sharbati Wheat', 'Wheat']],
    ['tomato', ['Tomato', 'Hybrid Tomato']],
    ['coffee', ['Robusta Coffee', 'Arabica Coffee']],
    ['corn', ['Popcorn Maize', 'Corn']],
    ['sweet corn', ['Sweet Corn']],
    ['basmati rice', ['Basmati Rice']],
    ['saffron', ['Kashmiri Saffron']],
  ])('finds what a person expects for %s', async (name, expected) => {
    expect(await found({ name })).toEqual(expected);
  });

  it.each([
    ['wheet', ['Wheat', 'Sharbati Wheat', 'Wheat Flour']],
    ['tamato', ['Tomato', 'Hybrid Tomato']],
    ['potatoe', ['Potato']],
    ['cofee', ['Arabica Coffee', 'Robusta Coffee']],
    ['saffran', ['Kashmiri Saffron']],
    ['sugr', ['Sugar']],
    ['basmathi', ['Basmati Rice']],
  ])('tolerates the typo %s', async (name, expected) => {
    expect((await found({ name })).sort()).toEqual([...expected].sort());
  });

  it('ranks typo matches after real ones', async () => {
    // 'tomatoe' contains no name, but 'Tomato' is one letter off; nothing else is near.
    expect(await found({ name: 'tomatoe' })).toEqual(['Tomato', 'Hybrid Tomato']);
  });

  it.each([
    ['wheet', ['Arabica Coffee', 'Robusta Coffee', 'Sweet Corn', 'Sweet Potato', 'Buckwheat']],
    ['corm', ['Arabica Coffee', 'Robusta Coffee']],
    ['tamato', ['Potato', 'Sweet Potato']],
    ['grain', ['Grapes']],
  ])('finds nothing absurd for %s', async (name, absent) => {
    const names = await found({ name });
    for (const other of absent) expect(names).not.toContain(other);
  });

  it.each(['xyzzy', 'laptop', 'कंप्यूटर'])('answers 200 with no products for %s', async (name) => {
    const response = await search({ name });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      products: [],
      origin: null,
      totalCount: 0,
      totalPages: 0,
      page: 1,
    });
  });

  it('reads 1–2 letters as the start of a crop name, else of a word of the name', async () => {
    expect((await found({ name: 'w' })).sort()).toEqual(['Sharbati Wheat', 'Wheat', 'Wheat Flour']);
    expect((await found({ name: 'co' })).sort()).toEqual([
      'Arabica Coffee',
      'Corn',
      'Popcorn Maize',
      'Robusta Coffee',
      'Sweet Corn',
    ]);
    expect(await found({ name: 'Gr' })).toEqual(['Grapes']);
    // Sugar is no crop (it is made, not grown): 1–2 letters do not reach it.
    expect(await found({ name: 'Su' })).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    expect(await found({ name: '100%' })).toEqual(['100% Organic Jaggery']);
    expect(await found({ name: '%' })).toEqual([]);
    expect(await found({ name: '_' })).toEqual([]);
    expect(await found({ name: 'w_eat' })).not.toContain('Buckwheat');
  });

  it.each([
    "'; DROP TABLE products; --",
    '\\',
    '%%%',
    '(((',
    '.*',
    'a'.repeat(100),
    'wh\u0000eat',
    '\u0000\u0001',
    '\uFFFD\uFFFD',
    '🌾🌾',
  ])('answers %j without error', async (name) => {
    const response = await search({ name });
    expect(response.statusCode).toBe(200);
    expect((await search({ name: 'wheat', address: name })).statusCode).toBe(200);
  });
});

describe('GET product/search by address', () => {
  it('matches part of the address, case-insensitively, newest first', async () => {
    const nashik = ['Grapes', 'Sweet Corn', 'Hybrid Tomato'];
    expect(await found({ address: 'nashik' })).toEqual(nashik);
    expect(await found({ address: 'NASHIK' })).toEqual(nashik);
    expect(await found({ address: 'Pulwama' })).toEqual(['Kashmiri Saffron']);
    expect(await found({ address: 'Karnataka' })).toHaveLength(4);
  });

  it('combines name and address with AND', async () => {
    expect(await found({ name: 'tomato', address: 'nashik' })).toEqual(['Hybrid Tomato']);
    expect(await found({ name: 'wheat', address: 'madhya pradesh' })).toEqual([
      'Wheat Flour',
      'Sharbati Wheat',
    ]);
    expect(await found({ name: 'wheet', address: 'Karnal' })).toEqual(['Wheat']);
    expect(await found({ name: 'saffron', address: 'nashik' })).toEqual([]);
  });
});

describe('GET product/search paging and input', () => {
  it('pages with limit: default 12, totals for the whole match', async () => {
    const all = await search({ address: 'a' });
    expect(all.json().data).toMatchObject({ totalCount: CATALOGUE.length, totalPages: 2, page: 1 });
    expect(all.json().data.products).toHaveLength(12);

    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const response = await search({ address: 'maharashtra', limit: '2', page: String(page) });
      const data = response.json<{ data: ProductPage }>().data;
      expect(data).toMatchObject({ totalCount: 5, totalPages: 3, page });
      expect(data.products).toHaveLength([2, 2, 1, 0][page - 1]!);
      seen.push(...data.products.map((p) => p.productName));
    }
    expect(seen).toEqual(await found({ address: 'maharashtra' }));
  });

  it('allows limit up to 50', async () => {
    const response = await search({ address: 'a', limit: '50' });
    expect(response.json().data.products).toHaveLength(CATALOGUE.length);
  });

  it.each(['0', '51', '-3', '2.5', 'ten', '1'.repeat(40)])('refuses limit=%s with 400', async (limit) => {
    const response = await search({ name: 'wheat', limit });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual({ limit: VALIDATION.limitInvalid });
  });

  it.each(['0', 'x', '-1'])('refuses page=%s with 400', async (page) => {
    expect((await search({ name: 'wheat', page })).json().errors.fields).toEqual({
      page: VALIDATION.pageInvalid,
    });
  });

  it('asks for a product name when neither name nor address is given', async () => {
    for (const query of [{}, { name: '  ' }, { name: '', address: '' }] as Record<string, string>[]) {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields).toEqual({ name: VALIDATION.searchNameRequired });
    }
  });

  it('refuses over-long input with 400, never 500', async () => {
    expect((await search({ name: 'w'.repeat(10_000) })).statusCode).toBe(400);
    expect((await search({ address: 'n'.repeat(10_000) })).statusCode).toBe(400);
  });

  it('fills in the seller of each result', async () => {
    const response = await search({ name: 'saffron' });
    expect(response.json().data.products[0]).toMatchObject({
      sellerName: 'Savita Jadhav',
      address: 'Pampore, Pulwama, Jammu and Kashmir',
    });
  });
});

// Last: they add many listings.
describe('typo matches beside many real ones', () => {
  it('lists a name with both the word and its slip once, among the real matches', async () => {
    for (const productName of ['Wicker Hamper', 'Hamper Hampar Duo', 'Wicker Hampar']) {
      await createProduct(ctx.app, seller.cookie, { productName, address: 'Ooty, Tamil Nadu' });
    }
    const data = (await search({ name: 'hamper' })).json<{ data: ProductPage }>().data;
    expect(data.products.map((p) => p.productName)).toEqual([
      'Hamper Hampar Duo',
      'Wicker Hamper',
      'Wicker Hampar',
    ]);
    expect(data.totalCount).toBe(3);
  });

  it('lists the real matches of a word no listing has before its corrections, and the corrections alone when none', async () => {
    // 'candles' is no listing's word, yet 'Candlestick' holds it: the real match leads, 'Wax Candle' (newer) follows.
    for (const productName of ['Candlestick Holder', 'Wax Candle']) {
      await createProduct(ctx.app, seller.cookie, { productName, address: 'Ooty, Tamil Nadu' });
    }
    const data = (await search({ name: 'candles' })).json<{ data: ProductPage }>().data;
    expect(data.products.map((p) => p.productName)).toEqual(['Candlestick Holder', 'Wax Candle']);
    expect(data.totalCount).toBe(2);
    expect(await found({ name: 'kandle' })).toEqual(['Wax Candle', 'Candlestick Holder']);

    // Now that 'candles' is known to be no listing's word, its real matches are counted only when their page is full.
    for (let i = 0; i < 13; i += 1) {
      await createProduct(ctx.app, seller.cookie, {
        productName: 'Candlestick Holder',
        address: 'Ooty, Tamil Nadu',
      });
    }
    const first = (await search({ name: 'candles' })).json<{ data: ProductPage }>().data;
    expect(first).toMatchObject({ totalCount: 15, totalPages: 2 });
    expect(new Set(first.products.map((p) => p.productName))).toEqual(new Set(['Candlestick Holder']));
    const second = (await search({ name: 'candles', page: '2' })).json<{ data: ProductPage }>().data;
    expect(second.products.map((p) => p.productName)).toEqual([
      'Candlestick Holder',
      'Candlestick Holder',
      'Wax Candle',
    ]);
  });

  it('appends a misspelt listing while real matches are few, and leaves it out once they are many', async () => {
    // Baskets name no crop: their words are matched as typed, typos included while real matches are few.
    await createProduct(ctx.app, seller.cookie, {
      productName: 'Bamboo Baskit',
      address: 'Ooty, Tamil Nadu',
    });
    await createProduct(ctx.app, seller.cookie, { productName: 'Cane Basket', address: 'Ooty, Tamil Nadu' });
    expect(await found({ name: 'basket' })).toEqual(['Cane Basket', 'Bamboo Baskit']);
    for (let i = 1; i < TYPOS_WHEN_FEWER_THAN; i += 1) {
      await createProduct(ctx.app, seller.cookie, {
        productName: `Basket Lot ${i}`,
        address: 'Ooty, Tamil Nadu',
      });
    }
    const many = (await search({ name: 'basket', limit: '50', page: '2' })).json<{ data: ProductPage }>()
      .data;
    expect(many).toMatchObject({ totalCount: TYPOS_WHEN_FEWER_THAN, totalPages: 1, products: [] });
    const first = await search({ name: 'basket', limit: '50' });
    expect(first.json().data.products.map((p: { productName: string }) => p.productName)).not.toContain(
      'Bamboo Baskit',
    );
    // A misspelt crop is the crop, listed like any other.
    await createProduct(ctx.app, seller.cookie, { productName: 'Tamato', address: 'Ooty, Tamil Nadu' });
    expect(await found({ name: 'tomato' })).toEqual(['Tamato', 'Tomato', 'Hybrid Tomato']);
  });

  it('counts a common word that names no crop only up to the bound too, and pages on to its last listing', async () => {
    await ctx.database.db.execute(sql`
      INSERT INTO products (id, seller_id, product_name, price, unit, quantity, description, address, availability, created_at)
      SELECT gen_random_uuid(), ${seller.user._id}::uuid, 'Heritage Seed Lot ' || g, 90, 'kg', 5, 'Bench lot', 'Wardha, Maharashtra',
             CASE WHEN g % 3 = 0 THEN 'out_of_stock' ELSE 'in_stock' END, now() - g * interval '1 minute'
      FROM generate_series(1, 210) g`);
    const first = (await search({ name: 'heritage' })).json<{ data: ProductPage }>().data;
    expect(first).toMatchObject({ totalCount: 200, totalCapped: true, totalPages: 17, page: 1 });
    // In stock first, newest first: lots 1, 2, 4, 5...
    expect(first.products.slice(0, 3).map((p) => p.productName)).toEqual([
      'Heritage Seed Lot 1',
      'Heritage Seed Lot 2',
      'Heritage Seed Lot 4',
    ]);
    const last = (await search({ name: 'heritage', page: '18' })).json<{ data: ProductPage }>().data;
    expect(last).toMatchObject({ totalCount: 210, totalPages: 18 });
    expect(last.totalCapped).toBeUndefined();
    expect(last.products).toHaveLength(6);
    await ctx.database.db.execute(sql`DELETE FROM products WHERE product_name LIKE 'Heritage Seed Lot %'`);
  });

  it('counts a common crop only up to a bound, says so, and pages on past it', async () => {
    // 210 wheat listings straight into the table (the bound is 200), beside the 3 already there.
    await ctx.database.db.execute(sql`
      INSERT INTO products (id, seller_id, product_name, price, unit, quantity, description, address, availability, crop, created_at)
      SELECT gen_random_uuid(), ${seller.user._id}::uuid, 'Lokwan Wheat', 2400, 'quintal', 10, 'Bench lot', 'Sehore, Madhya Pradesh',
             'in_stock', 'wheat', now() - g * interval '1 minute'
      FROM generate_series(1, 210) g`);
    const first = (await search({ name: 'wheat' })).json<{ data: ProductPage }>().data;
    expect(first).toMatchObject({ totalCount: 200, totalCapped: true, totalPages: 17, page: 1 });
    const nearEnd = (await search({ name: 'gehun', page: '17' })).json<{ data: ProductPage }>().data;
    expect(nearEnd.products).toHaveLength(12);
    expect(nearEnd).toMatchObject({ totalCount: 213, totalPages: 18, page: 17 });
    expect(nearEnd.totalCapped).toBeUndefined();
    expect(first.products.slice(0, 4).map((p) => p.productName)).toEqual([
      'Wheat Flour',
      'Sharbati Wheat',
      'Wheat',
      'Lokwan Wheat',
    ]);
    const last = (await search({ name: 'wheat', page: '18' })).json<{ data: ProductPage }>().data;
    expect(last).toMatchObject({ totalCount: 213, totalPages: 18 });
    expect(last.products.map((p) => p.productName)).toEqual(Array(9).fill('Lokwan Wheat'));
  });
});

describe('query helpers', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
  it('collapses whitespace', () => {
    expect(normaliseQuery('  basmati \t  rice ')).toBe('basmati rice');
  });
});

describe('GET product/search listings', () => {
  it('reads every field of a listing as the listing itself does: photos, trade details, place and dates', async () => {
    const created = await createProduct(
      ctx.app,
      seller.cookie,
      {
        productName: 'Lokwan Wheat',
        price: '2375.5',
        quantity: '12.25',
        address: 'Vidisha, Madhya Pradesh',
        pincode: '464001',
        variety: 'Lokwan',
        grade: 'A',
        organic: 'true',
        harvestedOn: '2026-11-20',
        minOrderQuantity: '2.5',
      },
      [['images', await smallJpeg(7), 'lot.jpg']],
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/product/search',
      query: { name: 'lokwan', address: 'Vidisha' },
    });
    const [found] = response.json<{ data: ProductPage }>().data.products;
    expect(found).toEqual(created);
  });
});
