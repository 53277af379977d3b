import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { tables } from '../../db';
import { placeAgainByNamesInUse } from '.';

const { products, appMeta } = tables;

/** Where the directory alone put "Naini, Allahabad": a post office called Allahabad in Patan, Gujarat. */
const PATAN = { place: 'Allahabad', district: 'Patan', state: 'Gujarat', lat: 23.66, lon: 71.97 };

let ctx: TestContext;
let farmer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  farmer = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Ramesh Yadav' });
});
afterAll(() => ctx.close());

const placeOf = async (id: string) => {
  const [row] = await ctx.database.db
    .select({ district: products.district, state: products.state, lat: products.lat })
    .from(products)
    .where(eq(products.id, id));
  return row;
};

describe('placing again by the districts’ names in use', () => {
  it('moves a listing placed before the name was known, once, and leaves listings placed by a PIN code', async () => {
    const naini = await createProduct(ctx.app, farmer.cookie, { address: 'Naini, Allahabad' });
    const byPin = await createProduct(ctx.app, farmer.cookie, {
      address: 'Naini, Allahabad',
      pincode: '385340',
    });
    expect(await placeOf(naini._id)).toMatchObject({ district: 'Prayagraj', state: 'Uttar Pradesh' });
    const pinPlace = await placeOf(byPin._id);
    // As the listing was stored before the table had the name, and before this pass ran.
    await ctx.database.db.update(products).set(PATAN).where(eq(products.id, naini._id));
    await ctx.database.db.delete(appMeta).where(eq(appMeta.key, 'district_names_in_use'));

    expect(await placeAgainByNamesInUse(ctx.database.db)).toBe(1);
    expect(await placeOf(naini._id)).toMatchObject({ district: 'Prayagraj', state: 'Uttar Pradesh' });
    expect(await placeOf(byPin._id)).toEqual(pinPlace);
    // The names are recorded: a start with the same table reads nothing again.
    await ctx.database.db.update(products).set(PATAN).where(eq(products.id, naini._id));
    expect(await placeAgainByNamesInUse(ctx.database.db)).toBe(0);
  });
});
