import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type Product } from '@kisansetu/contract';
import { tables } from '../../db';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import {
  errorCode,
  postProduct,
  productFields,
  uploadedFiles,
  type Files,
} from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { plainImage } from '../../../test/test-images';

let ctx: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Ramesh Patil' });
  buyer = await signUpAndLogIn(ctx.app, 'user');
});
afterAll(() => ctx.close());

async function productCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(tables.products);
  return row!.n;
}

const photos = async (n: number, seed = 1): Promise<Files> =>
  Promise.all(
    Array.from(
      { length: n },
      async (_, i) => ['images', await smallJpeg(seed * 10 + i), `p${i}.jpg`] as Files[number],
    ),
  );

describe('POST product/create', () => {
  it('creates a listing for a seller, with the seller filled in and photos served', async () => {
    const response = await postProduct(ctx.app, seller.cookie, productFields(), await photos(2));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; message: string; data: { product: Product } }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Product posted successfully!');
    const product = body.data.product;
    expect(product).toMatchObject({
      productName: 'Sharbati Wheat',
      price: 2450,
      unit: 'quintal',
      quantity: 40,
      address: 'Sehore, Madhya Pradesh',
      availability: 'in_stock',
      sellerId: seller.user._id,
      sellerName: 'Ramesh Patil',
      avatarUrl: null,
    });
    // No PIN code on the form: the address places it (near-me), at the district's centre.
    expect(product.location).toMatchObject({ district: expect.stringMatching(/sehore/i) });
    expect(product._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(product.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(product.image).toHaveLength(2);
    expect(product.thumbnails).toHaveLength(2);
    for (const url of [...product.image, ...product.thumbnails]) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}(\.card)?\.webp$/);
      const image = await ctx.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
    expect(product.thumbnails[0]).toBe(product.image[0]!.replace('.webp', '.card.webp'));
  });

  it.each([0, 1, 4])('accepts %i photos', async (n) => {
    const response = await postProduct(ctx.app, seller.cookie, productFields(), await photos(n, 20 + n));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.product.image).toHaveLength(n);
  });

  it('accepts decimal prices and quantities, and zero', async () => {
    const response = await postProduct(
      ctx.app,
      seller.cookie,
      productFields({ price: '0', quantity: '12.5' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.product).toMatchObject({ price: 0, quantity: 12.5 });
    const decimal = await postProduct(
      ctx.app,
      seller.cookie,
      productFields({ price: ' 32.75 ', quantity: '0' }),
    );
    expect(decimal.json().data.product).toMatchObject({ price: 32.75, quantity: 0 });
  });

  it.each(['kg', 'quintal', 'ton', 'liters', 'pieces'])('accepts the unit %s', async (unit) => {
    expect((await postProduct(ctx.app, seller.cookie, productFields({ unit }))).statusCode).toBe(201);
  });

  it('accepts both availabilities', async () => {
    for (const availability of ['in_stock', 'out_of_stock']) {
      const response = await postProduct(ctx.app, seller.cookie, productFields({ availability }));
      expect(response.json().data.product.availability).toBe(availability);
    }
  });

  const cases: [string, Record<string, string | undefined>, string, string][] = [
    ['product name missing', { productName: undefined }, 'productName', VALIDATION.productNameRequired],
    ['product name blank', { productName: '   ' }, 'productName', VALIDATION.productNameRequired],
    ['product name too long', { productName: 'W'.repeat(101) }, 'productName', VALIDATION.productNameMax],
    ['price missing', { price: undefined }, 'price', VALIDATION.priceRequired],
    ['price blank', { price: '' }, 'price', VALIDATION.priceRequired],
    ['price negative', { price: '-1' }, 'price', VALIDATION.cannotBeNegative],
    ['price not a number', { price: 'cheap' }, 'price', VALIDATION.priceNotNumber],
    ['price Infinity', { price: 'Infinity' }, 'price', VALIDATION.priceNotNumber],
    ['price NaN', { price: 'NaN' }, 'price', VALIDATION.priceNotNumber],
    ['price huge', { price: '1e300' }, 'price', VALIDATION.priceTooLarge],
    ['address missing', { address: '' }, 'address', VALIDATION.addressRequired],
    ['address too long', { address: 'N'.repeat(301) }, 'address', VALIDATION.addressMax],
    ['unit missing', { unit: '' }, 'unit', VALIDATION.unitRequired],
    ['unit not in the list', { unit: 'dozen' }, 'unit', VALIDATION.unitRequired],
    ['description missing', { description: undefined }, 'description', VALIDATION.descriptionRequired],
    ['description too long', { description: 'd'.repeat(2001) }, 'description', VALIDATION.descriptionMax],
    ['quantity missing', { quantity: '' }, 'quantity', 'Quantity is required'],
    ['quantity negative', { quantity: '-0.5' }, 'quantity', VALIDATION.cannotBeNegative],
    ['quantity not a number', { quantity: 'lots' }, 'quantity', VALIDATION.quantityNotNumber],
    ['availability missing', { availability: undefined }, 'availability', VALIDATION.availabilityRequired],
    [
      'availability not in the list',
      { availability: 'soon' },
      'availability',
      VALIDATION.availabilityRequired,
    ],
    ['PIN code malformed', { pincode: '12345' }, 'pincode', VALIDATION.pincodeInvalid],
  ];
  it.each(cases)(
    'refuses %s with the contract text and writes nothing',
    async (_name, overrides, field, message) => {
      const before = await productCount();
      const files = await uploadedFiles(ctx.dataDir);
      const response = await postProduct(
        ctx.app,
        seller.cookie,
        productFields(overrides),
        await photos(1, 40),
      );
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errors.code).toBe('validation_failed');
      expect(body.errors.fields[field]).toBe(message);
      expect(await productCount()).toBe(before);
      expect(await uploadedFiles(ctx.dataDir)).toEqual(files);
    },
  );

  it('reports every invalid field at once', async () => {
    const response = await postProduct(ctx.app, seller.cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual({
      productName: VALIDATION.productNameRequired,
      price: VALIDATION.priceRequired,
      unit: VALIDATION.unitRequired,
      quantity: VALIDATION.quantityRequired,
      description: VALIDATION.descriptionRequired,
      address: VALIDATION.addressRequired,
      availability: VALIDATION.availabilityRequired,
    });
  });

  describe('bad uploads leave no row and no file', () => {
    const refused = async (files: Files, status: number, code: string) => {
      const before = await productCount();
      const stored = await uploadedFiles(ctx.dataDir);
      const response = await postProduct(ctx.app, seller.cookie, productFields(), files);
      expect(response.statusCode).toBe(status);
      expect(errorCode(response)).toBe(code);
      expect(await productCount()).toBe(before);
      expect(await uploadedFiles(ctx.dataDir)).toEqual(stored);
      return response;
    };

    it('5 photos: 400 naming images', async () => {
      const response = await refused(await photos(5, 50), 400, 'validation_failed');
      expect(response.json().errors.fields).toEqual({ images: VALIDATION.imagesMax });
    });

    it('a text file named .jpg after good photos: 415', async () => {
      await refused(
        [...(await photos(2, 60)), ['images', Buffer.from('not a photo at all'), 'crop.jpg']],
        415,
        'unsupported_media_type',
      );
    });

    it('a GIF: 415', async () => {
      await refused([['images', await plainImage('gif', 32, 32), 'crop.gif']], 415, 'unsupported_media_type');
    });

    it('a truncated JPEG: 415', async () => {
      const jpeg = await plainImage('jpeg', 400, 300);
      await refused(
        [['images', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg']],
        415,
        'unsupported_media_type',
      );
    });

    it('a photo over 8 MB: 413', async () => {
      await refused(
        [['images', Buffer.alloc(8 * 1024 * 1024 + 1, 0xff), 'huge.jpg']],
        413,
        'payload_too_large',
      );
    });
  });

  it('ignores files sent under another field name and empty file parts', async () => {
    const response = await postProduct(ctx.app, seller.cookie, productFields(), [
      ['other', await smallJpeg(70), 'x.jpg'],
      ['images', Buffer.alloc(0), 'empty.jpg'],
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.product.image).toEqual([]);
  });

  it('stores the same photo once when it is sent twice', async () => {
    const jpeg = await smallJpeg(80);
    const response = await postProduct(ctx.app, seller.cookie, productFields(), [
      ['images', jpeg, 'a.jpg'],
      ['images', jpeg, 'b.jpg'],
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.product.image).toHaveLength(1);
  });

  it('refuses anonymous callers with 401 and buyers with 403, writing nothing', async () => {
    const before = await productCount();
    const anonymous = await postProduct(ctx.app, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(errorCode(anonymous)).toBe('unauthorized');
    const asBuyer = await postProduct(ctx.app, buyer.cookie, productFields(), await photos(1, 90));
    expect(asBuyer.statusCode).toBe(403);
    expect(errorCode(asBuyer)).toBe('forbidden');
    expect(await productCount()).toBe(before);
  });

  it('answers a JSON body with 415, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/product/create',
      headers: { cookie: seller.cookie },
      payload: productFields(),
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses control and bidi characters on the field, storing nothing (a fake price by U+202E)', async () => {
    const before = await ctx.database.db.select().from(tables.products);
    const nul = await postProduct(
      ctx.app,
      seller.cookie,
      productFields({ productName: 'Wheat\u0000', description: 'Clean\u0000 grain' }),
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors.fields).toEqual({
      productName: VALIDATION.textNotAllowed,
      description: VALIDATION.textNotAllowed,
    });
    const spoof = await postProduct(
      ctx.app,
      seller.cookie,
      productFields({ productName: 'Tomato \u202egk/05.1 RNI' }),
    );
    expect(spoof.json().errors.fields).toEqual({ productName: VALIDATION.textNotAllowed });
    const digitsOnly = await postProduct(ctx.app, seller.cookie, productFields({ productName: '12345' }));
    expect(digitsOnly.json().errors.fields).toEqual({ productName: VALIDATION.nameNeedsLetter });
    expect(await ctx.database.db.select().from(tables.products)).toHaveLength(before.length);
  });

  it('keeps line breaks in a description, joiners in Indic names, and stores names NFC-normalised', async () => {
    const response = await postProduct(
      ctx.app,
      seller.cookie,
      productFields({
        // 'e' + combining acute (NFD) must be stored as the one character 'é' (NFC).
        productName: 'Cafe\u0301 \u0915\u094d\u200d\u0937 Onion',
        description: 'Line one\nLine two',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.product).toMatchObject({
      productName: 'Caf\u00e9 \u0915\u094d\u200d\u0937 Onion',
      description: 'Line one\nLine two',
    });
  });

  it('stores the row as sent (trimmed) for the seller of the session', async () => {
    const response = await postProduct(
      ctx.app,
      seller.cookie,
      productFields({ productName: '  Lokwan Wheat  ' }),
    );
    const id = response.json().data.product._id as string;
    const [row] = await ctx.database.db.select().from(tables.products).where(eq(tables.products.id, id));
    expect(row).toMatchObject({ productName: 'Lokwan Wheat', sellerId: seller.user._id, images: [] });
  });
});
