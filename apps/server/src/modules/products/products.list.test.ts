import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type Product, type ProductPage } from '@kisansetu/contract';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import { createProduct, errorCode, productFields, putProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  [seller, otherSeller, buyer] = await Promise.all([
    signUpAndLogIn(ctx.app, 'seller', { fullName: 'Ramesh Patil' }),
    signUpAndLogIn(ctx.app, 'seller', { fullName: 'Gurpreet Singh' }),
    signUpAndLogIn(ctx.app, 'user'),
  ]);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/${url}` });
const page = async (n?: number | string) => {
  const response = await get(n === undefined ? 'product/new' : `product/new?page=${n}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ProductPage }>().data;
};

/** Every listing made so far, newest first, as the test expects the server to order them. */
const made: Product[] = [];
async function makeProducts(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    const owner = made.length % 3 === 0 ? otherSeller : seller;
    made.unshift(await createProduct(ctx.app, owner.cookie, { productName: `Listing ${made.length + 1}` }));
  }
}

describe('GET product/new paging', () => {
  // Cumulative: each row adds listings to those before, so the edges 0, 12, 13, 24, 25 are all met.
  const edges: [number, number, number[]][] = [
    [0, 0, []],
    [12, 1, [12, 0]],
    [13, 2, [12, 1, 0]],
    [24, 2, [12, 12, 0]],
    [25, 3, [12, 12, 1, 0]],
  ];
  it.each(edges)('with %i listings: %i pages, page sizes %j, newest first', async (total, pages, sizes) => {
    await makeProducts(total - made.length);
    const seen: string[] = [];
    for (const [index, size] of sizes.entries()) {
      const data = await page(index + 1);
      expect(data).toMatchObject({ totalCount: total, totalPages: pages, page: index + 1 });
      expect(data.products).toHaveLength(size);
      seen.push(...data.products.map((p) => p._id));
    }
    expect(seen).toEqual(made.map((p) => p._id));
  });

  it('defaults to page 1 and treats a blank page as page 1', async () => {
    expect((await page()).page).toBe(1);
    expect((await page('')).products.map((p) => p._id)).toEqual(made.slice(0, 12).map((p) => p._id));
  });

  it('answers a page far past the end with no products and the right totals', async () => {
    expect(await page(1_000_000)).toEqual({
      products: [],
      origin: null,
      totalCount: 25,
      totalPages: 3,
      page: 1_000_000,
    });
  });

  it('fills in the seller of each card from one join', async () => {
    const data = await page(1);
    const names = new Set(data.products.map((p) => p.sellerName));
    expect(names).toEqual(new Set(['Ramesh Patil', 'Gurpreet Singh']));
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3x', '1000001', '9'.repeat(400)])(
    'refuses page=%s with 400',
    async (value) => {
      const response = await get(`product/new?page=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields).toEqual({ page: VALIDATION.pageInvalid });
    },
  );
});

describe('GET product/{id}', () => {
  it("returns one listing with its photos, seller and the seller's trust signals", async () => {
    const made = await createProduct(ctx.app, seller.cookie, { productName: 'Nashik Red Onion' }, [
      ['images', await smallJpeg(5), 'a.jpg'],
    ]);
    const response = await get(`product/${made._id}`);
    expect(response.statusCode).toBe(200);
    const { sellerTrust, ...product } = response.json().data.product;
    expect(product).toEqual(made);
    expect(sellerTrust).toEqual({
      phoneVerified: false,
      aadhaarOnFile: true,
      memberSince: seller.user.createdAt,
      dealsDone: 0,
      partners: 0,
      rating: { average: null, count: 0 },
      responseRate: null,
      typicalReplyMinutes: null,
    });
  });

  it.each(['not-an-id', '0190a5f2-0000-7000-8000-000000000000', 'x'.repeat(190), '%E2%82%B9', "' OR 1=1 --"])(
    'answers 404 in the envelope for %s',
    async (id) => {
      const response = await get(`product/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errors: { code: 'not_found' } });
    },
  );

  it('never answers 500 for an id longer than the router accepts', async () => {
    const response = await get(`product/${'a'.repeat(5000)}`);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });
});

describe("a seller's listings", () => {
  it("product/my/{userId} lists that seller's listings, newest first", async () => {
    const response = await get(`product/my/${otherSeller.user._id}`);
    expect(response.statusCode).toBe(200);
    const mine: Product[] = response.json().data.myProduct;
    expect(mine.map((p) => p._id)).toEqual(
      made.filter((p) => p.sellerId === otherSeller.user._id).map((p) => p._id),
    );
    expect(mine.every((p) => p.sellerName === 'Gurpreet Singh')).toBe(true);
  });

  it('product/my/{userId} answers 404 for a buyer, an unknown id and a malformed one', async () => {
    for (const id of [buyer.user._id, '0190a5f2-0000-7000-8000-000000000000', 'seller-1']) {
      const response = await get(`product/my/${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('not_found');
    }
  });

  it("user/detail/{id} now carries the seller's listings", async () => {
    const response = await get(`user/detail/${seller.user._id}`);
    expect(response.statusCode).toBe(200);
    const { seller: profile, products } = response.json().data as {
      seller: { _id: string };
      products: Product[];
    };
    expect(profile._id).toBe(seller.user._id);
    const expected = (await get(`product/my/${seller.user._id}`)).json().data.myProduct as Product[];
    expect(products.length).toBeGreaterThan(0);
    expect(products).toEqual(expected);
  });
});

describe('product/new as sent again within a second (newest-page cache)', () => {
  it("shows this server's own new, edited and deleted listings on the very next read", async () => {
    const before = (await page(1)).totalCount; // page 1 is cached now
    const fresh = await createProduct(ctx.app, seller.cookie, { productName: 'Just Picked Okra' });
    const withFresh = await page(1);
    expect(withFresh.products[0]).toMatchObject({ _id: fresh._id, productName: 'Just Picked Okra' });
    expect(withFresh.totalCount).toBe(before + 1);

    const edited = await putProduct(
      ctx.app,
      seller.cookie,
      fresh._id,
      productFields({ productName: 'Tender Okra' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await page(1)).products[0]).toMatchObject({ _id: fresh._id, productName: 'Tender Okra' });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/product/delete/${fresh._id}`,
      headers: { cookie: seller.cookie },
    });
    expect(removed.statusCode).toBe(200);
    const after = await page(1);
    expect(after.products.map((p) => p._id)).not.toContain(fresh._id);
    expect(after.totalCount).toBe(before);
  });

  it('sends the same page twice as the same JSON, with the JSON content type', async () => {
    const first = await get('product/new?page=2');
    const second = await get('product/new?page=2');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });
});
