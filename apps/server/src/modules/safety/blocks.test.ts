import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type Product } from '@kisansetu/contract';
import { contacts, send, signUpCast, type ChatCast } from '../../../test/chat-fixtures';
import { call, listedIds } from '../../../test/moderation-fixtures';
import { createProduct, errorCode } from '../../../test/product-fixtures';
import { connectClient, listen, type TestClient } from '../../../test/socket-client';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let cast: ChatCast;
let baseUrl: string;
let sellerProduct: Product;
let otherProduct: Product;
const open: TestClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  cast = await signUpCast(ctx.app);
  sellerProduct = await createProduct(ctx.app, cast.seller.cookie, { productName: 'Blockable Basmati Rice' });
  otherProduct = await createProduct(ctx.app, cast.otherSeller.cookie, {
    productName: 'Visible Basmati Rice',
  });
  // A conversation exists before any block.
  await send(ctx.app, cast.buyer, cast.seller.user._id, 'Is the rice still available?');
});
afterEach(async () => {
  for (const client of open.splice(0)) client.close();
  // Every test starts without blocks.
  await call(ctx.app, 'DELETE', `user/block/${cast.seller.user._id}`, cast.buyer);
  await call(ctx.app, 'DELETE', `user/block/${cast.buyer.user._id}`, cast.seller);
});
afterAll(() => ctx.close());

describe('POST user/block/{userId}', () => {
  it('needs a session', async () => {
    const response = await call(ctx.app, 'POST', `user/block/${cast.seller.user._id}`);
    expect(response.statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', 'user/blocked')).statusCode).toBe(401);
    expect((await call(ctx.app, 'DELETE', `user/block/${cast.seller.user._id}`)).statusCode).toBe(401);
  });

  it('blocks with 201, again with 200, and lists the blocked person without contact details', async () => {
    const first = await call(ctx.app, 'POST', `user/block/${cast.seller.user._id}`, cast.buyer);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: SERVER_MESSAGES.userBlocked });
    expect((await call(ctx.app, 'POST', `user/block/${cast.seller.user._id}`, cast.buyer)).statusCode).toBe(
      200,
    );
    const list = await call(ctx.app, 'GET', 'user/blocked', cast.buyer);
    expect(list.json().data.blocked).toEqual([
      { _id: cast.seller.user._id, fullName: cast.seller.user.fullName, avatarUrl: null },
    ]);
    // The other side's list is their own.
    expect((await call(ctx.app, 'GET', 'user/blocked', cast.seller)).json().data.blocked).toEqual([]);
  });

  it('refuses yourself (400) and unknown or malformed ids (404)', async () => {
    const self = await call(ctx.app, 'POST', `user/block/${cast.buyer.user._id}`, cast.buyer);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SERVER_MESSAGES.cannotBlockSelf);
    const unknown = await call(
      ctx.app,
      'POST',
      'user/block/0190a3c4-0000-7000-8000-000000000000',
      cast.buyer,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call(ctx.app, 'POST', 'user/block/not-an-id', cast.buyer)).statusCode).toBe(404);
  });
});

describe('while either blocks the other', () => {
  it.each([
    ['the buyer blocks the seller', 'buyer'],
    ['the seller blocks the buyer', 'seller'],
  ] as const)('%s: no messages or sync either way, no contact listing', async (_, who) => {
    const [blocker, blocked] = who === 'buyer' ? [cast.buyer, cast.seller] : [cast.seller, cast.buyer];
    expect((await call(ctx.app, 'POST', `user/block/${blocked.user._id}`, blocker)).statusCode).toBe(201);
    for (const [from, to] of [
      [cast.buyer, cast.seller],
      [cast.seller, cast.buyer],
    ] as const) {
      const sent = await call(ctx.app, 'POST', `message/send/${to.user._id}`, from, { message: 'hello?' });
      expect(sent.statusCode).toBe(403);
      expect(errorCode(sent)).toBe('blocked');
      expect(sent.json().message).toBe(SERVER_MESSAGES.blocked);
      const synced = await call(ctx.app, 'POST', `message/sync/${to.user._id}`, from);
      expect(synced.statusCode).toBe(403);
      expect(errorCode(synced)).toBe('blocked');
    }
    expect((await contacts(ctx.app, cast.buyer)).map((c) => c._id)).not.toContain(cast.seller.user._id);
    expect((await contacts(ctx.app, cast.seller)).map((c) => c._id)).not.toContain(cast.buyer.user._id);
  });

  it("neither sees the other's listings in product/new, search and near-me lists; others still do", async () => {
    await call(ctx.app, 'POST', `user/block/${cast.buyer.user._id}`, cast.seller);
    // Both listings are at Sehore, near Bhopal (462001).
    for (const url of [
      'product/new',
      'product/search?name=basmati',
      'product/new?pincode=462001&radiusKm=100',
      'product/new?pincode=462001&sort=distance',
      'product/search?name=basmati&pincode=462001&radiusKm=100&sort=distance',
    ]) {
      const buyerSees = await listedIds(ctx.app, url, cast.buyer);
      expect(buyerSees, url).not.toContain(sellerProduct._id);
      expect(buyerSees, url).toContain(otherProduct._id);
      expect(await listedIds(ctx.app, url), url).toContain(sellerProduct._id);
      expect(await listedIds(ctx.app, url, cast.otherBuyer), url).toContain(sellerProduct._id);
      // A block hides the other person's listings, never one's own.
      expect(await listedIds(ctx.app, url, cast.seller), url).toContain(sellerProduct._id);
    }
    const page = await call(ctx.app, 'GET', 'product/new', cast.buyer);
    expect(page.json().data.totalCount).toBe(
      (await call(ctx.app, 'GET', 'product/new')).json().data.totalCount - 1,
    );
  });

  it("the seller's profile, listings and each listing are a 404 to the other, whichever side blocked", async () => {
    const seller = cast.seller.user._id;
    const urls = [`user/detail/${seller}`, `product/my/${seller}`, `product/${sellerProduct._id}`];
    for (const [blocker, blocked] of [
      [cast.seller, cast.buyer],
      [cast.buyer, cast.seller],
    ] as const) {
      await call(ctx.app, 'POST', `user/block/${blocked.user._id}`, blocker);
      // The buyer is the one who must not see the seller: as the blocker or as the blocked.
      for (const url of urls) {
        const response = await call(ctx.app, 'GET', url, cast.buyer);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain(cast.seller.email);
        // Anyone else, and the seller themself, still see them.
        expect((await call(ctx.app, 'GET', url, cast.otherBuyer)).statusCode, url).toBe(200);
        expect((await call(ctx.app, 'GET', url, cast.seller)).statusCode, url).toBe(200);
      }
      await call(ctx.app, 'DELETE', `user/block/${blocked.user._id}`, blocker);
    }
    for (const url of urls) expect((await call(ctx.app, 'GET', url, cast.buyer)).statusCode, url).toBe(200);
  });

  it('unblocking restores messages, contacts and listings', async () => {
    await call(ctx.app, 'POST', `user/block/${cast.seller.user._id}`, cast.buyer);
    expect((await call(ctx.app, 'DELETE', `user/block/${cast.seller.user._id}`, cast.buyer)).statusCode).toBe(
      200,
    );
    await send(ctx.app, cast.buyer, cast.seller.user._id, 'Sorry, blocked you by mistake');
    expect((await contacts(ctx.app, cast.seller)).map((c) => c._id)).toContain(cast.buyer.user._id);
    expect(await listedIds(ctx.app, 'product/search?name=basmati', cast.buyer)).toContain(sellerProduct._id);
  });

  it('presence is not shared, and comes back after unblocking', async () => {
    const buyer = await connectClient(baseUrl, { cookie: cast.buyer.cookie });
    const seller = await connectClient(baseUrl, { cookie: cast.seller.cookie });
    open.push(buyer, seller);
    await buyer.onlineIs([cast.seller.user._id]);
    await call(ctx.app, 'POST', `user/block/${cast.buyer.user._id}`, cast.seller);
    await buyer.onlineIs([]);
    await seller.onlineIs([]);
    await call(ctx.app, 'DELETE', `user/block/${cast.buyer.user._id}`, cast.seller);
    await buyer.onlineIs([cast.seller.user._id]);
  });
});
