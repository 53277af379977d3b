import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/fixtures';
import { createProduct, productFields, putProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

/*
 * The GIN indexes a search reads by words are written when a listing is: nothing waits in a pending list that every
 * search would read in full until the next vacuum.
 */

const SEARCHED_BY_WORDS = [
  'products_name_trgm_idx',
  'products_address_trgm_idx',
  'products_crop_place_idx',
  'products_address_rest_idx',
  'products_unplaced_address_idx',
  // The typo dictionary, which a listing's new words join.
  'listing_words_trgm_idx',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the indexes a search reads by words', () => {
  it('hold a new and a changed listing at once, with nothing left waiting in a pending list', async () => {
    const seller = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Baldev Singh' });
    const product = await createProduct(ctx.app, seller.cookie, {
      productName: 'Sharbati wheat',
      address: 'Rampur, Karnal',
      pincode: '132001',
    });
    const changed = await putProduct(ctx.app, seller.cookie, product._id, {
      ...productFields({ productName: 'Sharbati wheat', pincode: '132001' }),
      address: 'Nissing, Karnal',
    });
    expect(changed.statusCode).toBe(200);
    for (const index of SEARCHED_BY_WORDS) {
      // The number of pending pages the call merged into the index: none, as none were left waiting.
      const result = await ctx.database.db.execute<{ merged: number }>(
        sql`SELECT gin_clean_pending_list(${index}::regclass) AS merged`,
      );
      expect({
        index,
        merged: Number((result as unknown as { rows: { merged: number }[] }).rows[0]?.merged),
      }).toEqual({
        index,
        merged: 0,
      });
    }
  });
});
