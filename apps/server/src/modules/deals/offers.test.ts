import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotOffers, Message, Product, ProductDetail } from '@kisansetu/contract';
import { tables } from '../../db';
import { history } from '../../../test/chat-fixtures';
import { apiCall, dealOf, doneDeal, propose, provePhone } from '../../../test/deal-fixtures';
import { formData, signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { listNotifications } from '../../../test/notification-fixtures';
import { LASALGAON, priceDays } from '../../../test/price-fixtures';
import { createProduct, productFields, putProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { importMandiRecords } from '../prices';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await importMandiRecords(ctx.database.db, priceDays(LASALGAON, 'Onion', 3, 2000), 'agmarknet');
});
afterAll(async () => {
  await ctx.close();
});

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** A farmer with a proved phone and one lot of onion, open for offers for a day unless told otherwise. */
async function farmerWithLot(overrides: Record<string, string> = {}) {
  const farmer = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Ramesh Patil' });
  await provePhone(ctx.database.db, farmer.user._id);
  const lot = await createProduct(ctx.app, farmer.cookie, {
    productName: 'Red Onion',
    unit: 'quintal',
    quantity: '6',
    price: '2000',
    address: 'Pimpalgaon Baswant, Nashik',
    pincode: '422209',
    offersUntil: inHours(24),
    ...overrides,
  });
  return { farmer, lot };
}

async function buyer(fullName: string): Promise<SignedIn> {
  const person = await signUpAndLogIn(ctx.app, 'user', { fullName });
  await provePhone(ctx.database.db, person.user._id);
  return person;
}

const offersOf = async (as: SignedIn, productId: string) => {
  const response = await apiCall(ctx.app, 'GET', `deal/offers/${productId}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: LotOffers }>().data;
};

const statusOf = async (dealId: string) =>
  (
    await ctx.database.db
      .select({ status: tables.deals.status })
      .from(tables.deals)
      .where(eq(tables.deals.id, dealId))
  )[0]?.status;

describe('a lot open for offers until a day and hour', () => {
  it('takes the deadline when posting, within 7 days and in the future only', async () => {
    const { lot } = await farmerWithLot();
    expect(Date.parse(lot.offersUntil!)).toBeGreaterThan(Date.now());
    expect(lot.offerCount).toBe(0);
    const farmer = await signUpAndLogIn(ctx.app, 'seller');
    for (const [offersUntil, message] of [
      [inHours(-1), 'Choose a time later than now'],
      [inHours(24 * 8), 'Offers can stay open for at most 7 days'],
      ['tomorrow at five', 'Enter a date and hour'],
    ] as const) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/product/create',
        headers: { cookie: farmer.cookie },
        payload: formData(productFields({ offersUntil })),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.fields.offersUntil).toBe(message);
    }
  });

  it('ranks offers by price per kg, shows the buyer a count and never an amount', async () => {
    const { farmer, lot } = await farmerWithLot();
    const sunita = await buyer('Sunita Shah');
    const anil = await buyer('Anil Traders');
    const meena = await buyer('Meena Foods');
    // Sunita bought from another farmer before: her trust counts that deal with that one person.
    const earlier = await farmerWithLot({ productName: 'Old Onion' });
    await doneDeal(ctx.app, sunita, earlier.farmer, earlier.lot._id, 6);
    const first = await propose(ctx.app, anil, { productId: lot._id, price: 2000, quantity: 2 });
    const best = await propose(ctx.app, sunita, { productId: lot._id, price: 2120, quantity: 6 });
    const same = await propose(ctx.app, meena, { productId: lot._id, price: 2000, quantity: 3 });

    const ranked = await offersOf(farmer, lot._id);
    expect(ranked.offersUntil).toBe(lot.offersUntil);
    expect(ranked.offers.map((offer) => offer.deal._id)).toEqual([best._id, first._id, same._id]);
    expect(ranked.offers.map((offer) => offer.pricePerKg)).toEqual([21.2, 20, 20]);
    expect(ranked.offers[0]!.buyerTrust).toMatchObject({ phoneVerified: true, dealsDone: 1, partners: 1 });
    expect(ranked.offers[1]!.buyerTrust).toMatchObject({ phoneVerified: true, dealsDone: 0, partners: 0 });
    expect(ranked.offers[0]!.mandi).toEqual({
      market: 'Lasalgaon',
      modalPrice: 2000,
      unit: 'quintal',
      date: '2025-11-20',
      percent: 6,
    });

    const seen = await apiCall(ctx.app, 'GET', `product/${lot._id}`, meena);
    const product = seen.json<{ data: { product: ProductDetail } }>().data.product;
    expect(product.offerCount).toBe(3);
    expect(seen.body).not.toContain('2120');
    const listed = await apiCall(ctx.app, 'GET', 'product/search?name=Red%20Onion');
    const card = listed
      .json<{ data: { products: Product[] } }>()
      .data.products.find((p) => p._id === lot._id);
    expect(card?.offerCount).toBe(3);
    expect((await apiCall(ctx.app, 'GET', `deal/offers/${lot._id}`, meena)).statusCode).toBe(403);
    const otherFarmer = await signUpAndLogIn(ctx.app, 'seller');
    expect((await apiCall(ctx.app, 'GET', `deal/offers/${lot._id}`, otherFarmer)).statusCode).toBe(403);
  });

  it('compares per kg across units: a lot in kg and a lot in quintals', async () => {
    const { farmer, lot } = await farmerWithLot({ unit: 'kg', quantity: '600', price: '20' });
    const trader = await buyer('Kisan Traders');
    await propose(ctx.app, trader, { productId: lot._id, price: 19, quantity: 600 });
    const [offer] = (await offersOf(farmer, lot._id)).offers;
    expect(offer).toMatchObject({ pricePerKg: 19, mandi: { percent: -5 } });
  });

  it('refuses offers after the deadline (409) and takes them again once the farmer extends it', async () => {
    const { farmer, lot } = await farmerWithLot();
    await ctx.database.db
      .update(tables.products)
      .set({ offersUntil: new Date(Date.now() - 60_000) })
      .where(eq(tables.products.id, lot._id));
    const late = await buyer('Late Buyer');
    const refused = await apiCall(ctx.app, 'POST', 'deal/propose', late, {
      productId: lot._id,
      price: 2100,
      quantity: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toMatchObject({ code: 'offers_closed', key: 'server.offersClosed' });

    const extended = await putProduct(ctx.app, farmer.cookie, lot._id, {
      ...productFields({ productName: 'Red Onion', unit: 'quintal', quantity: '6', price: '2000' }),
      address: 'Pimpalgaon Baswant, Nashik',
      offersUntil: inHours(30),
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(
      dealOf(
        await apiCall(ctx.app, 'POST', 'deal/propose', late, {
          productId: lot._id,
          price: 2100,
          quantity: 1,
        }),
        201,
      ).status,
    ).toBe('proposed');
    // An edit that does not send the field keeps the deadline.
    const kept = await putProduct(ctx.app, farmer.cookie, lot._id, {
      ...productFields({ productName: 'Red Onion', unit: 'quintal', quantity: '6', price: '1900' }),
      address: 'Pimpalgaon Baswant, Nashik',
    });
    expect(kept.json<{ data: { product: Product } }>().data.product.offersUntil).not.toBeNull();
  });
});

describe('accepting the best offer', () => {
  it('closes the other offers on a whole-lot acceptance, each buyer told in the chat and by a notification', async () => {
    const { farmer, lot } = await farmerWithLot();
    const sunita = await buyer('Sunita Shah');
    const anil = await buyer('Anil Traders');
    const meena = await buyer('Meena Foods');
    const best = await propose(ctx.app, sunita, { productId: lot._id, price: 2120, quantity: 6 });
    const others = [
      await propose(ctx.app, anil, { productId: lot._id, price: 2000, quantity: 6 }),
      await propose(ctx.app, meena, { productId: lot._id, price: 1900, quantity: 4 }),
    ];
    expect(dealOf(await apiCall(ctx.app, 'POST', `deal/accept/${best._id}`, farmer)).status).toBe('accepted');
    for (const [offer, who] of [
      [others[0]!, anil],
      [others[1]!, meena],
    ] as const) {
      expect(await statusOf(offer._id)).toBe('declined');
      const thread = await history(ctx.app, who, farmer.user._id);
      const closing = thread.at(-1) as Message;
      expect(closing.deal).toMatchObject({
        _id: offer._id,
        status: 'declined',
        closedBecause: 'another_offer_accepted',
      });
      const { notifications } = await listNotifications(ctx.app, who.cookie);
      expect(notifications.map((n) => n.kind)).toContain('offer_closed');
    }
    const product = (await apiCall(ctx.app, 'GET', `product/${lot._id}`)).json<{
      data: { product: Product };
    }>();
    expect(product.data.product.offerCount).toBe(0);
  });

  it('leaves the rest open when the accepted offer is for part of the lot', async () => {
    const { farmer, lot } = await farmerWithLot();
    const part = await propose(ctx.app, await buyer('Small Buyer'), {
      productId: lot._id,
      price: 2100,
      quantity: 2,
    });
    const rest = await propose(ctx.app, await buyer('Other Buyer'), {
      productId: lot._id,
      price: 2000,
      quantity: 4,
    });
    await apiCall(ctx.app, 'POST', `deal/accept/${part._id}`, farmer);
    expect(await statusOf(rest._id)).toBe('proposed');
    // What is left (4) is now covered by the other offer: accepting it closes nothing more, and nothing is left.
    expect(dealOf(await apiCall(ctx.app, 'POST', `deal/accept/${rest._id}`, farmer)).status).toBe('accepted');
  });

  it('changes nothing when a write fails half-way: every offer stays as it was', async () => {
    const { farmer, lot } = await farmerWithLot();
    const best = await propose(ctx.app, await buyer('Best Buyer'), {
      productId: lot._id,
      price: 2200,
      quantity: 6,
    });
    const other = await propose(ctx.app, await buyer('Other Buyer'), {
      productId: lot._id,
      price: 2000,
      quantity: 6,
    });
    // The closing message of the other offer cannot be stored: the acceptance fails after its first writes.
    await ctx.database.db.execute(sql`
      CREATE FUNCTION refuse_closing() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.deal->>'closedBecause' IS NOT NULL THEN RAISE EXCEPTION 'closing refused'; END IF;
        RETURN NEW;
      END $$`);
    await ctx.database.db.execute(
      sql`CREATE TRIGGER refuse_closing BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION refuse_closing()`,
    );
    try {
      const failed = await apiCall(ctx.app, 'POST', `deal/accept/${best._id}`, farmer);
      expect(failed.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`DROP TRIGGER refuse_closing ON messages`);
      await ctx.database.db.execute(sql`DROP FUNCTION refuse_closing()`);
    }
    expect(await statusOf(best._id)).toBe('proposed');
    expect(await statusOf(other._id)).toBe('proposed');
    const ranked = await offersOf(farmer, lot._id);
    expect(ranked.offers).toHaveLength(2);
  });

  it('lets only one of two acceptances made at once that each cover the lot win', async () => {
    const { farmer, lot } = await farmerWithLot();
    const a = await propose(ctx.app, await buyer('Buyer A'), {
      productId: lot._id,
      price: 2100,
      quantity: 6,
    });
    const b = await propose(ctx.app, await buyer('Buyer B'), {
      productId: lot._id,
      price: 2050,
      quantity: 6,
    });
    const answers = await Promise.all([
      apiCall(ctx.app, 'POST', `deal/accept/${a._id}`, farmer),
      apiCall(ctx.app, 'POST', `deal/accept/${b._id}`, farmer),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const statuses = [await statusOf(a._id), await statusOf(b._id)].sort();
    expect(statuses).toEqual(['accepted', 'declined']);
  });
});

describe('the end of the time for offers', () => {
  it('tells the farmer once how many offers wait and the best of them', async () => {
    const { farmer, lot } = await farmerWithLot();
    await propose(ctx.app, await buyer('Sunita Shah'), { productId: lot._id, price: 1850, quantity: 6 });
    await propose(ctx.app, await buyer('Anil Traders'), { productId: lot._id, price: 1800, quantity: 6 });
    await ctx.database.db
      .update(tables.products)
      .set({ offersUntil: new Date(Date.now() - 1000) })
      .where(eq(tables.products.id, lot._id));
    await ctx.app.sweepEndedOffers();
    await ctx.app.sweepEndedOffers();
    const { notifications } = await listNotifications(ctx.app, farmer.cookie);
    const deadline = notifications.filter((n) => n.kind === 'offers_deadline');
    expect(deadline).toHaveLength(1);
    expect(deadline[0]).toMatchObject({
      link: `/offers/${lot._id}`,
      params: { productName: 'Red Onion', count: 2, price: 1850, unit: 'quintal', name: 'Sunita Shah' },
    });
    // No reviews yet: the best buyer's name ends the sentence, without empty stars.
    expect(deadline[0]!.body).toBe('2 offers; best ₹1,850/quintal from Sunita Shah');
  });
});
