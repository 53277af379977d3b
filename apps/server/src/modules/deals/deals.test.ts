import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type Deal, type Message, type Product } from '@kisansetu/contract';
import { contacts, history, send } from '../../../test/chat-fixtures';
import { act, apiCall, dealOf, propose } from '../../../test/deal-fixtures';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { signUpModerator } from '../../../test/moderation-fixtures';
import { listNotifications, notificationsWhen } from '../../../test/notification-fixtures';
import { createProduct, errorCode } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let buyer: SignedIn;
let otherBuyer: SignedIn;
let farmer: SignedIn;
let otherFarmer: SignedIn;
let listing: Product;

beforeAll(async () => {
  ctx = await createTestContext();
  [buyer, otherBuyer, farmer, otherFarmer] = await Promise.all([
    signUpAndLogIn(ctx.app, 'user', { fullName: 'Buyer Bhosale' }),
    signUpAndLogIn(ctx.app, 'user', { fullName: 'Buyer Kale' }),
    signUpAndLogIn(ctx.app, 'seller', { fullName: 'Farmer Jadhav' }),
    signUpAndLogIn(ctx.app, 'seller', { fullName: 'Farmer More' }),
  ]);
  listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Sharbati Wheat', quantity: '40' });
});
afterAll(() => ctx.close());

const post = (as: SignedIn | undefined, url: string, body?: Record<string, unknown>) =>
  apiCall(ctx.app, 'POST', url, as, body);
const get = (as: SignedIn | undefined, url: string) => apiCall(ctx.app, 'GET', url, as);
const errorKey = (response: { json: () => unknown }) =>
  (response.json() as { errors: { key: string } }).errors.key;
/** The deal messages between two people, oldest first. */
const dealMessages = async (as: SignedIn, otherId: string) =>
  (await history(ctx.app, as, otherId, '?limit=100')).filter((m): m is Message & { deal: object } =>
    Boolean(m.deal),
  );
/** A listing of its own for a test, so that open deals of other tests do not meet it. */
const freshListing = (quantity = '40') =>
  createProduct(ctx.app, farmer.cookie, { productName: 'Basmati Rice', quantity });

describe('POST deal/propose', () => {
  it("by a buyer: stored, written into the chat (opening it) with the note, and the farmer's bell rings", async () => {
    const deal = await propose(ctx.app, buyer, {
      productId: listing._id,
      price: 2300,
      quantity: 12.5,
      pickupBy: '2099-01-15',
      note: 'Can collect from the farm.',
    });
    expect(deal).toMatchObject({
      product: { _id: listing._id, productName: 'Sharbati Wheat', unit: 'quintal', image: null },
      sellerId: farmer.user._id,
      buyerId: buyer.user._id,
      otherParty: { _id: farmer.user._id, fullName: 'Farmer Jadhav', role: 'seller' },
      price: 2300,
      quantity: 12.5,
      unit: 'quintal',
      pickupBy: '2099-01-15',
      note: 'Can collect from the farm.',
      status: 'proposed',
      lastProposedBy: buyer.user._id,
      sellerDone: false,
      buyerDone: false,
      doneAt: null,
      myReview: null,
      listingCovered: false,
    });
    expect(deal.rounds).toEqual([
      { by: buyer.user._id, price: 2300, quantity: 12.5, pickupBy: '2099-01-15', at: deal.createdAt },
    ]);

    const [message] = await history(ctx.app, farmer, buyer.user._id);
    expect(message).toMatchObject({
      senderId: buyer.user._id,
      receiverId: farmer.user._id,
      message: 'Can collect from the farm.',
      deal: {
        _id: deal._id,
        event: 'proposed',
        by: buyer.user._id,
        status: 'proposed',
        productName: 'Sharbati Wheat',
        price: 2300,
        quantity: 12.5,
        unit: 'quintal',
        pickupBy: '2099-01-15',
      },
    });
    // The contact list's last message carries it too.
    const [contact] = await contacts(ctx.app, farmer);
    expect(contact!.lastMessage).toMatchObject({ deal: { _id: deal._id, event: 'proposed' } });
    const [notice] = await notificationsWhen(ctx.app, farmer.cookie, (list) =>
      list.some((n) => n.kind === 'deal_proposed'),
    );
    expect(notice).toMatchObject({ kind: 'deal_proposed', link: `/chat/${buyer.user._id}` });
    expect(notice!.body).toBe('Buyer Bhosale offers ₹2,300/quintal for 12.5 quintal. Answer in the chat.');

    // The farmer sees the same deal with the buyer as the other party.
    const seen = dealOf(await get(farmer, `deal/${deal._id}`));
    expect(seen.otherParty).toEqual({ _id: buyer.user._id, fullName: 'Buyer Bhosale', role: 'user' });

    // One open deal a listing a buyer.
    const again = await post(buyer, 'deal/propose', { productId: listing._id, price: 2000, quantity: 1 });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('deal_open');
    expect(again.json<{ message: string }>().message).toBe(SERVER_MESSAGES.dealOpen);
    expect(await dealMessages(buyer, farmer.user._id)).toHaveLength(1);
  });

  it('refuses: anonymous 401, unknown listing 404, too much 400, not active 409, a moderator 403', async () => {
    const body = { productId: listing._id, price: 2000, quantity: 5 };
    expect((await post(undefined, 'deal/propose', body)).statusCode).toBe(401);
    const unknown = await post(buyer, 'deal/propose', {
      ...body,
      productId: '0190a3c2-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await post(buyer, 'deal/propose', { ...body, productId: 'nope' })).statusCode).toBe(404);

    const lot = await freshListing('8');
    const tooMuch = await post(otherBuyer, 'deal/propose', { ...body, productId: lot._id, quantity: 9 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ errors: { fieldKeys: Record<string, string> } }>().errors.fieldKeys).toEqual({
      quantity: 'validation.dealQuantityTooLarge',
    });
    const badPrice = await post(otherBuyer, 'deal/propose', { ...body, productId: lot._id, price: 0 });
    expect(badPrice.statusCode).toBe(400);
    const pastPickup = await post(otherBuyer, 'deal/propose', {
      ...body,
      productId: lot._id,
      pickupBy: '2020-01-01',
    });
    expect(pastPickup.statusCode).toBe(400);

    expect((await post(farmer, `product/sold/${lot._id}`)).statusCode).toBe(200);
    const sold = await post(otherBuyer, 'deal/propose', { ...body, productId: lot._id });
    expect(sold.statusCode).toBe(409);
    expect(errorCode(sold)).toBe('product_unavailable');

    const moderator = await signUpModerator(ctx.app, ctx.database.db);
    expect((await post(moderator, 'deal/propose', body)).statusCode).toBe(403);
    expect(await dealMessages(otherBuyer, farmer.user._id)).toEqual([]);
  });

  it('by the farmer: only on their own listing, naming a buyer they already talk to', async () => {
    const lot = await freshListing();
    const withoutBuyer = await post(farmer, 'deal/propose', { productId: lot._id, price: 2000, quantity: 5 });
    expect(withoutBuyer.statusCode).toBe(400);
    expect(withoutBuyer.json<{ errors: { fieldKeys: Record<string, string> } }>().errors.fieldKeys).toEqual({
      buyerId: 'validation.dealBuyerRequired',
    });

    const stranger = await signUpAndLogIn(ctx.app, 'user', { fullName: 'Buyer Stranger' });
    const noConversation = await post(farmer, 'deal/propose', {
      productId: lot._id,
      buyerId: stranger.user._id,
      price: 2000,
      quantity: 5,
    });
    expect(noConversation.statusCode).toBe(403);
    expect(errorCode(noConversation)).toBe('conversation_not_allowed');
    expect(errorKey(noConversation)).toBe('server.dealNoConversation');

    const elsewhere = await post(otherFarmer, 'deal/propose', {
      productId: lot._id,
      buyerId: stranger.user._id,
      price: 2000,
      quantity: 5,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(errorCode(elsewhere)).toBe('forbidden');

    await send(ctx.app, stranger, farmer.user._id, 'Is the rice still there?');
    const deal = await propose(ctx.app, farmer, { productId: lot._id, buyerId: stranger.user._id });
    expect(deal).toMatchObject({ sellerId: farmer.user._id, buyerId: stranger.user._id, status: 'proposed' });
    expect(deal.otherParty).toMatchObject({ _id: stranger.user._id, role: 'user' });
    const [, message] = await history(ctx.app, stranger, farmer.user._id);
    expect(message).toMatchObject({ senderId: farmer.user._id, message: '', deal: { event: 'proposed' } });
  });

  it('refuses a blocked pair (403 blocked), storing nothing', async () => {
    const lot = await freshListing();
    const blocker = await signUpAndLogIn(ctx.app, 'user');
    expect((await apiCall(ctx.app, 'POST', `user/block/${farmer.user._id}`, blocker)).statusCode).toBe(201);
    const refused = await post(blocker, 'deal/propose', { productId: lot._id, price: 2000, quantity: 5 });
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('blocked');
    expect((await get(blocker, 'deal/mine')).json<{ data: { totalCount: number } }>().data.totalCount).toBe(
      0,
    );
  });
});

describe('answering a proposal', () => {
  it('counter by the receiver only, then accept by the other side; each change is a message', async () => {
    const lot = await freshListing();
    const deal = await propose(ctx.app, buyer, { productId: lot._id, price: 2000, quantity: 10 });

    const ownCounter = await post(buyer, `deal/counter/${deal._id}`, { price: 2100, quantity: 10 });
    expect(ownCounter.statusCode).toBe(403);
    expect(errorKey(ownCounter)).toBe('server.dealNotYourTurn');
    expect((await post(buyer, `deal/accept/${deal._id}`)).statusCode).toBe(403);
    expect((await post(buyer, `deal/decline/${deal._id}`)).statusCode).toBe(403);
    const tooMuch = await post(farmer, `deal/counter/${deal._id}`, { price: 2100, quantity: 41 });
    expect(tooMuch.statusCode).toBe(400);

    const countered = dealOf(
      await post(farmer, `deal/counter/${deal._id}`, { price: 2200, quantity: 8, pickupBy: '2099-02-01' }),
    );
    expect(countered).toMatchObject({
      status: 'proposed',
      price: 2200,
      quantity: 8,
      pickupBy: '2099-02-01',
      lastProposedBy: farmer.user._id,
    });
    expect(countered.rounds.map((r) => [r.by, r.price])).toEqual([
      [buyer.user._id, 2000],
      [farmer.user._id, 2200],
    ]);
    await notificationsWhen(ctx.app, buyer.cookie, (list) =>
      list.some((n) => n.kind === 'deal_proposed' && n.body.includes('₹2,200')),
    );

    // Now the farmer proposed last: they may not accept their own terms, the buyer may.
    expect((await post(farmer, `deal/accept/${deal._id}`)).statusCode).toBe(403);
    const accepted = await act(ctx.app, buyer, 'accept', deal._id);
    expect(accepted).toMatchObject({ status: 'accepted', price: 2200, quantity: 8 });
    const [accept] = await notificationsWhen(ctx.app, farmer.cookie, (list) =>
      list.some((n) => n.kind === 'deal_accepted'),
    );
    expect(accept!.body).toBe('Buyer Bhosale accepted ₹2,200/quintal for 8 quintal.');

    const events = (await dealMessages(farmer, buyer.user._id)).filter((m) => m.deal!._id === deal._id);
    expect(events.map((m) => [m.senderId, m.deal!.event, m.deal!.status, m.deal!.price])).toEqual([
      [buyer.user._id, 'proposed', 'proposed', 2000],
      [farmer.user._id, 'countered', 'proposed', 2200],
      [buyer.user._id, 'accepted', 'accepted', 2200],
    ]);

    // Accepted: the proposal calls are over (409), and the deal is no longer open for a new one only once ended.
    for (const action of ['accept', 'decline', 'withdraw']) {
      const late = await post(buyer, `deal/${action}/${deal._id}`);
      expect(late.statusCode, action).toBe(409);
      expect(errorCode(late)).toBe('deal_not_open');
    }
    const again = await post(buyer, 'deal/propose', { productId: lot._id, price: 1, quantity: 1 });
    expect(errorCode(again)).toBe('deal_open');
  });

  it('decline by the receiver, withdraw by the proposer only; both end the deal', async () => {
    const lot = await freshListing();
    const declined = await propose(ctx.app, buyer, { productId: lot._id });
    expect((await post(buyer, `deal/decline/${declined._id}`)).statusCode).toBe(403);
    expect((await act(ctx.app, farmer, 'decline', declined._id)).status).toBe('declined');

    const withdrawn = await propose(ctx.app, buyer, { productId: lot._id });
    const notTheirs = await post(farmer, `deal/withdraw/${withdrawn._id}`);
    expect(notTheirs.statusCode).toBe(403);
    expect(errorKey(notTheirs)).toBe('server.dealNotYourTurn');
    expect((await act(ctx.app, buyer, 'withdraw', withdrawn._id)).status).toBe('withdrawn');
    const late = await post(farmer, `deal/accept/${withdrawn._id}`);
    expect(late.statusCode).toBe(409);
    expect(errorCode(late)).toBe('deal_not_open');
    expect((await post(buyer, `deal/done/${withdrawn._id}`)).statusCode).toBe(409);
    expect((await post(buyer, `deal/cancel/${withdrawn._id}`)).statusCode).toBe(409);

    const events = (await dealMessages(buyer, farmer.user._id))
      .filter((m) => [declined._id, withdrawn._id].includes(m.deal!._id))
      .map((m) => m.deal!.event);
    expect(events).toEqual(['proposed', 'declined', 'proposed', 'withdrawn']);
  });

  it('is for its two parties only: 404 to anyone else, 401 anonymous', async () => {
    const lot = await freshListing();
    const deal = await propose(ctx.app, buyer, { productId: lot._id });
    expect((await get(undefined, `deal/${deal._id}`)).statusCode).toBe(401);
    expect((await post(undefined, `deal/accept/${deal._id}`)).statusCode).toBe(401);
    expect((await get(undefined, 'deal/mine')).statusCode).toBe(401);
    for (const stranger of [otherBuyer, otherFarmer]) {
      expect((await get(stranger, `deal/${deal._id}`)).statusCode).toBe(404);
      const accept = await post(stranger, `deal/accept/${deal._id}`);
      expect(accept.statusCode).toBe(404);
      expect(errorKey(accept)).toBe('server.dealNotFound');
      expect((await post(stranger, `deal/counter/${deal._id}`, { price: 1, quantity: 1 })).statusCode).toBe(
        404,
      );
    }
    expect((await get(buyer, 'deal/not-an-id')).statusCode).toBe(404);
    expect((await get(buyer, 'deal/0190a3c2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await act(ctx.app, buyer, 'withdraw', deal._id)).status).toBe('withdrawn');
  });
});

describe('deal done', () => {
  it('one side, then the other: done with doneAt, both told; cancel only before', async () => {
    const lot = await freshListing('10');
    const deal = await propose(ctx.app, buyer, { productId: lot._id, quantity: 10 });
    expect((await post(buyer, `deal/done/${deal._id}`)).statusCode).toBe(409);
    await act(ctx.app, farmer, 'accept', deal._id);

    const half = await act(ctx.app, farmer, 'done', deal._id);
    expect(half).toMatchObject({ status: 'accepted', sellerDone: true, buyerDone: false, doneAt: null });
    // Saying it again changes nothing and writes nothing.
    expect(await act(ctx.app, farmer, 'done', deal._id)).toMatchObject({
      status: 'accepted',
      sellerDone: true,
    });

    const done = await act(ctx.app, buyer, 'done', deal._id);
    expect(done).toMatchObject({ status: 'done', sellerDone: true, buyerDone: true, listingCovered: false });
    expect(done.doneAt).not.toBeNull();
    // The farmer's listing is still up and this deal covers all it lists: the web asks to mark it sold.
    expect(dealOf(await get(farmer, `deal/${deal._id}`)).listingCovered).toBe(true);

    const cancel = await post(buyer, `deal/cancel/${deal._id}`);
    expect(cancel.statusCode).toBe(409);
    expect(errorCode(cancel)).toBe('deal_not_open');

    const events = (await dealMessages(buyer, farmer.user._id))
      .filter((m) => m.deal!._id === deal._id)
      .map((m) => [m.senderId, m.deal!.event, m.deal!.status]);
    expect(events).toEqual([
      [buyer.user._id, 'proposed', 'proposed'],
      [farmer.user._id, 'accepted', 'accepted'],
      [farmer.user._id, 'marked_done', 'accepted'],
      [buyer.user._id, 'done', 'done'],
    ]);
    const [toBuyer] = await notificationsWhen(ctx.app, buyer.cookie, (list) =>
      list.some((n) => n.kind === 'deal_done'),
    );
    expect(toBuyer!.body).toBe('You and Farmer Jadhav both marked the deal done. Rate Farmer Jadhav now.');
    const [toFarmer] = await notificationsWhen(ctx.app, farmer.cookie, (list) =>
      list.some((n) => n.kind === 'deal_done'),
    );
    expect(toFarmer!.body).toBe('You and Buyer Bhosale both marked the deal done. Rate Buyer Bhosale now.');

    // A done deal no longer holds the listing for the buyer.
    await propose(ctx.app, buyer, { productId: lot._id, quantity: 1 }).then((d) =>
      act(ctx.app, buyer, 'withdraw', d._id),
    );
  });

  it('cancel by either party of an accepted deal', async () => {
    const lot = await freshListing();
    const deal = await propose(ctx.app, otherBuyer, { productId: lot._id });
    await act(ctx.app, farmer, 'accept', deal._id);
    await act(ctx.app, otherBuyer, 'done', deal._id);
    const cancelled = await act(ctx.app, farmer, 'cancel', deal._id);
    expect(cancelled).toMatchObject({ status: 'cancelled', doneAt: null });
    expect((await post(otherBuyer, `deal/done/${deal._id}`)).statusCode).toBe(409);
    const [last] = (await dealMessages(otherBuyer, farmer.user._id)).slice(-1);
    expect(last!.deal).toMatchObject({ _id: deal._id, event: 'cancelled', by: farmer.user._id });
  });
});

describe('one transaction with the chat message', () => {
  it('leaves the deal as it was when its message cannot be written', async () => {
    const lot = await freshListing();
    const deal = await propose(ctx.app, otherBuyer, { productId: lot._id });
    const before = (await dealMessages(otherBuyer, farmer.user._id)).length;
    const { db } = ctx.database;
    // A constraint that refuses exactly the message of an acceptance (NOT VALID: older rows are not checked); the
    // deal's own update runs first, in the same transaction.
    await db.execute(
      sql.raw(
        `ALTER TABLE messages ADD CONSTRAINT test_no_accept CHECK (deal IS NULL OR deal->>'event' <> 'accepted') NOT VALID`,
      ),
    );
    try {
      const failed = await post(farmer, `deal/accept/${deal._id}`);
      expect(failed.statusCode).toBe(500);
      const proposedOnly = await post(otherBuyer, 'deal/propose', {
        productId: lot._id,
        price: 1,
        quantity: 1,
      });
      expect(errorCode(proposedOnly)).toBe('deal_open');
    } finally {
      await db.execute(sql.raw('ALTER TABLE messages DROP CONSTRAINT test_no_accept'));
    }
    expect(dealOf(await get(farmer, `deal/${deal._id}`))).toMatchObject({ status: 'proposed' });
    expect(await dealMessages(otherBuyer, farmer.user._id)).toHaveLength(before);
    expect(
      (await listNotifications(ctx.app, farmer.cookie)).notifications.filter(
        (n) => n.kind === 'deal_accepted' && n.params?.dealId === deal._id,
      ),
    ).toEqual([]);

    // A proposal whose message fails stores no deal.
    await db.execute(
      sql.raw(
        `ALTER TABLE messages ADD CONSTRAINT test_no_propose CHECK (deal IS NULL OR deal->>'event' <> 'proposed') NOT VALID`,
      ),
    );
    const other = await freshListing();
    try {
      expect(
        (await post(otherBuyer, 'deal/propose', { productId: other._id, price: 5, quantity: 1 })).statusCode,
      ).toBe(500);
    } finally {
      await db.execute(sql.raw('ALTER TABLE messages DROP CONSTRAINT test_no_propose'));
    }
    const mine = (await get(otherBuyer, 'deal/mine')).json<{ data: { deals: Deal[] } }>().data.deals;
    expect(mine.some((d) => d.product._id === other._id)).toBe(false);
    expect((await act(ctx.app, farmer, 'accept', deal._id)).status).toBe('accepted');
  });
});

describe('GET deal/mine', () => {
  it("pages the caller's deals newest change first, 20 a page, and filters by status", async () => {
    const pager = await signUpAndLogIn(ctx.app, 'user');
    const lot = await freshListing();
    const made: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const deal = await propose(ctx.app, pager, { productId: lot._id, price: 100 + i });
      made.push(deal._id);
      if (i < 20) await act(ctx.app, pager, 'withdraw', deal._id);
    }
    await act(ctx.app, farmer, 'decline', made[20]!);
    const first = (await get(pager, 'deal/mine')).json<{
      data: { deals: Deal[]; totalCount: number; totalPages: number; page: number };
    }>().data;
    expect(first).toMatchObject({ totalCount: 21, totalPages: 2, page: 1 });
    expect(first.deals).toHaveLength(20);
    expect(first.deals[0]).toMatchObject({ _id: made[20], status: 'declined' });
    const second = (await get(pager, 'deal/mine?page=2')).json<{ data: { deals: Deal[] } }>().data;
    expect(second.deals.map((d) => d._id)).toEqual([made[0]]);

    const withdrawn = (await get(pager, 'deal/mine?status=withdrawn')).json<{
      data: { deals: Deal[]; totalCount: number };
    }>().data;
    expect(withdrawn.totalCount).toBe(20);
    expect(withdrawn.deals.every((d) => d.status === 'withdrawn')).toBe(true);
    expect((await get(pager, 'deal/mine?status=bogus')).statusCode).toBe(400);

    // The farmer sees them on their side too.
    const farmerSide = (await get(farmer, 'deal/mine?status=declined')).json<{ data: { deals: Deal[] } }>()
      .data;
    expect(farmerSide.deals.some((d) => d._id === made[20] && d.otherParty._id === pager.user._id)).toBe(
      true,
    );
  });
});
