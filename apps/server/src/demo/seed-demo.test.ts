import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UNITS,
  isValidAadhaar,
  productCreateSchema,
  verhoeffCheckDigit,
  type Product,
  type ProductPage,
} from '@kisansetu/contract';
import { tables } from '../db';
import { loadOrCreateKey } from '../lib/secret-key';
import { createAadhaarVault } from '../modules/users';
import { createImageService, createImageStore } from '../storage';
import { signUpAndLogIn } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
import { DEMO_CROPS, DEMO_LISTINGS } from './demo-listings';
import { ensureDemoData, seedDemoData, type DemoSeedResult } from './seed-demo';

let ctx: TestContext;
let seeded: DemoSeedResult;
beforeAll(async () => {
  ctx = await createTestContext();
  const deps = {
    db: ctx.database.db,
    images: createImageService(createImageStore(ctx.config.uploads)),
    aadhaar: createAadhaarVault(loadOrCreateKey(undefined, ctx.dataDir, 'aadhaar.key')),
  };
  seeded = await seedDemoData(deps);
}, 120_000);
afterAll(() => ctx.close());

const tableCount = async (table: typeof tables.users | typeof tables.products) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

describe('the demo catalogue', () => {
  it('has about 60 listings covering every Most Searched crop, each valid by the product form rules', () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(DEMO_LISTINGS.map((l) => l.crop))).toEqual(new Set(DEMO_CROPS));
    for (const listing of DEMO_LISTINGS) {
      const parsed = productCreateSchema.safeParse({
        ...listing,
        price: String(listing.price),
        quantity: String(listing.quantity),
        availability: listing.inStock ? 'in_stock' : 'out_of_stock',
      });
      expect(parsed.success, listing.productName).toBe(true);
      expect(UNITS).toContain(listing.unit);
    }
    const inStock = DEMO_LISTINGS.filter((l) => l.inStock).length;
    expect(inStock).toBeGreaterThan(DEMO_LISTINGS.length * 0.7);
    expect(inStock).toBeLessThan(DEMO_LISTINGS.length);
  });

  it('gives every seller a valid Aadhaar number and every account a password of 8+ characters', () => {
    const sellers = DEMO_PEOPLE.filter((p) => p.role === 'seller');
    expect(sellers).toHaveLength(4);
    for (const { aadhaarBody } of sellers) {
      expect(aadhaarBody).toMatch(/^[2-9]\d{10}$/);
      expect(isValidAadhaar(aadhaarBody! + verhoeffCheckDigit(aadhaarBody!))).toBe(true);
    }
    expect(DEMO_LOGINS.every((l) => l.password.length >= 8)).toBe(true);
  });
});

describe('seedDemoData', () => {
  it('fills an empty database with the accounts and listings', async () => {
    // Its speed is not asserted: test files share the cores, so a bound would only be flaky.
    expect(seeded).toMatchObject({
      created: true,
      users: DEMO_PEOPLE.length,
      listings: DEMO_LISTINGS.length,
    });
    expect(await tableCount(tables.users)).toBe(DEMO_PEOPLE.length);
    expect(await tableCount(tables.products)).toBe(DEMO_LISTINGS.length);
  });

  it('places every demo account and listing at its PIN code’s centre, so the demo shows distances', async () => {
    const people = await ctx.database.db.select().from(tables.users);
    expect(people.map((u) => u.pincode).sort()).toEqual(DEMO_PEOPLE.map((p) => p.pincode).sort());
    expect(people.every((u) => u.lat !== null && u.lon !== null && u.district !== null)).toBe(true);
    const listings = await ctx.database.db.select().from(tables.products);
    expect(listings.map((l) => l.pincode).sort()).toEqual(DEMO_LISTINGS.map((l) => l.pincode).sort());
    expect(listings.every((l) => l.lat !== null && l.lon !== null)).toBe(true);
    // From Lasalgaon (Ramesh's village), the Nashik listings come first.
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/product/new?pincode=422306&sort=distance&radiusKm=100',
    });
    const { products } = response.json().data as { products: { address: string; distanceKm: number }[] };
    expect(products.length).toBeGreaterThan(3);
    expect(products.slice(0, 3).every((p) => p.address.includes('Nashik'))).toBe(true);
    expect(products.every((p) => p.distanceKm <= 100)).toBe(true);
  });

  it('gives the demo farmers a record: done deals with their chat and both reviews', async () => {
    const people = await ctx.database.db.select().from(tables.users);
    const ramesh = people.find((u) => u.email === 'ramesh.patil@gmail.com')!;
    const sunita = people.find((u) => u.email === 'sunita.sharma@gmail.com')!;
    const listings = await ctx.database.db.select().from(tables.products);
    const potato = listings.find((l) => l.productName === 'New Crop Potato')!;

    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/product/${potato.id}` });
    expect(page.json().data.product.sellerTrust).toMatchObject({
      phoneVerified: true,
      dealsDone: 2,
      partners: 2,
      rating: { average: 4.5, count: 2 },
    });
    const reviews = await ctx.app.inject({ method: 'GET', url: `/api/v1/user/reviews/${ramesh.id}` });
    expect(reviews.json().data).toMatchObject({ count: 2, histogram: { '4': 1, '5': 1 } });

    // The deal is in Sunita's chat with Ramesh, as the messages that made it.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: sunita.email, password: DEMO_PASSWORD, role: 'user' },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const thread = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/message/${ramesh.id}`,
      headers: { cookie },
    });
    const events = (thread.json().data.messages as { deal?: { event: string } }[]).flatMap((m) =>
      m.deal ? [m.deal.event] : [],
    );
    expect(events).toEqual(['proposed', 'accepted', 'marked_done', 'done']);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/deal/mine?status=done',
      headers: { cookie },
    });
    expect(mine.json().data.deals[0]).toMatchObject({ status: 'done', myReview: { stars: 5 } });
  });

  it('does nothing on a database that already has accounts', async () => {
    const again = await seedDemoData({
      db: ctx.database.db,
      images: createImageService(createImageStore(ctx.config.uploads)),
      aadhaar: createAadhaarVault(loadOrCreateKey(undefined, ctx.dataDir, 'aadhaar.key')),
    });
    expect(again.created).toBe(false);
    expect(await tableCount(tables.products)).toBe(DEMO_LISTINGS.length);
  });

  it.each(DEMO_LOGINS.map((l) => [l.email, l.role, l.password] as const))(
    'lets %s log in as %s',
    async (email, role, password) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email, password, role },
      });
      expect(response.statusCode).toBe(200);
      const user = response.json().data.user;
      expect(user.avatarUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      if (role === 'seller') {
        expect(user.aadharNumber).toMatch(/^XXXXXXXX\d{4}$/);
        const person = DEMO_PEOPLE.find((p) => p.email === email)!;
        const full = person.aadhaarBody! + user.aadharNumber.slice(-1);
        expect(isValidAadhaar(full)).toBe(true);
      }
    },
  );

  it('serves a newest page that mixes crops and sellers, with working photos', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/new' });
    const page = response.json<{ data: ProductPage }>().data;
    expect(page.totalCount).toBe(DEMO_LISTINGS.length);
    expect(page.products).toHaveLength(12);
    expect(new Set(page.products.map((p) => p.sellerId)).size).toBeGreaterThanOrEqual(3);
    const names = page.products.map((p) => p.productName);
    expect(new Set(names).size).toBeGreaterThanOrEqual(10);
    for (const product of page.products) {
      expect(product.image.length).toBeGreaterThanOrEqual(1);
      const card = await ctx.app.inject({ method: 'GET', url: product.thumbnails[0]! });
      expect(card.statusCode).toBe(200);
      expect(card.rawPayload.length).toBeLessThan(30 * 1024);
    }
  });

  it.each([
    ['saffron', 'Pampore'],
    ['wheet', 'Karnal'],
    ['coffee', 'Kodagu'],
    ['basmati', 'Karnal'],
  ])('can be searched: %s near %s', async (name, address) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/product/search',
      query: { name, address },
    });
    const products: Product[] = response.json().data.products;
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.address).toContain(address);
  });
});

describe('ensureDemoData', () => {
  it('runs only for the embedded database with DEMO_DATA on', async () => {
    expect(await ensureDemoData({ ...ctx.config, demoData: false }, ctx.database)).toBeNull();
    const result = await ensureDemoData({ ...ctx.config, demoData: true }, ctx.database);
    if (ctx.database.kind === 'postgres') {
      expect(result).toBeNull();
    } else {
      // Already seeded above: nothing new, but the logins are reported again.
      expect(result).toMatchObject({ created: false, logins: DEMO_LOGINS });
    }
  });

  it('never seeds PostgreSQL', async () => {
    const before = await tableCount(tables.users);
    expect(
      await ensureDemoData({ ...ctx.config, demoData: true }, { ...ctx.database, kind: 'postgres' }),
    ).toBeNull();
    expect(await tableCount(tables.users)).toBe(before);
  });

  it('leaves a database with other accounts alone, and prints no demo logins for it', async () => {
    const other = await createTestContext();
    try {
      await signUpAndLogIn(other.app, 'user');
      // Labelled embedded whatever this run uses: the decision under test is "accounts exist", not the driver.
      const result = await ensureDemoData(
        { ...other.config, demoData: true },
        { ...other.database, kind: 'pglite' },
      );
      expect(result).toBeNull();
      expect((await other.database.db.select({ n: count() }).from(tables.products))[0]!.n).toBe(0);
      expect((await other.database.db.select({ n: count() }).from(tables.users))[0]!.n).toBe(1);
    } finally {
      await other.close();
    }
  });
});
