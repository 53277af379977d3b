import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, type Product, type ProductDetail, LISTING_VALIDATION } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct, postProduct, productFields, putProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let farmer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  farmer = await signUpAndLogIn(ctx.app, 'seller');
});
afterAll(() => ctx.close());

const daysAgo = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function detailOf(id: string): Promise<ProductDetail> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/product/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { product: ProductDetail } }>().data.product;
}
const fieldErrors = (response: Awaited<ReturnType<typeof postProduct>>) =>
  response.json<{ errors: { fields: Record<string, string> } }>().errors.fields;

describe('a listing’s trade details', () => {
  it('are stored on create and shown on the product page, with the category from the crop', async () => {
    const created = await createProduct(ctx.app, farmer.cookie, {
      productName: 'गेहूं',
      variety: 'Sharbati',
      grade: 'A',
      organic: 'true',
      harvestedOn: daysAgo(20),
      minOrderQuantity: '5',
    });
    expect(await detailOf(created._id)).toMatchObject({
      variety: 'Sharbati',
      grade: 'A',
      organic: true,
      harvestedOn: daysAgo(20),
      minOrderQuantity: 5,
      category: 'cereal',
    });
  });

  it('are none by default, and a name that names no crop has no category', async () => {
    const created = await createProduct(ctx.app, farmer.cookie, { productName: 'Hand-woven baskets' });
    expect(created).toMatchObject({
      variety: null,
      grade: null,
      organic: false,
      harvestedOn: null,
      minOrderQuantity: null,
      category: null,
    });
  });

  it('an update keeps what it sends and clears what it leaves out', async () => {
    const created = await createProduct(ctx.app, farmer.cookie, {
      grade: 'B',
      organic: 'true',
      variety: 'Lokwan',
    });
    const response = await putProduct(ctx.app, farmer.cookie, created._id, {
      ...productFields({ productName: 'Tomato', grade: 'C' }),
      existingImages: '[]',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<{ data: { product: Product } }>().data.product;
    expect(updated).toMatchObject({ grade: 'C', organic: false, variety: null, category: 'vegetable' });
  });

  it('refuses bad values on their field, and writes nothing', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/v1/product/new' })).json<{
      data: { totalCount: number };
    }>().data.totalCount;
    const response = await postProduct(
      ctx.app,
      farmer.cookie,
      productFields({
        variety: 'x'.repeat(61),
        grade: 'D',
        organic: 'perhaps',
        harvestedOn: daysAgo(-1),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      variety: LISTING_VALIDATION.varietyMax,
      grade: LISTING_VALIDATION.gradeInvalid,
      organic: LISTING_VALIDATION.yesNoInvalid,
      harvestedOn: LISTING_VALIDATION.harvestedOnFuture,
    });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/v1/product/new' })).json<{
      data: { totalCount: number };
    }>().data.totalCount;
    expect(after).toBe(before);
  });

  it.each([
    ['2024-02-30', LISTING_VALIDATION.harvestedOnInvalid],
    ['last week', LISTING_VALIDATION.harvestedOnInvalid],
    [daysAgo(800), LISTING_VALIDATION.harvestedOnTooOld],
  ])('a harvest date of %s is refused', async (harvestedOn, message) => {
    const response = await postProduct(ctx.app, farmer.cookie, productFields({ harvestedOn }));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ harvestedOn: message });
  });

  it('a minimum order must be a number within the quantity, and may equal it', async () => {
    const text = await postProduct(ctx.app, farmer.cookie, productFields({ minOrderQuantity: 'ten' }));
    expect(fieldErrors(text)).toEqual({ minOrderQuantity: LISTING_VALIDATION.minOrderNotNumber });
    const above = await postProduct(
      ctx.app,
      farmer.cookie,
      productFields({ quantity: '40', minOrderQuantity: '41' }),
    );
    expect(fieldErrors(above)).toEqual({ minOrderQuantity: LISTING_VALIDATION.minOrderAboveQuantity });
    const whole = await createProduct(ctx.app, farmer.cookie, { quantity: '40', minOrderQuantity: '40' });
    expect(whole.minOrderQuantity).toBe(40);
  });
});
