import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type Location, type Product, type ProductPage } from '@kisansetu/contract';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import {
  createProduct,
  postProduct,
  productFields,
  putProduct,
  uploadedFiles,
} from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let seller: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await signUpAndLogIn(ctx.app, 'seller');
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/${url}` });
const myListings = async () =>
  (await get(`product/my/${seller.user._id}`)).json<{ data: { myProduct: Product[] } }>().data.myProduct;

/** A location around Nashik (PIN 422001): the centre of a PIN code, so near the city, not a person's position. */
function expectNashik(location: Location | null): void {
  expect(location).not.toBeNull();
  expect(location!.district).toMatch(/nashik/i);
  expect(location!.state).toMatch(/maharashtra/i);
  expect(location!.lat).toBeGreaterThan(19.8);
  expect(location!.lat).toBeLessThan(20.2);
  expect(location!.lon).toBeGreaterThan(73.5);
  expect(location!.lon).toBeLessThan(74.1);
}

describe('a listing’s place', () => {
  it('is its PIN code’s centre when the form gives one, and is shown on the listing', async () => {
    const product = await createProduct(ctx.app, seller.cookie, {
      address: 'Near the bus stand',
      pincode: '422001',
    });
    expect(product.location?.pincode).toBe('422001');
    expectNashik(product.location);
    const read = (await get(`product/${product._id}`)).json<{ data: { product: Product } }>().data.product;
    expect(read.location).toEqual(product.location);
  });

  it('comes from the address when there is no PIN code', async () => {
    const product = await createProduct(ctx.app, seller.cookie, { address: 'Nashik, Maharashtra' });
    expectNashik(product.location);
  });

  it('is none when nothing resolves, and the listing still works', async () => {
    const product = await createProduct(ctx.app, seller.cookie, { address: 'Xqzv Wrrk Plof' });
    expect(product.location).toBeNull();
    const page = (await get('product/new?pincode=422001')).json<{ data: ProductPage }>().data;
    const listed = page.products.find((p) => p._id === product._id);
    expect(listed).toBeDefined();
    expect(listed!.distanceKm).toBeUndefined();
  });

  it('refuses an unknown PIN code with 400 on the field, storing neither the listing nor its photos', async () => {
    const before = await myListings();
    const files = await uploadedFiles(ctx.dataDir);
    const response = await postProduct(ctx.app, seller.cookie, productFields({ pincode: '999999' }), [
      ['images', await smallJpeg(3), 'onion.jpg'],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      message: VALIDATION.pincodeUnknown,
      fields: { pincode: VALIDATION.pincodeUnknown },
    });
    expect(await myListings()).toHaveLength(before.length);
    expect(await uploadedFiles(ctx.dataDir)).toEqual(files);
  });

  it('moves with an update of the PIN code, and an unknown one leaves the listing as it was', async () => {
    const product = await createProduct(ctx.app, seller.cookie, { pincode: '422001' });
    const moved = await putProduct(ctx.app, seller.cookie, product._id, productFields({ pincode: '411001' }));
    expect(moved.statusCode).toBe(200);
    const location = moved.json<{ data: { product: Product } }>().data.product.location;
    expect(location?.pincode).toBe('411001');
    expect(location?.district).toMatch(/pune/i);

    const refused = await putProduct(
      ctx.app,
      seller.cookie,
      product._id,
      productFields({ productName: 'Renamed', pincode: '999999' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual({ pincode: VALIDATION.pincodeUnknown });
    const read = (await get(`product/${product._id}`)).json<{ data: { product: Product } }>().data.product;
    expect(read.productName).toBe('Sharbati Wheat');
    expect(read.location).toEqual(location);

    // With the PIN code cleared, the (new) address decides.
    const byAddress = await putProduct(
      ctx.app,
      seller.cookie,
      product._id,
      productFields({ address: 'Nashik, Maharashtra', pincode: '' }),
    );
    expectNashik(byAddress.json<{ data: { product: Product } }>().data.product.location);
  });

  it('stays where it is when an update does not send the PIN code; only a blank one clears it', async () => {
    const address = 'At post Pimpalgaon Baswant, Tal. Niphad, Dist. Nashik';
    const product = await createProduct(ctx.app, seller.cookie, { address, pincode: '422209' });
    const placed = product.location;
    expect(placed?.pincode).toBe('422209');

    // A new price, the rest of the form as it was and no pincode field: the PIN, place and centre are kept.
    const repriced = await putProduct(
      ctx.app,
      seller.cookie,
      product._id,
      productFields({ address, price: '1990' }),
    );
    expect(repriced.statusCode).toBe(200);
    const after = repriced.json<{ data: { product: Product } }>().data.product;
    expect(after.price).toBe(1990);
    expect(after.location).toEqual(placed);
    const read = (await get(`product/${product._id}`)).json<{ data: { product: Product } }>().data.product;
    expect(read.location).toEqual(placed);

    // A new address without a PIN code keeps the PIN too: the PIN places a listing whenever it has one.
    const moved = await putProduct(
      ctx.app,
      seller.cookie,
      product._id,
      productFields({ address: 'Nashik, Maharashtra' }),
    );
    expect(moved.json<{ data: { product: Product } }>().data.product.location).toEqual(placed);

    // An explicit blank clears the PIN code; the place then comes from the address alone.
    const cleared = await putProduct(
      ctx.app,
      seller.cookie,
      product._id,
      productFields({ address, pincode: '' }),
    );
    expect(cleared.statusCode).toBe(200);
    const location = cleared.json<{ data: { product: Product } }>().data.product.location;
    expect(location?.pincode).toBeNull();
    expect(location?.place).toBe('Pimpalgaon Baswant');
  });
});

describe('distances from a PIN code', () => {
  it('measures from the PIN code’s centre and names it in the origin', async () => {
    const nashik = await createProduct(ctx.app, seller.cookie, {
      productName: 'Nashik Onion',
      pincode: '422001',
    });
    const pune = await createProduct(ctx.app, seller.cookie, {
      productName: 'Pune Onion',
      pincode: '411001',
    });
    const response = await get('product/search?name=onion&pincode=422001&sort=distance');
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: ProductPage }>().data;
    expect(page.origin?.source).toBe('pincode');
    expect(page.origin?.district).toMatch(/nashik/i);
    expect(page.products.map((p) => p._id)).toEqual([nashik._id, pune._id]);
    expect(page.products[0]!.distanceKm).toBe(0);
    // Nashik GPO to Pune GPO: about 165 km as the crow flies.
    expect(page.products[1]!.distanceKm).toBeGreaterThan(140);
    expect(page.products[1]!.distanceKm).toBeLessThan(190);
    const within = (await get('product/search?name=onion&pincode=422001&radiusKm=100')).json<{
      data: ProductPage;
    }>();
    expect(within.data.products.map((p) => p._id)).toEqual([nashik._id]);
  });

  it('refuses an unknown PIN code in the query with 400', async () => {
    for (const url of ['product/new?pincode=999999', 'product/search?name=onion&pincode=999999']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields).toEqual({ pincode: VALIDATION.pincodeUnknown });
    }
  });
});
