import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type Product, type ProductPage, LISTING_VALIDATION } from '@kisansetu/contract';
import { tables } from '../../db';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

/** Where the near-me cases measure from: central Nashik; listings are placed due north of it. */
const NASHIK = { lat: 19.9975, lon: 73.7898 };
const EARTH_M = 6_378_168;
const north = (km: number) => ({
  lat: NASHIK.lat + ((km * 1000) / EARTH_M) * (180 / Math.PI),
  lon: NASHIK.lon,
});

let ctx: TestContext;
let farmer: SignedIn;

/** The listings of these tests, by a short name; `km` north of Nashik. */
const lots = {
  wheatA: {
    productName: 'Sharbati Wheat',
    price: '2500',
    unit: 'quintal',
    grade: 'A',
    organic: 'true',
    variety: 'Sharbati',
    km: 20,
  },
  wheatB: { productName: 'Lokwan Wheat', price: '24', unit: 'kg', grade: 'B', km: 40 },
  wheatTon: { productName: 'Wheat', price: '31000', unit: 'ton', grade: 'A', km: 150 },
  onionA: { productName: 'Red Onion', price: '28', unit: 'kg', grade: 'A', km: 10 },
  onionDear: { productName: 'Onion', price: '3500', unit: 'quintal', grade: 'A', organic: 'true', km: 60 },
  onionOut: {
    productName: 'Nashik Onion',
    price: '20',
    unit: 'kg',
    grade: 'A',
    availability: 'out_of_stock',
    km: 5,
  },
  mango: { productName: 'Alphonso Mango', price: '800', unit: 'pieces', organic: 'true', km: 30 },
  oil: { productName: 'Groundnut Oil', price: '180', unit: 'liters', km: 30 },
} as const;
type Lot = keyof typeof lots;
const made = new Map<Lot, Product>();

beforeAll(async () => {
  ctx = await createTestContext();
  farmer = await signUpAndLogIn(ctx.app, 'seller');
  for (const [name, { km, ...fields }] of Object.entries(lots) as [Lot, (typeof lots)[Lot]][]) {
    const product = await createProduct(ctx.app, farmer.cookie, { ...fields, quantity: '500' });
    made.set(name, product);
    await ctx.database.db
      .update(tables.products)
      .set({ place: 'Test place', district: 'Nashik', state: 'Maharashtra', ...north(km) })
      .where(eq(tables.products.id, product._id));
  }
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/${url}` });
async function pageOf(url: string): Promise<ProductPage> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ProductPage }>().data;
}
/** The names of a page's listings as this test knows them, in the page's order. */
const lotsOf = (page: ProductPage): Lot[] =>
  page.products.map((p) => [...made].find(([, product]) => product._id === p._id)![0]);
const sorted = (names: Lot[]) => [...names].sort();

describe('filters on product/new', () => {
  it('a category keeps only its crops, and totalCount counts what it keeps', async () => {
    const page = await pageOf('product/new?category=cereal');
    expect(sorted(lotsOf(page))).toEqual(['wheatA', 'wheatB', 'wheatTon']);
    expect(page.totalCount).toBe(3);
    expect(page.products.every((p) => p.category === 'cereal')).toBe(true);
  });

  it('compares weight units per kg: ₹2,500 a quintal is within ₹26/kg, ₹31,000 a ton is not', async () => {
    const page = await pageOf('product/new?category=cereal&maxPrice=26');
    expect(sorted(lotsOf(page))).toEqual(['wheatA', 'wheatB']);
  });

  it('takes the range in another weight unit: ₹2,400–2,600 a quintal', async () => {
    const page = await pageOf('product/new?minPrice=2400&maxPrice=2600&priceUnit=quintal');
    expect(sorted(lotsOf(page))).toEqual(['wheatA', 'wheatB']);
  });

  it('compares pieces and litres only with their own unit', async () => {
    expect(lotsOf(await pageOf('product/new?maxPrice=1000&priceUnit=pieces'))).toEqual(['mango']);
    expect(lotsOf(await pageOf('product/new?minPrice=100&maxPrice=200&priceUnit=liters'))).toEqual(['oil']);
    // A per-kg range never keeps litres or pieces, however cheap.
    expect(lotsOf(await pageOf('product/new?maxPrice=1000'))).not.toContain('oil');
  });

  it('organic, grade and in stock narrow, alone and together', async () => {
    expect(sorted(lotsOf(await pageOf('product/new?organic=true')))).toEqual([
      'mango',
      'onionDear',
      'wheatA',
    ]);
    expect(sorted(lotsOf(await pageOf('product/new?grade=B')))).toEqual(['wheatB']);
    expect(lotsOf(await pageOf('product/new?inStock=true'))).not.toContain('onionOut');
    expect(sorted(lotsOf(await pageOf('product/new?organic=true&grade=A&category=cereal')))).toEqual([
      'wheatA',
    ]);
  });

  it('organic=false and inStock=false keep everything', async () => {
    expect((await pageOf('product/new?organic=false&inStock=false')).totalCount).toBe(made.size);
  });

  it('sorts by price per kg both ways, across units', async () => {
    const ascending = lotsOf(await pageOf('product/new?category=cereal&sort=price_asc'));
    expect(ascending).toEqual(['wheatB', 'wheatA', 'wheatTon']);
    const descending = lotsOf(await pageOf('product/new?category=vegetable&sort=price_desc'));
    expect(descending).toEqual(['onionDear', 'onionA', 'onionOut']);
  });

  it('filters within a radius of a point, sorted by price', async () => {
    const page = await pageOf(
      `product/new?lat=${NASHIK.lat}&lon=${NASHIK.lon}&radiusKm=50&grade=A&sort=price_asc`,
    );
    expect(lotsOf(page)).toEqual(['onionOut', 'wheatA', 'onionA']);
    expect(page.products.map((p) => p.distanceKm)).toEqual([5, 20, 10]);
  });

  it('refuses bad values on their field with the contract text', async () => {
    const response = await get(
      'product/new?category=grains&minPrice=cheap&priceUnit=gram&organic=maybe&grade=D&inStock=yes!&sort=cheapest',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
      category: LISTING_VALIDATION.categoryInvalid,
      minPrice: LISTING_VALIDATION.minPriceNotNumber,
      priceUnit: LISTING_VALIDATION.priceUnitInvalid,
      organic: LISTING_VALIDATION.yesNoInvalid,
      grade: LISTING_VALIDATION.gradeInvalid,
      inStock: LISTING_VALIDATION.yesNoInvalid,
      sort: VALIDATION.sortInvalid,
    });
    const reversed = await get('product/new?minPrice=30&maxPrice=20');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
      minPrice: LISTING_VALIDATION.minPriceAboveMax,
    });
  });

  it('gives the plain first page unchanged beside a filtered one', async () => {
    const filtered = await pageOf('product/new?grade=B');
    const plain = await pageOf('product/new');
    expect(filtered.totalCount).toBe(1);
    expect(plain.totalCount).toBe(made.size);
  });
});

describe('filters on product/search', () => {
  it('a crop in any language with a grade and a price cap: grade A onion under ₹30/kg', async () => {
    const page = await pageOf('product/search?name=pyaz&grade=A&maxPrice=30');
    expect(sorted(lotsOf(page))).toEqual(['onionA', 'onionOut']);
    expect(page.totalCount).toBe(2);
  });

  it('organic wheat', async () => {
    expect(lotsOf(await pageOf('product/search?name=wheat&organic=true'))).toEqual(['wheatA']);
  });

  it('the cheapest wheat first, then by price per kg', async () => {
    expect(lotsOf(await pageOf('product/search?name=gehun&sort=price_asc'))).toEqual([
      'wheatB',
      'wheatA',
      'wheatTon',
    ]);
  });

  it('a word that names no crop, filtered and sorted', async () => {
    expect(lotsOf(await pageOf('product/search?name=oil&sort=price_desc&inStock=true'))).toEqual(['oil']);
  });

  it('near a point by price, in stock only', async () => {
    const page = await pageOf(
      `product/search?name=onion&lat=${NASHIK.lat}&lon=${NASHIK.lon}&radiusKm=100&inStock=true&sort=price_asc`,
    );
    expect(lotsOf(page)).toEqual(['onionA', 'onionDear']);
  });

  it('an address search with a category', async () => {
    expect(sorted(lotsOf(await pageOf('product/search?address=Sehore&category=fruit')))).toEqual(['mango']);
  });

  it('refuses a bad filter as product/new does', async () => {
    const response = await get('product/search?name=onion&grade=AA');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
      grade: LISTING_VALIDATION.gradeInvalid,
    });
  });
});
