import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/fixtures';
import { createProduct, errorCode, productFields, putProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PRODUCT_UPDATES_PER_DAY: '2' });
});
afterAll(() => ctx.close());

describe('RATE_LIMIT_PRODUCT_UPDATES_PER_DAY', () => {
  it('counts each accepted update per farmer; a form refused for bad input is not counted', async () => {
    const farmer = await signUpAndLogIn(ctx.app, 'seller');
    const product = await createProduct(ctx.app, farmer.cookie);
    const update = (fields: Record<string, string | undefined>) =>
      putProduct(ctx.app, farmer.cookie, product._id, productFields(fields));

    expect((await update({ price: 'a lot' })).statusCode).toBe(400);
    expect(
      (await update({ existingImages: JSON.stringify(['/uploads/not-this-listings.webp']) })).statusCode,
    ).toBe(400);
    expect((await update({ price: '2500' })).statusCode).toBe(200);
    expect((await update({ price: '2550' })).statusCode).toBe(200);

    const limited = await update({ price: '2600' });
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited)).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another farmer has their own count.
    const other = await signUpAndLogIn(ctx.app, 'seller');
    const theirs = await createProduct(ctx.app, other.cookie);
    expect(
      (await putProduct(ctx.app, other.cookie, theirs._id, productFields({ price: '99' }))).statusCode,
    ).toBe(200);
  });
});
