import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type Product } from '@kisansetu/contract';
import { tables } from '../../db';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import {
  createProduct,
  errorCode,
  productFields,
  putProduct,
  uploadedFiles,
  type Files,
} from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let owner: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  [owner, otherSeller, buyer] = await Promise.all([
    signUpAndLogIn(ctx.app, 'seller'),
    signUpAndLogIn(ctx.app, 'seller'),
    signUpAndLogIn(ctx.app, 'user'),
  ]);
});
afterAll(() => ctx.close());

let seed = 100;
const photo = async (): Promise<Files[number]> => ['images', await smallJpeg((seed += 1)), `p${seed}.jpg`];
const photos = (n: number) => Promise.all(Array.from({ length: n }, photo));
const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;
const getProduct = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/product/${id}` });
const deleteProduct = (id: string, cookie?: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/product/delete/${id}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const keep = (...urls: string[]) => ({ existingImages: JSON.stringify(urls) });

describe('PUT product/update/{id}', () => {
  it("replaces the fields of the owner's listing", async () => {
    const product = await createProduct(ctx.app, owner.cookie);
    const response = await putProduct(
      ctx.app,
      owner.cookie,
      product._id,
      productFields({ productName: 'Lokwan Wheat', price: '2600', availability: 'out_of_stock' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; data: { product: Product } }>();
    expect(body.message).toBe('Product Update successfully!');
    expect(body.data.product).toMatchObject({
      _id: product._id,
      productName: 'Lokwan Wheat',
      price: 2600,
      availability: 'out_of_stock',
      sellerName: product.sellerName,
    });
    expect(body.data.product.createdAt).toBe(product.createdAt);
    expect(new Date(body.data.product.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(product.updatedAt).getTime(),
    );
    expect((await getProduct(product._id)).json().data.product.productName).toBe('Lokwan Wheat');
  });

  it('keeps the listed images (by detail or card URL), adds new ones after them, and removes the dropped files', async () => {
    const product = await createProduct(ctx.app, owner.cookie, {}, await photos(3));
    const [a, b, c] = product.image as [string, string, string];
    const newPhoto = await photo();
    const response = await putProduct(
      ctx.app,
      owner.cookie,
      product._id,
      { ...productFields(), ...keep(c, product.thumbnails[0]!) },
      [newPhoto],
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ data: { product: Product } }>().data.product;
    expect(updated.image).toHaveLength(3);
    expect(updated.image.slice(0, 2)).toEqual([c, a]);
    expect(updated.thumbnails[0]).toBe(c.replace('.webp', '.card.webp'));
    expect(await status(b)).toBe(404);
    expect(await status(product.thumbnails[1]!)).toBe(404);
    for (const url of [...updated.image, ...updated.thumbnails]) expect(await status(url)).toBe(200);
    const files = await uploadedFiles(ctx.dataDir);
    expect(files.some((name) => b.endsWith(name))).toBe(false);
  });

  it('drops every image when existingImages is absent', async () => {
    const product = await createProduct(ctx.app, owner.cookie, {}, await photos(2));
    const response = await putProduct(ctx.app, owner.cookie, product._id, productFields());
    expect(response.json().data.product.image).toEqual([]);
    for (const url of product.image) expect(await status(url)).toBe(404);
  });

  it('keeps a photo file that another listing still shows', async () => {
    const shared = await photo();
    const first = await createProduct(ctx.app, owner.cookie, {}, [shared]);
    const second = await createProduct(ctx.app, otherSeller.cookie, {}, [shared]);
    expect(second.image).toEqual(first.image);
    await putProduct(ctx.app, owner.cookie, first._id, productFields());
    expect(await status(first.image[0]!)).toBe(200);
    expect((await deleteProduct(second._id, otherSeller.cookie)).statusCode).toBe(200);
    expect(await status(first.image[0]!)).toBe(404);
  });

  const refusals: [
    string,
    (p: Product) => Promise<Record<string, string>>,
    number,
    string,
    Record<string, string> | undefined,
  ][] = [
    [
      'an image of another listing',
      async () => keep((await createProduct(ctx.app, owner.cookie, {}, await photos(1))).image[0]!),
      400,
      'validation_failed',
      { existingImages: VALIDATION.existingImagesInvalid },
    ],
    [
      'a URL that is no image of ours',
      async () => keep('https://example.com/wheat.jpg'),
      400,
      'validation_failed',
      { existingImages: VALIDATION.existingImagesInvalid },
    ],
    [
      'existingImages that is not JSON',
      async () => ({ existingImages: '/uploads/x.webp,' }),
      400,
      'validation_failed',
      { existingImages: VALIDATION.existingImagesInvalid },
    ],
    [
      'existingImages that is a JSON object',
      async () => ({ existingImages: '{"a":1}' }),
      400,
      'validation_failed',
      { existingImages: VALIDATION.existingImagesInvalid },
    ],
    [
      'more than 4 kept images',
      async (p) => keep(p.image[0]!, p.image[0]!, p.image[0]!, p.image[0]!, p.image[0]!),
      400,
      'validation_failed',
      { existingImages: VALIDATION.imagesMax },
    ],
  ];
  it.each(refusals)('refuses %s with 400, changing nothing', async (_name, extra, code, errCode, fields) => {
    const product = await createProduct(ctx.app, owner.cookie, {}, await photos(1));
    const extraFields = await extra(product);
    const before = await uploadedFiles(ctx.dataDir);
    const response = await putProduct(
      ctx.app,
      owner.cookie,
      product._id,
      { ...productFields({ productName: 'Changed' }), ...extraFields },
      [await photo()],
    );
    expect(response.statusCode).toBe(code);
    expect(errorCode(response)).toBe(errCode);
    expect(response.json().errors.fields).toEqual(fields);
    expect(await uploadedFiles(ctx.dataDir)).toEqual(before);
    expect((await getProduct(product._id)).json().data.product).toMatchObject({
      productName: product.productName,
      image: product.image,
    });
  });

  it('refuses kept + new images over 4 with 400 images, storing nothing', async () => {
    const product = await createProduct(ctx.app, owner.cookie, {}, await photos(3));
    const before = await uploadedFiles(ctx.dataDir);
    const response = await putProduct(
      ctx.app,
      owner.cookie,
      product._id,
      { ...productFields(), ...keep(...product.image) },
      await photos(2),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual({ images: VALIDATION.imagesMax });
    expect(await uploadedFiles(ctx.dataDir)).toEqual(before);
    const fits = await putProduct(
      ctx.app,
      owner.cookie,
      product._id,
      { ...productFields(), ...keep(...product.image) },
      await photos(1),
    );
    expect(fits.json().data.product.image).toHaveLength(4);
  });

  it('refuses a bad new photo with 415 and leaves the listing and its files as they were', async () => {
    const product = await createProduct(ctx.app, owner.cookie, {}, await photos(2));
    const before = await uploadedFiles(ctx.dataDir);
    const response = await putProduct(
      ctx.app,
      owner.cookie,
      product._id,
      { ...productFields({ productName: 'Changed' }), ...keep(product.image[0]!) },
      [await photo(), ['images', Buffer.from('plain text pretending'), 'x.jpg']],
    );
    expect(response.statusCode).toBe(415);
    expect(await uploadedFiles(ctx.dataDir)).toEqual(before);
    expect((await getProduct(product._id)).json().data.product).toMatchObject({
      productName: product.productName,
      image: product.image,
    });
  });

  it('validates the fields with the contract texts', async () => {
    const product = await createProduct(ctx.app, owner.cookie);
    const response = await putProduct(
      ctx.app,
      owner.cookie,
      product._id,
      productFields({ quantity: '', price: '-3' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual({
      quantity: 'Quantity is required',
      price: VALIDATION.cannotBeNegative,
    });
  });

  it('lets only the owning seller update: 401 anonymous, 403 buyer, 403 another seller', async () => {
    const product = await createProduct(ctx.app, owner.cookie);
    const fields = productFields({ productName: 'Hijacked' });
    expect((await putProduct(ctx.app, undefined, product._id, fields)).statusCode).toBe(401);
    expect((await putProduct(ctx.app, buyer.cookie, product._id, fields)).statusCode).toBe(403);
    const other = await putProduct(ctx.app, otherSeller.cookie, product._id, fields, await photos(1));
    expect(other.statusCode).toBe(403);
    expect(errorCode(other)).toBe('forbidden');
    expect((await getProduct(product._id)).json().data.product.productName).toBe(product.productName);
  });

  it.each(['not-a-uuid', '0190a5f2-0000-7000-8000-000000000000', "1' OR '1'='1", 'x'.repeat(150)])(
    'answers 404 for the id %s',
    async (id) => {
      const response = await putProduct(ctx.app, owner.cookie, encodeURIComponent(id), productFields());
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('not_found');
    },
  );
});

describe('DELETE product/delete/{id}', () => {
  it('deletes the listing, its photos and the wishlist entries holding it', async () => {
    const product = await createProduct(ctx.app, owner.cookie, {}, await photos(2));
    const add = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/cart/add/${product._id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(add.statusCode).toBe(201);

    const response = await deleteProduct(product._id, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Product deleted successfully!' });
    expect((await getProduct(product._id)).statusCode).toBe(404);
    for (const url of [...product.image, ...product.thumbnails]) expect(await status(url)).toBe(404);
    const [entries] = await ctx.database.db
      .select({ n: count() })
      .from(tables.wishlistEntries)
      .where(eq(tables.wishlistEntries.productId, product._id));
    expect(entries!.n).toBe(0);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/cart/get',
      headers: { cookie: buyer.cookie },
    });
    expect(cart.json().data.Cart.map((e: { product: Product }) => e.product._id)).not.toContain(product._id);
    expect((await deleteProduct(product._id, owner.cookie)).statusCode).toBe(404);
  });

  it('lets only the owning seller delete: 401 anonymous, 403 buyer, 403 another seller', async () => {
    const product = await createProduct(ctx.app, owner.cookie, {}, await photos(1));
    expect((await deleteProduct(product._id)).statusCode).toBe(401);
    expect((await deleteProduct(product._id, buyer.cookie)).statusCode).toBe(403);
    expect((await deleteProduct(product._id, otherSeller.cookie)).statusCode).toBe(403);
    expect((await getProduct(product._id)).statusCode).toBe(200);
    expect(await status(product.image[0]!)).toBe(200);
  });

  it.each(['nope', '0190a5f2-0000-7000-8000-000000000000', '%00'])(
    'answers 404 for the id %s',
    async (id) => {
      expect((await deleteProduct(encodeURIComponent(id), owner.cookie)).statusCode).toBe(404);
    },
  );
});
