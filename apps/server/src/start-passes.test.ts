import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../test/fixtures';
import { listedIds } from '../test/moderation-fixtures';
import { createProduct } from '../test/product-fixtures';
import { createTestContext, type TestContext } from '../test/test-app';
import { tables } from './db';
import { runStartPasses } from './start-passes';

const { products, appMeta } = tables;

let ctx: TestContext;
let farmer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  farmer = await signUpAndLogIn(ctx.app, 'seller');
});
afterAll(() => ctx.close());

describe('the passes a server makes after its start', () => {
  it('shows at once, in searches asked before, a listing whose crop the vocabulary pass resolved', async () => {
    const listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Bhagwa Pomegranate' });
    // As a listing stored before its crop was in the vocabulary: found by its words, but not by the crop's names.
    await ctx.database.db
      .update(products)
      .set({ crop: null, category: null })
      .where(eq(products.id, listing._id));
    await ctx.database.db.delete(appMeta).where(eq(appMeta.key, 'crop_vocabulary'));
    const url = 'product/search?name=anar';
    expect(await listedIds(ctx.app, url)).toEqual([]);

    await runStartPasses(ctx.app, ctx.database.db);
    expect(await listedIds(ctx.app, url)).toEqual([listing._id]);
  });

  it('shows at once, in a search of its district asked before, a listing the names-in-use pass placed again', async () => {
    const listing = await createProduct(ctx.app, farmer.cookie, { address: 'Naini, Allahabad' });
    const url = 'product/search?address=Prayagraj';
    expect(await listedIds(ctx.app, url)).toEqual([listing._id]);
    // Where the directory alone put it before the table knew Allahabad as Prayagraj: a post office in Gujarat.
    await ctx.database.db
      .update(products)
      .set({ place: 'Allahabad', district: 'Patan', state: 'Gujarat', lat: 23.66, lon: 71.97 })
      .where(eq(products.id, listing._id));
    await ctx.database.db.delete(appMeta).where(eq(appMeta.key, 'district_names_in_use'));
    ctx.app.listingsChanged();
    expect(await listedIds(ctx.app, url)).toEqual([]);

    await runStartPasses(ctx.app, ctx.database.db);
    expect(await listedIds(ctx.app, url)).toEqual([listing._id]);
  });
});
