import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, WishlistEntry } from '@kisansetu/contract';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import { createProduct, errorCode } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let otherBuyer: SignedIn;
let wheat: Product;
let tomato: Product;
let coffee: Product;
beforeAll(async () => {
  ctx = await createTestContext();
  [seller, buyer, otherBuyer] = await Promise.all([
    signUpAndLogIn(ctx.app, 'seller', { fullName: 'Anil Deshmukh' }),
    signUpAndLogIn(ctx.app, 'user'),
    signUpAndLogIn(ctx.app, 'user'),
  ]);
  wheat = await createProduct(ctx.app, seller.cookie, { productName: 'Sharbati Wheat' }, [
    ['images', await smallJpeg(3), 'w.jpg'],
  ]);
  tomato = await createProduct(ctx.app, seller.cookie, { productName: 'Hybrid Tomato', unit: 'kg' });
  coffee = await createProduct(ctx.app, seller.cookie, { productName: 'Arabica Coffee', unit: 'kg' });
});
afterAll(() => ctx.close());

const as = (who: SignedIn | null) => (who ? { headers: { cookie: who.cookie } } : {});
const add = (productId: string, who: SignedIn | null = buyer) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/cart/add/${productId}`, ...as(who) });
const list = (who: SignedIn | null = buyer) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/cart/get', ...as(who) });
const remove = (entryId: string, who: SignedIn | null = buyer) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/cart/remove/${entryId}`, ...as(who) });
const entries = async (who: SignedIn = buyer): Promise<WishlistEntry[]> => (await list(who)).json().data.Cart;

describe('the wishlist (cart/…)', () => {
  it('adds a listing for a buyer: 201 with the entry and its product filled in', async () => {
    const response = await add(wheat._id);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; data: { entry: WishlistEntry } }>();
    expect(body.message).toBe('Successfully added to the cart');
    expect(body.data.entry._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.entry.product).toEqual(wheat);
  });

  it('answers 409 when the listing is already there, keeping one entry', async () => {
    const response = await add(wheat._id);
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('already_wishlisted');
    expect((await entries()).filter((e) => e.product._id === wheat._id)).toHaveLength(1);
  });

  it.each(['0190a5f2-0000-7000-8000-000000000000', 'not-an-id', 'x'.repeat(180)])(
    'answers 404 for the product %s',
    async (id) => {
      const response = await add(id);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('not_found');
    },
  );

  it('lists the entries newest first, each with its product and seller', async () => {
    await add(tomato._id);
    await add(coffee._id);
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Wishlist fetched');
    const cart = await entries();
    expect(cart.map((e) => e.product.productName)).toEqual([
      'Arabica Coffee',
      'Hybrid Tomato',
      'Sharbati Wheat',
    ]);
    expect(cart.every((e) => e.product.sellerName === 'Anil Deshmukh')).toBe(true);
    expect(cart[2]!.product.image).toEqual(wheat.image);
  });

  it("keeps each buyer's wishlist to themself", async () => {
    expect(await entries(otherBuyer)).toEqual([]);
    expect((await add(wheat._id, otherBuyer)).statusCode).toBe(201);
    expect((await entries(otherBuyer)).map((e) => e.product._id)).toEqual([wheat._id]);
  });

  it("answers 404 for another buyer's entry and leaves it alone", async () => {
    const [theirs] = await entries(otherBuyer);
    const response = await remove(theirs!._id, buyer);
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('not_found');
    expect(await entries(otherBuyer)).toHaveLength(1);
  });

  it('removes an own entry with DELETE, once', async () => {
    const tomatoEntry = (await entries()).find((e) => e.product._id === tomato._id)!;
    const response = await remove(tomatoEntry._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Item removed from cart ✅' });
    expect((await entries()).map((e) => e.product._id)).not.toContain(tomato._id);
    expect((await remove(tomatoEntry._id)).statusCode).toBe(404);
    expect((await add(tomato._id)).statusCode).toBe(201);
  });

  it("answers the original client's GET form of remove with 405 in the envelope, removing nothing", async () => {
    const [entry] = await entries();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/cart/remove/${entry!._id}`,
      ...as(buyer),
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('DELETE');
    expect(response.json()).toMatchObject({
      success: false,
      errors: { code: 'method_not_allowed', message: 'Method not allowed', key: 'server.methodNotAllowed' },
    });
    expect((await entries()).map((e) => e._id)).toContain(entry!._id);
  });

  it.each(['nope', '0190a5f2-0000-7000-8000-000000000000', '%20'])(
    'answers 404 when removing the entry %s',
    async (id) => {
      expect((await remove(id)).statusCode).toBe(404);
    },
  );

  it('is for buyers only: 401 anonymous, 403 seller', async () => {
    for (const who of [null, seller]) {
      const expected = who ? 403 : 401;
      expect((await add(coffee._id, who)).statusCode).toBe(expected);
      expect((await list(who)).statusCode).toBe(expected);
      expect((await remove('0190a5f2-0000-7000-8000-000000000000', who)).statusCode).toBe(expected);
    }
  });

  it("never shows a deleted listing, in anyone's wishlist", async () => {
    const onion = await createProduct(ctx.app, seller.cookie, { productName: 'Red Onion' });
    expect((await add(onion._id, buyer)).statusCode).toBe(201);
    expect((await add(onion._id, otherBuyer)).statusCode).toBe(201);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/product/delete/${onion._id}`,
      ...as(seller),
    });
    expect(deleted.statusCode).toBe(200);
    for (const who of [buyer, otherBuyer])
      expect((await entries(who)).map((e) => e.product._id)).not.toContain(onion._id);
    expect((await add(onion._id, buyer)).statusCode).toBe(404);
  });
});
