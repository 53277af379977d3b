import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEALS,
  type AuditEntry,
  type Deal,
  type ModerationReport,
  type Product,
  type ProductDetail,
  type Review,
  type ReviewList,
  type SellerDetailResponse,
  type Trust,
} from '@kisansetu/contract';
import { tables } from '../../db';
import { uuidv7 } from '../../lib/uuid';
import { act, apiCall, dealOf, doneDeal, propose, provePhone } from '../../../test/deal-fixtures';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { signUpModerator } from '../../../test/moderation-fixtures';
import { createProduct, errorCode } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let buyer: SignedIn;
let farmer: SignedIn;
let reporter: SignedIn;
let listing: Product;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // The contract's limit of proposals between one pair a day, which the other suites lift.
  ctx = await createTestContext({
    RATE_LIMIT_DEAL_PROPOSALS_PER_PAIR_PER_DAY: String(DEALS.pairProposalsPerDay),
  });
  [buyer, farmer, reporter] = await Promise.all([
    signUpAndLogIn(ctx.app, 'user', { fullName: 'Buyer Shinde' }),
    signUpAndLogIn(ctx.app, 'seller', { fullName: 'Farmer Gaikwad' }),
    signUpAndLogIn(ctx.app, 'user', { fullName: 'Buyer Reporter' }),
  ]);
  listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Alphonso Mango', quantity: '1000' });
  for (const person of [buyer, farmer, reporter]) await provePhone(ctx.database.db, person.user._id);
});
/** A buyer who signed up and proved a phone of their own. */
const provenBuyer = async (): Promise<SignedIn> => {
  const person = await signUpAndLogIn(ctx.app, 'user');
  await provePhone(ctx.database.db, person.user._id);
  return person;
};
afterAll(() => ctx.close());

const post = (as: SignedIn | undefined, url: string, body?: Record<string, unknown>) =>
  apiCall(ctx.app, 'POST', url, as, body);
const get = (as: SignedIn | undefined, url: string) => apiCall(ctx.app, 'GET', url, as);
const review = async (as: SignedIn, dealId: string, body: Record<string, unknown>): Promise<Review> => {
  const response = await post(as, `review/${dealId}`, body);
  if (response.statusCode !== 201) throw new Error(`review: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { review: Review } }>().data.review;
};
const reviewsOf = async (userId: string, query = ''): Promise<ReviewList> => {
  const response = await get(undefined, `user/reviews/${userId}${query}`);
  if (response.statusCode !== 200) throw new Error(`reviews: ${response.statusCode} ${response.body}`);
  return response.json<{ data: ReviewList }>().data;
};
const trustOf = async (userId: string, as: SignedIn = reporter): Promise<Trust> => {
  const response = await get(as, `user/trust/${userId}`);
  if (response.statusCode !== 200) throw new Error(`trust: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { trust: Trust } }>().data.trust;
};
/** Moves a done deal's day back: as if `days` had passed since both said it was done. */
const ageDeal = async (dealId: string, days: number) => {
  const { db } = ctx.database;
  const at = new Date(Date.now() - days * DAY_MS);
  await db.update(tables.deals).set({ doneAt: at }).where(eq(tables.deals.id, dealId));
  await db.update(tables.reviews).set({ dealDoneAt: at }).where(eq(tables.reviews.dealId, dealId));
};

describe('POST review/{dealId}', () => {
  it('only for a party of a done deal, once, with 1 to 5 stars', async () => {
    const open = await propose(ctx.app, buyer, { productId: listing._id, quantity: 1 });
    const early = await post(buyer, `review/${open._id}`, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('review_not_allowed');
    await act(ctx.app, buyer, 'withdraw', open._id);

    const deal = await doneDeal(ctx.app, buyer, farmer, listing._id);
    expect((await post(undefined, `review/${deal._id}`, { stars: 5 })).statusCode).toBe(401);
    expect((await post(reporter, `review/${deal._id}`, { stars: 5 })).statusCode).toBe(404);
    expect((await post(buyer, 'review/not-an-id', { stars: 5 })).statusCode).toBe(404);
    const badStars = await post(buyer, `review/${deal._id}`, { stars: 6 });
    expect(badStars.statusCode).toBe(400);
    expect(badStars.json<{ errors: { fieldKeys: Record<string, string> } }>().errors.fieldKeys).toEqual({
      stars: 'validation.starsInvalid',
    });

    const written = await review(buyer, deal._id, { stars: 5, text: 'Sweet mangoes, packed well.' });
    expect(written).toMatchObject({
      stars: 5,
      text: 'Sweet mangoes, packed well.',
      author: { _id: buyer.user._id, fullName: 'Buyer Shinde', role: 'user' },
      productName: 'Alphonso Mango',
    });
    const again = await post(buyer, `review/${deal._id}`, { stars: 4 });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('already_reviewed');
    expect(dealOf(await get(buyer, `deal/${deal._id}`)).myReview).toEqual({ stars: 5 });
    expect(dealOf(await get(farmer, `deal/${deal._id}`)).myReview).toBeNull();

    // Blind until the other side reviews too.
    expect(await reviewsOf(farmer.user._id)).toMatchObject({
      reviews: [],
      totalCount: 0,
      average: null,
      count: 0,
      histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    expect((await trustOf(farmer.user._id)).rating).toEqual({ average: null, count: 0 });

    await review(farmer, deal._id, { stars: 4 });
    const aboutFarmer = await reviewsOf(farmer.user._id);
    expect(aboutFarmer).toMatchObject({ totalCount: 1, totalPages: 1, page: 1, average: 5, count: 1 });
    expect(aboutFarmer.reviews.map((r) => r._id)).toEqual([written._id]);
    const aboutBuyer = await reviewsOf(buyer.user._id);
    expect(aboutBuyer.reviews).toMatchObject([{ stars: 4, text: '', author: { _id: farmer.user._id } }]);
    expect((await trustOf(farmer.user._id)).rating).toEqual({ average: 5, count: 1 });
  });

  it('shows a one-sided review after 14 days; refuses a review after 60 days', async () => {
    const second = await provenBuyer();
    const deal = await doneDeal(ctx.app, second, farmer, listing._id);
    await review(second, deal._id, { stars: 2, text: 'Late.' });
    expect((await reviewsOf(farmer.user._id)).count).toBe(1);
    await ageDeal(deal._id, 15);
    const shown = await reviewsOf(farmer.user._id);
    expect(shown).toMatchObject({
      count: 2,
      average: 3.5,
      histogram: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 },
    });
    expect(shown.reviews[0]).toMatchObject({ stars: 2, text: 'Late.' });

    const third = await provenBuyer();
    const old = await doneDeal(ctx.app, third, farmer, listing._id);
    await ageDeal(old._id, 61);
    const late = await post(third, `review/${old._id}`, { stars: 3 });
    expect(late.statusCode).toBe(409);
    expect(errorCode(late)).toBe('review_not_allowed');
    await ageDeal(old._id, 59);
    await review(third, old._id, { stars: 3 });
  });

  it('pages user/reviews 10 at a time, newest first; unknown person 404', async () => {
    const page = await reviewsOf(farmer.user._id, '?page=2');
    expect(page).toMatchObject({ page: 2, reviews: [], count: 3 });
    expect((await get(undefined, 'user/reviews/0190a3c2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(undefined, `user/reviews/${farmer.user._id}?page=0`)).statusCode).toBe(400);
  });
});

describe('trust signals', () => {
  it('on user/trust (signed in), product/{id} and user/detail/{id}', async () => {
    expect((await get(undefined, `user/trust/${farmer.user._id}`)).statusCode).toBe(401);
    expect((await get(buyer, 'user/trust/0190a3c2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const trust = await trustOf(farmer.user._id, buyer);
    expect(trust).toEqual({
      phoneVerified: true,
      aadhaarOnFile: true,
      memberSince: farmer.user.createdAt,
      dealsDone: 3,
      partners: 3,
      rating: { average: 3.3, count: 3 },
      // Three buyers opened the chat with a proposal, and the farmer's acceptance answered each within the minute.
      responseRate: 100,
      typicalReplyMinutes: 0,
    });
    expect((await trustOf(buyer.user._id)).aadhaarOnFile).toBe(false);
    expect((await trustOf(buyer.user._id)).dealsDone).toBe(1);

    const product = (await get(undefined, `product/${listing._id}`)).json<{
      data: { product: ProductDetail };
    }>().data.product;
    expect(product.sellerTrust).toEqual(trust);
    const detail = (await get(undefined, `user/detail/${farmer.user._id}`)).json<{
      data: SellerDetailResponse;
    }>().data;
    expect(detail.seller.trust).toEqual(trust);
  });

  it('response rate and typical reply time from conversations others started in the last 90 days', async () => {
    const { db } = ctx.database;
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms);
    const [person, quiet] = await db
      .insert(tables.users)
      .values(
        ['Farmer Scripted', 'Farmer Quiet'].map((fullName) => ({
          fullName,
          phoneNumber: '9800000000',
          address: 'Ratnagiri',
          role: 'seller' as const,
        })),
      )
      .returning({ id: tables.users.id });
    const others = await db
      .insert(tables.users)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          fullName: `Asker ${i}`,
          // Proven people, but for the last: a second account with no phone of its own.
          ...(i < 9
            ? { phoneNumber: `+9198000001${i}0`, phoneVerifiedAt: new Date() }
            : { phoneNumber: '9800000001' }),
          address: 'Pune',
          role: 'user' as const,
        })),
      )
      .returning({ id: tables.users.id });
    /** A conversation `initiator` opened with `other` at `openedAt`, and its messages `[sender, at]`. */
    const script = async (
      initiator: string,
      other: string,
      openedAt: Date,
      messages: [string, Date][],
    ): Promise<void> => {
      const [userAId, userBId] = initiator < other ? [initiator, other] : [other, initiator];
      const [conversation] = await db
        .insert(tables.conversations)
        .values({ userAId, userBId, initiatorId: initiator, createdAt: openedAt })
        .returning({ id: tables.conversations.id });
      for (const [sender, sentAt] of messages) {
        await db.insert(tables.messages).values({
          id: uuidv7(sentAt.getTime()),
          conversationId: conversation!.id,
          senderId: sender,
          receiverId: sender === initiator ? other : initiator,
          body: 'hello',
          createdAt: sentAt,
        });
      }
    };
    const p = person!.id;
    const [a0, a1, a2, a3, a4, a5, a6, a7, a8, puppet] = others.map((o) => o.id) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const minutes = (n: number) => n * 60_000;
    // Answered in 30 minutes, in 90 minutes, after 30 hours (late), and not at all.
    await script(a0, p, at(10 * DAY_MS), [
      [a0, at(10 * DAY_MS)],
      [p, at(10 * DAY_MS - minutes(30))],
      [a0, at(10 * DAY_MS - minutes(40))],
      [p, at(10 * DAY_MS - minutes(50))],
    ]);
    await script(a1, p, at(20 * DAY_MS), [
      [a1, at(20 * DAY_MS)],
      [p, at(20 * DAY_MS - minutes(90))],
    ]);
    await script(a2, p, at(30 * DAY_MS), [
      [a2, at(30 * DAY_MS)],
      [p, at(30 * DAY_MS - minutes(30 * 60))],
    ]);
    await script(a3, p, at(40 * DAY_MS), [[a3, at(40 * DAY_MS)]]);
    // Not counted: one the person started, one older than 90 days, one opened without a word.
    await script(p, a4, at(5 * DAY_MS), [[p, at(5 * DAY_MS)]]);
    await script(a5, p, at(100 * DAY_MS), [
      [a5, at(100 * DAY_MS)],
      [p, at(100 * DAY_MS - minutes(1))],
    ]);
    await script(a6, p, at(3 * DAY_MS), []);
    // Not counted either: a conversation a second account with no proved phone opened, answered at once.
    await script(puppet, p, at(1 * DAY_MS), [
      [puppet, at(1 * DAY_MS)],
      [p, at(1 * DAY_MS - minutes(1))],
    ]);
    // Someone with two conversations: too few to say.
    const q = quiet!.id;
    await script(a7, q, at(2 * DAY_MS), [
      [a7, at(2 * DAY_MS)],
      [q, at(2 * DAY_MS - minutes(5))],
    ]);
    await script(a8, q, at(3 * DAY_MS), [
      [a8, at(3 * DAY_MS)],
      [q, at(3 * DAY_MS - minutes(5))],
    ]);

    const trust = await trustOf(p);
    expect(trust).toMatchObject({
      responseRate: 50,
      typicalReplyMinutes: 90,
      dealsDone: 0,
      aadhaarOnFile: false,
    });
    expect(await trustOf(q)).toMatchObject({ responseRate: null, typicalReplyMinutes: null });
  });
});

describe('reporting a review', () => {
  it('only one that shows and is not your own; a moderator hides it with hide_review', async () => {
    const shown = (await reviewsOf(farmer.user._id)).reviews.find((r) => r.author._id === buyer.user._id)!;
    const own = await post(buyer, 'report', { targetType: 'review', targetId: shown._id, reason: 'spam' });
    expect(own.statusCode).toBe(400);

    // A fresh one-sided review is blind: nobody but its author can see it to report it.
    const fourth = await signUpAndLogIn(ctx.app, 'user');
    const deal = await doneDeal(ctx.app, fourth, farmer, listing._id);
    const blind = await review(fourth, deal._id, { stars: 1, text: 'Bad.' });
    for (const who of [reporter, farmer]) {
      const refused = await post(who, 'report', {
        targetType: 'review',
        targetId: blind._id,
        reason: 'spam',
      });
      expect(refused.statusCode).toBe(404);
    }

    const filed = await post(reporter, 'report', {
      targetType: 'review',
      targetId: shown._id,
      reason: 'offensive',
    });
    expect(filed.statusCode).toBe(201);
    const reportId = filed.json<{ data: { report: { _id: string } } }>().data.report._id;

    const moderator = await signUpModerator(ctx.app, ctx.database.db);
    const queue = (await get(moderator, 'moderation/reports')).json<{
      data: { reports: ModerationReport[] };
    }>().data.reports;
    const listed = queue.find((r) => r._id === reportId)!;
    expect(listed.target).toMatchObject({
      type: 'review',
      review: { _id: shown._id, stars: 5, hidden: false, author: { _id: buyer.user._id } },
      author: { _id: buyer.user._id, fullName: 'Buyer Shinde' },
    });

    const resolve = (action: string) =>
      post(moderator, `moderation/reports/${reportId}/resolve`, { action, note: 'abusive words' });
    expect((await resolve('hide_product')).statusCode).toBe(400);
    const before = await trustOf(farmer.user._id);
    expect((await resolve('hide_review')).statusCode).toBe(200);

    const after = await reviewsOf(farmer.user._id);
    expect(after.reviews.some((r) => r._id === shown._id)).toBe(false);
    expect((await trustOf(farmer.user._id)).rating.count).toBe(before.rating.count - 1);
    const audit = (await get(moderator, 'moderation/audit')).json<{ data: { entries: AuditEntry[] } }>().data
      .entries;
    expect(audit[0]).toMatchObject({
      action: 'hide_review',
      reportId,
      targetType: 'review',
      targetId: shown._id,
      note: 'abusive words',
    });
    const resolved = (await get(moderator, 'moderation/reports?status=resolved')).json<{
      data: { reports: ModerationReport[] };
    }>().data.reports;
    expect(resolved.find((r) => r._id === reportId)?.target).toMatchObject({ review: { hidden: true } });
    // Its author's deal card still shows the stars they gave.
    const stillMine = (await get(buyer, 'deal/mine?status=done')).json<{ data: { deals: Deal[] } }>().data
      .deals;
    expect(stillMine.some((d) => d.myReview?.stars === 5)).toBe(true);
  });
});

describe('trust counts people, not rows', () => {
  /** A farmer with a proved phone and a listing of 1,000 kg, whose record starts empty. */
  const freshFarmer = async () => {
    const person = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Farmer Honest' });
    await provePhone(ctx.database.db, person.user._id);
    const lot = await createProduct(ctx.app, person.cookie, { productName: 'Onion', quantity: '1000' });
    return { person, lot };
  };
  /** A done deal on `lot` between the two, with both reviewing the other. */
  const reviewedDeal = async (buyerOf: SignedIn, farmerOf: SignedIn, lotId: string, stars: number) => {
    const deal = await doneDeal(ctx.app, buyerOf, farmerOf, lotId, 1);
    await review(buyerOf, deal._id, { stars });
    await review(farmerOf, deal._id, { stars: 5 });
    return deal;
  };

  it("a puppet account's deals and 5 stars leave the farmer's record where it was", async () => {
    const { person, lot } = await freshFarmer();
    const honest = await provenBuyer();
    await reviewedDeal(honest, person, lot._id, 4);
    const before = await trustOf(person.user._id);
    expect(before).toMatchObject({ dealsDone: 1, partners: 1, rating: { average: 4, count: 1 } });

    // A second account with only an email: no proved phone.
    const puppet = await signUpAndLogIn(ctx.app, 'user', { fullName: 'Puppet' });
    for (let i = 0; i < 3; i += 1) await reviewedDeal(puppet, person, lot._id, 5);

    const after = await trustOf(person.user._id);
    // The puppet's three answered conversations do not make a response rate either (under 3 real ones: none).
    expect(after).toMatchObject({
      dealsDone: 1,
      partners: 1,
      rating: { average: 4, count: 1 },
      responseRate: null,
    });
    const listed = await reviewsOf(person.user._id);
    expect(listed).toMatchObject({ totalCount: 4, count: 1, average: 4, histogram: { '4': 1, '5': 0 } });
    expect(listed.reviews.filter((r) => r.author._id === puppet.user._id).map((r) => r.counted)).toEqual([
      false,
      false,
      false,
    ]);
    expect(listed.reviews.find((r) => r.author._id === honest.user._id)?.counted).toBe(true);
  });

  it("a puppet that proved the farmer's own number does not count either", async () => {
    const person = await signUpAndLogIn(ctx.app, 'seller', { phoneNumber: '9811122233' });
    const lot = await createProduct(ctx.app, person.cookie, { productName: 'Garlic', quantity: '100' });
    const puppet = await signUpAndLogIn(ctx.app, 'user');
    await provePhone(ctx.database.db, puppet.user._id, '+919811122233');
    await reviewedDeal(puppet, person, lot._id, 5);
    expect(await trustOf(person.user._id)).toMatchObject({ dealsDone: 0, partners: 0, rating: { count: 0 } });
  });

  it("a pair's deals count once in 90 days, its reviews once in 90 days, and at most 3 proposals a day", async () => {
    const { person, lot } = await freshFarmer();
    const regular = await provenBuyer();
    const first = await reviewedDeal(regular, person, lot._id, 5);
    await reviewedDeal(regular, person, lot._id, 1);
    expect(await trustOf(person.user._id)).toMatchObject({
      dealsDone: 1,
      partners: 1,
      rating: { average: 5, count: 1 },
    });
    expect((await reviewsOf(person.user._id)).reviews.map((r) => [r.stars, r.counted])).toEqual([
      [1, false],
      [5, true],
    ]);

    await propose(ctx.app, regular, { productId: lot._id, quantity: 1 });
    const fourth = await apiCall(ctx.app, 'POST', 'deal/propose', person, {
      productId: lot._id,
      buyerId: regular.user._id,
      price: 20,
      quantity: 1,
    });
    expect(fourth.statusCode).toBe(429);
    expect(errorCode(fourth)).toBe('rate_limited');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);

    // A quarter later the same buyer's deal is trade again.
    await ageDeal(first._id, 100);
    const { db } = ctx.database;
    await db
      .update(tables.deals)
      .set({ createdAt: new Date(Date.now() - 100 * DAY_MS) })
      .where(eq(tables.deals.buyerId, regular.user._id));
    await db
      .update(tables.reviews)
      .set({ createdAt: new Date(Date.now() - 100 * DAY_MS) })
      .where(eq(tables.reviews.authorId, regular.user._id));
    const open = (await get(regular, 'deal/mine?status=proposed')).json<{ data: { deals: Deal[] } }>().data
      .deals[0]!;
    await act(ctx.app, person, 'accept', open._id);
    await act(ctx.app, regular, 'done', open._id);
    await act(ctx.app, person, 'done', open._id);
    await review(regular, open._id, { stars: 3 });
    await review(person, open._id, { stars: 5 });
    expect(await trustOf(person.user._id)).toMatchObject({
      dealsDone: 2,
      partners: 1,
      rating: { average: 4, count: 2 },
    });
  });
});
