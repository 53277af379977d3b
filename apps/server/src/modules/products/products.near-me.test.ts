import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type Product, type ProductPage } from '@kisansetu/contract';
import { tables } from '../../db';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

/** earthdistance's earth(): the radius its great-circle distances are measured on, in metres. */
const EARTH_M = 6_378_168;
/** The buyer's position in these tests: central Nashik. */
const NASHIK = { lat: 19.9975, lon: 73.7898 };

/** The point `km` due north (negative: south) of `from`: along a meridian the great-circle distance is exact. */
function north(from: { lat: number; lon: number }, km: number) {
  return { lat: from.lat + ((km * 1000) / EARTH_M) * (180 / Math.PI), lon: from.lon };
}

let ctx: TestContext;
let seller: SignedIn;
let buyer: SignedIn;

/** The listings by name; `km` is the distance from NASHIK (null: no location). */
const spots: { name: string; km: number | null }[] = [
  { name: 'Red Onion', km: 5 },
  { name: 'Onion', km: 9.95 }, // just inside 10 km
  { name: 'White Onion', km: -10.05 }, // just outside 10 km, to the south
  { name: 'Wheat', km: 30 },
  { name: 'Pune Onion', km: 190 },
  { name: 'Unplaced Onion', km: null },
];
const byName = new Map<string, Product>();

async function setPlace(productId: string, point: { lat: number; lon: number } | null): Promise<void> {
  await ctx.database.db
    .update(tables.products)
    .set(
      point
        ? { pincode: null, place: 'Test place', district: 'Nashik', state: 'Maharashtra', ...point }
        : { pincode: null, place: null, district: null, state: null, lat: null, lon: null },
    )
    .where(eq(tables.products.id, productId));
}

beforeAll(async () => {
  ctx = await createTestContext();
  [seller, buyer] = await Promise.all([signUpAndLogIn(ctx.app, 'seller'), signUpAndLogIn(ctx.app, 'user')]);
  for (const spot of spots) {
    const product = await createProduct(ctx.app, seller.cookie, { productName: spot.name });
    byName.set(spot.name, product);
    await setPlace(product._id, spot.km === null ? null : north(NASHIK, spot.km));
  }
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, ...(cookie ? { headers: { cookie } } : {}) });
async function pageOf(url: string, cookie?: string): Promise<ProductPage> {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ProductPage }>().data;
}
const names = (page: ProductPage) => page.products.map((p) => p.productName);
const at = `lat=${NASHIK.lat}&lon=${NASHIK.lon}`;

describe('near me: distances from a browser position', () => {
  it('sorts product/new nearest first, with whole-km distances, and the listing without a place last', async () => {
    const page = await pageOf(`product/new?${at}&sort=distance`);
    expect(names(page)).toEqual([
      'Red Onion',
      'Onion',
      'White Onion',
      'Wheat',
      'Pune Onion',
      'Unplaced Onion',
    ]);
    expect(page.products.map((p) => p.distanceKm)).toEqual([5, 10, 10, 30, 190, undefined]);
    expect(page.products.at(-1)!.location).toBeNull();
    expect(page).toMatchObject({ totalCount: 6, totalPages: 1, page: 1 });
    // A position is used, never echoed back.
    expect(page.origin).toEqual({ source: 'position', place: null, district: null, state: null });
  });

  it('keeps product/new newest first by default, each placed listing with its distance', async () => {
    const page = await pageOf(`product/new?${at}`);
    expect(names(page)).toEqual(spots.map((s) => s.name).reverse());
    const distances = Object.fromEntries(page.products.map((p) => [p.productName, p.distanceKm]));
    expect(distances).toEqual({
      'Red Onion': 5,
      Onion: 10,
      'White Onion': 10,
      Wheat: 30,
      'Pune Onion': 190,
      'Unplaced Onion': undefined,
    });
  });

  it('keeps a listing 9.95 km away inside a 10 km radius and one 10.05 km away out, and the unplaced one out', async () => {
    const page = await pageOf(`product/new?${at}&radiusKm=10`);
    expect(names(page)).toEqual(['Onion', 'Red Onion']); // newest first
    expect(page).toMatchObject({ totalCount: 2, totalPages: 1 });
    const nearest = await pageOf(`product/new?${at}&radiusKm=10&sort=distance`);
    expect(names(nearest)).toEqual(['Red Onion', 'Onion']);
  });

  it.each([
    [25, ['Red Onion', 'Onion', 'White Onion']],
    [50, ['Red Onion', 'Onion', 'White Onion', 'Wheat']],
    [250, ['Red Onion', 'Onion', 'White Onion', 'Wheat', 'Pune Onion']],
  ])('a %i km radius keeps the listings within it', async (radius, expected) => {
    const page = await pageOf(`product/new?${at}&radiusKm=${radius}&sort=distance`);
    expect(names(page)).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });

  it('combines a name search with the radius and distance order', async () => {
    const page = await pageOf(`product/search?name=onion&${at}&radiusKm=25&sort=distance`);
    expect(names(page)).toEqual(['Red Onion', 'Onion', 'White Onion']);
    expect(page.totalCount).toBe(3);
    const everywhere = await pageOf(`product/search?name=onion&${at}&sort=distance`);
    expect(names(everywhere)).toEqual(['Red Onion', 'Onion', 'White Onion', 'Pune Onion', 'Unplaced Onion']);
    // Relevance (the search's default) still ranks the exact name first; distances ride along.
    const relevant = await pageOf(`product/search?name=onion&${at}&radiusKm=10`);
    expect(names(relevant)).toEqual(['Onion', 'Red Onion']);
    expect(relevant.products.map((p) => p.distanceKm)).toEqual([10, 5]);
  });

  it('ignores radius and distance order without a point, and says so with a null origin', async () => {
    const page = await pageOf('product/new?radiusKm=10&sort=distance');
    expect(names(page)).toEqual(spots.map((s) => s.name).reverse());
    expect(page.origin).toBeNull();
    expect(page.products.every((p) => p.distanceKm === undefined)).toBe(true);
    const search = await pageOf('product/search?name=onion&radiusKm=10&sort=distance');
    expect(search.origin).toBeNull();
    expect(search.totalCount).toBe(5);
  });

  it('refuses a latitude without a longitude (and the reverse) with 400', async () => {
    for (const [query, field] of [
      [`lat=${NASHIK.lat}`, 'lon'],
      [`lon=${NASHIK.lon}`, 'lat'],
    ] as const) {
      const response = await get(`product/new?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields).toEqual({ [field]: VALIDATION.pointIncomplete });
      const search = await get(`product/search?name=onion&${query}`);
      expect(search.statusCode).toBe(400);
      expect(search.json().errors.fields).toEqual({ [field]: VALIDATION.pointIncomplete });
    }
  });

  it('measures from the signed-in buyer’s stored place when the query names no point', async () => {
    const home = north(NASHIK, 30); // the buyer lives where 'Wheat' is
    await ctx.database.db
      .update(tables.users)
      .set({ pincode: null, place: 'Home village', district: 'Nashik', state: 'Maharashtra', ...home })
      .where(eq(tables.users.id, buyer.user._id));
    const page = await pageOf('product/new?sort=distance', buyer.cookie);
    expect(page.origin).toEqual({
      source: 'profile',
      place: 'Home village',
      district: 'Nashik',
      state: 'Maharashtra',
    });
    expect(names(page).slice(0, 3)).toEqual(['Wheat', 'Onion', 'Red Onion']);
    expect(page.products[0]!.distanceKm).toBe(0);
    // A position in the query wins over the stored place.
    const positioned = await pageOf(`product/new?${at}&sort=distance`, buyer.cookie);
    expect(positioned.origin?.source).toBe('position');
    expect(names(positioned)[0]).toBe('Red Onion');
    // Signed out, the same request has no point.
    expect((await pageOf('product/new?sort=distance')).origin).toBeNull();
  });
});

describe('near me: paging in distance order', () => {
  it('pages through ties (one PIN centre, many listings) newest first, the unplaced listing on the last page', async () => {
    // Eight more listings at 'Red Onion's PIN centre: 14 listings, 13 placed.
    for (let i = 1; i <= 8; i += 1) {
      const product = await createProduct(ctx.app, seller.cookie, { productName: `Tied Onion ${i}` });
      await setPlace(product._id, north(NASHIK, 5));
    }
    const first = await pageOf(`product/new?${at}&sort=distance&page=1`);
    const second = await pageOf(`product/new?${at}&sort=distance&page=2`);
    expect(first).toMatchObject({ totalCount: 14, totalPages: 2 });
    expect(first.products).toHaveLength(12);
    const tied = [
      'Tied Onion 8',
      'Tied Onion 7',
      'Tied Onion 6',
      'Tied Onion 5',
      'Tied Onion 4',
      'Tied Onion 3',
    ];
    expect(names(first)).toEqual([
      ...tied,
      'Tied Onion 2',
      'Tied Onion 1',
      'Red Onion',
      'Onion',
      'White Onion',
      'Wheat',
    ]);
    expect(names(second)).toEqual(['Pune Onion', 'Unplaced Onion']);
    // A page past the end: nothing, the same totals.
    expect(await pageOf(`product/new?${at}&sort=distance&page=3`)).toMatchObject({
      products: [],
      totalCount: 14,
      totalPages: 2,
    });
    // Search pages the same way.
    const searchFirst = await pageOf(`product/search?name=onion&${at}&sort=distance&limit=5`);
    const searchRest = await Promise.all(
      [2, 3].map((n) => pageOf(`product/search?name=onion&${at}&sort=distance&limit=5&page=${n}`)),
    );
    expect([searchFirst, ...searchRest].flatMap(names)).toEqual([
      ...tied,
      'Tied Onion 2',
      'Tied Onion 1',
      'Red Onion',
      'Onion',
      'White Onion',
      'Pune Onion',
      'Unplaced Onion',
    ]);
    expect(searchFirst).toMatchObject({ totalCount: 13, totalPages: 3 });
  });
});
