import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { VALIDATION, type ProductPage } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { tables } from '../../db';

/** [name, address, in stock], created in this order (so the last is the newest). */
const CATALOGUE: [string, string, boolean][] = [
  ['लाल प्याज़', 'Lasalgaon, Nashik, Maharashtra', true],
  ['Nashik Red Onion', 'Pimpalgaon Baswant, नासिक, महाराष्ट्र', true],
  ['Potato', 'Agra, Uttar Pradesh', true],
  ['आलू', 'Farrukhabad, Uttar Pradesh', true],
  ['Tomato', 'Kolar, Karnataka', true],
  ['गेहूं', 'Sehore, Madhya Pradesh', true],
  ['Sharbati Wheat', 'Vidisha, Madhya Pradesh', true],
  ['Tomato', 'Madanapalle, Andhra Pradesh', false],
  ['Handmade Bamboo Baskets', 'Nashik, Maharashtra', true],
];

let ctx: TestContext;
let seller: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Savita Jadhav' });
  for (const [productName, address, inStock] of CATALOGUE) {
    await createProduct(ctx.app, seller.cookie, {
      productName,
      address,
      availability: inStock ? 'in_stock' : 'out_of_stock',
    });
  }
});
afterAll(() => ctx.close());

const search = (query: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/product/search', query });

async function found(query: Record<string, string>): Promise<string[]> {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ProductPage }>().data.products.map((p) => `${p.productName} @ ${p.address}`);
}
const names = async (query: Record<string, string>) =>
  (await found(query)).map((entry) => entry.split(' @ ')[0]!).sort();

describe('GET product/search across languages', () => {
  it.each(['onion', 'Onions', 'प्याज', 'प्याज़', 'pyaz', 'pyaaz', 'kanda'])(
    'finds onions written in English and in Hindi for %s',
    async (name) => {
      expect(await names({ name })).toEqual(['Nashik Red Onion', 'लाल प्याज़'].sort());
    },
  );

  it.each(['potato', 'aloo', 'aalu', 'आलू', 'batata', 'potatoes'])(
    'finds both potatoes for %s',
    async (name) => {
      expect(await names({ name })).toEqual(['Potato', 'आलू'].sort());
    },
  );

  it.each(['टमाटर', 'tamatar', 'tomato', 'tamato'])('finds the tomatoes for %s', async (name) => {
    expect(await names({ name })).toEqual(['Tomato', 'Tomato']);
  });

  it.each(['gehun', 'wheat', 'गेहूँ', 'wheet'])('finds wheat in both scripts for %s', async (name) => {
    expect(await names({ name })).toEqual(['Sharbati Wheat', 'गेहूं'].sort());
  });

  it("corrects a slip in a listing's own word that names no crop, down to the connection's similarity setting", async () => {
    // 'baskats' shares less than half its trigrams with 'baskets' (similarity 0.45): found only with the 0.3
    // threshold every connection starts with, and it is one edit away.
    expect(await names({ name: 'baskats' })).toEqual(['Handmade Bamboo Baskets']);
  });

  it('has no false friends: aloo is never onion, and words that name no crop find no crop', async () => {
    expect(await names({ name: 'aloo' })).not.toContain('लाल प्याज़');
    expect(await names({ name: 'basket' })).toEqual(['Handmade Bamboo Baskets']);
    expect(await names({ name: 'laptop' })).toEqual([]);
  });

  it('narrows a crop by the other words of the query', async () => {
    expect(await names({ name: 'red onion' })).toEqual(['Nashik Red Onion']);
    expect(await names({ name: 'लाल प्याज़' })).toEqual(['लाल प्याज़']);
    expect(await names({ name: 'sharbati gehun' })).toEqual(['Sharbati Wheat']);
  });

  it('ranks in-stock listings before out-of-stock ones, newest first within each', async () => {
    expect(await found({ name: 'tomato' })).toEqual([
      'Tomato @ Kolar, Karnataka',
      'Tomato @ Madanapalle, Andhra Pradesh',
    ]);
    expect(await found({ name: 'tomato', sort: 'newest' })).toEqual([
      'Tomato @ Madanapalle, Andhra Pradesh',
      'Tomato @ Kolar, Karnataka',
    ]);
  });

  it('matches an address across scripts and spellings where the gazetteer knows the place', async () => {
    const nashik = ['Handmade Bamboo Baskets', 'Nashik Red Onion', 'लाल प्याज़'].sort();
    expect(await names({ address: 'Nashik' })).toEqual(nashik);
    expect(await names({ address: 'नासिक' })).toEqual(nashik);
    expect(await names({ address: 'Nasik' })).toEqual(nashik);
    // A listing both placed in Nashik and saying 'Nashik' is one result, counted once.
    const page = (await search({ address: 'Nashik', limit: '2' })).json<{ data: ProductPage }>().data;
    expect({ total: page.totalCount, pages: page.totalPages, shown: page.products.length }).toEqual({
      total: 3,
      pages: 2,
      shown: 2,
    });
    expect(await names({ name: 'onion', address: 'नासिक' })).toEqual(['Nashik Red Onion', 'लाल प्याज़'].sort());
    expect(await names({ address: 'madhya pradesh' })).toEqual(['Sharbati Wheat', 'गेहूं'].sort());
    expect(await names({ name: 'aloo', address: 'nashik' })).toEqual([]);
  });

  it('finds a district by its former name, though the listing is written with today’s', async () => {
    await createProduct(ctx.app, seller.cookie, {
      productName: 'Surkha Guava',
      address: 'Naini, Prayagraj, Uttar Pradesh',
    });
    expect(await names({ address: 'Allahabad' })).toEqual(['Surkha Guava']);
    expect(await names({ address: 'इलाहाबाद' })).toEqual(['Surkha Guava']);
    expect(await names({ name: 'guava', address: 'allahabad' })).toEqual(['Surkha Guava']);
  });
});

describe('GET product/suggest', () => {
  const suggest = (query: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/product/suggest', query });
  const suggestions = async (query: Record<string, string>) => {
    const response = await suggest(query);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { suggestions: string[] } }>().data.suggestions;
  };

  it('names crops in the asked language, whatever language or spelling is typed', async () => {
    expect(await suggestions({ q: 'alo', lang: 'hi' })).toContain('आलू');
    expect(await suggestions({ q: 'आल', lang: 'en' })).toContain('Potato');
    expect((await suggestions({ q: 'tom', lang: 'en' }))[0]).toBe('Tomato');
    expect(await suggestions({ q: 'pyaz' })).toContain('Onion');
  });

  it('adds the names of live listings, at most 8 in all', async () => {
    expect(await suggestions({ q: 'handm', lang: 'en' })).toEqual(['Handmade Bamboo Baskets']);
    expect((await suggestions({ q: 'a', lang: 'en' })).length).toBeLessThanOrEqual(8);
    expect(await suggestions({ q: '' })).toEqual([]);
  });

  it('refuses an unknown language and an over-long prefix with 400', async () => {
    const badLang = await suggest({ q: 'al', lang: 'xx' });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().errors.fields).toEqual({ lang: VALIDATION.languageInvalid });
    const long = await suggest({ q: 'a'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.fields).toEqual({ q: VALIDATION.suggestQueryInvalid });
  });
});

describe('GET product/search by a crop in a place, and the place named elsewhere', () => {
  // Runs last: its listings would change the catalogue the tests above expect.
  it('finds a listing outside the district whose address names it, and one the gazetteer could not place, each once', async () => {
    for (const address of ['Nashikwadi Vasti', 'Nashik Phata, Kasarwadi']) {
      await createProduct(ctx.app, seller.cookie, { productName: 'Onion', address });
    }
    const { products } = tables;
    const places = await ctx.database.db
      .select({ district: products.district })
      .from(products)
      .where(inArray(products.address, ['Nashikwadi Vasti', 'Nashik Phata, Kasarwadi']));
    // The case the address words are for: at least one of them is not stored as being in Nashik.
    expect(places.some((row) => row.district !== 'Nashik')).toBe(true);

    const onions = ['Nashik Red Onion', 'Onion', 'Onion', 'लाल प्याज़'];
    expect(await names({ name: 'onion', address: 'Nashik' })).toEqual(onions);
    // In Devanagari only the place matches: the listing outside Nashik does not say 'नासिक'.
    const outside = places.filter((row) => row.district !== 'Nashik').length;
    expect(await names({ name: 'kanda', address: 'नासिक' })).toHaveLength(onions.length - outside);
    const page = (await search({ name: 'onion', address: 'Nashik', limit: '3' })).json<{
      data: ProductPage;
    }>().data;
    expect({ total: page.totalCount, pages: page.totalPages, shown: page.products.length }).toEqual({
      total: 4,
      pages: 2,
      shown: 3,
    });
    const second = (await search({ name: 'onion', address: 'Nashik', limit: '3', page: '2' })).json<{
      data: ProductPage;
    }>().data;
    const all = [...page.products, ...second.products].map((product) => product._id);
    expect(new Set(all).size).toBe(4);
  });
});
