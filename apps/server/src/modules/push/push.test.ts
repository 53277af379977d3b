import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema } from '@kisansetu/contract';
import { tables } from '../../db';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { saveSearch } from '../../../test/notification-fixtures';
import { browserKeys, decryptPush, LocalPushService } from '../../../test/push-endpoint';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { isPublicAddress, PUSH_SERVICE_HOSTS } from './endpoint-policy';

let ctx: TestContext;
let pushService: LocalPushService;
let farmer: SignedIn;

beforeAll(async () => {
  pushService = await new LocalPushService().start();
  // The production policy plus the local push service: its loopback address is the one exception.
  ctx = await createTestContext(
    {},
    {
      pushAgent: pushService.agent,
      pushEndpointPolicy: {
        hosts: [...PUSH_SERVICE_HOSTS, '127.0.0.1'],
        resolve: async (host) => [host],
        isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
      },
    },
  );
  farmer = await signUpAndLogIn(ctx.app, 'seller');
});
afterAll(async () => {
  await ctx.close();
  await pushService.stop();
});

const subscribe = (cookie: string | undefined, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscribe',
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });

async function subscriptionsOf(userId: string) {
  const rows = await ctx.database.db.select().from(tables.pushSubscriptions);
  return rows.filter((row) => row.userId === userId);
}

/** Waits until the local push service has received `count` messages. */
async function received(count: number) {
  const deadline = Date.now() + 5_000;
  while (pushService.received.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${pushService.received.length} pushes arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return pushService.received;
}

describe('Web Push', () => {
  it('serves the VAPID public key to signed-in callers, generated once into DATA_DIR on the embedded database', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/push/key' })).statusCode).toBe(401);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/push/key',
      headers: { cookie: buyer.cookie },
    });
    const { publicKey } = response.json<{ data: { publicKey: string } }>().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    if (ctx.database.kind === 'pglite') {
      const file = await stat(path.join(ctx.dataDir, 'vapid.json'));
      expect(file.mode & 0o777).toBe(0o600);
    }
  });

  it('refuses what is not a push subscription, and callers who are not signed in', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const browser = browserKeys();
    expect((await subscribe(undefined, browser.json(pushService.endpoint('x')))).statusCode).toBe(401);
    expect((await subscribe(buyer.cookie, browser.json('http://127.0.0.1/plain'))).statusCode).toBe(400);
    expect(
      (await subscribe(buyer.cookie, { endpoint: pushService.endpoint('x'), keys: { auth: 'short' } }))
        .statusCode,
    ).toBe(400);
  });

  it('pushes a notification encrypted to the browser’s keys, signed with the server’s VAPID key', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const browser = browserKeys();
    const endpoint = pushService.endpoint('buyer-phone');
    expect((await subscribe(buyer.cookie, browser.json(endpoint))).statusCode).toBe(201);
    await saveSearch(ctx.app, buyer.cookie, { query: 'bhindi' });
    const before = pushService.received.length;
    const product = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Okra',
      price: '40',
      unit: 'kg',
    });

    const push = (await received(before + 1)).at(-1)!;
    expect(push.path).toBe('/push/buyer-phone');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const key = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/push/key', headers: { cookie: buyer.cookie } })
    ).json<{
      data: { publicKey: string };
    }>().data.publicKey;
    expect(String(push.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`),
    );
    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(push.body, browser)));
    expect(payload).toMatchObject({ kind: 'saved_search_match', link: `/description/${product._id}` });
    expect(payload.body).toContain('Okra');
  });

  it('deletes a subscription the push service answers 410 Gone, and keeps one it answers 500', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    await subscribe(buyer.cookie, browserKeys().json(pushService.endpoint('old-phone')));
    await saveSearch(ctx.app, buyer.cookie, { query: 'lauki' });
    expect(await subscriptionsOf(buyer.user._id)).toHaveLength(1);

    pushService.status = 500;
    let before = pushService.received.length;
    await createProduct(ctx.app, farmer.cookie, { productName: 'Bottle Gourd', price: '20', unit: 'kg' });
    await received(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await subscriptionsOf(buyer.user._id)).toHaveLength(1);

    pushService.status = 410;
    before = pushService.received.length;
    await createProduct(ctx.app, farmer.cookie, { productName: 'Lauki', price: '18', unit: 'kg' });
    await received(before + 1);
    const deadline = Date.now() + 5_000;
    while ((await subscriptionsOf(buyer.user._id)).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await subscriptionsOf(buyer.user._id)).toEqual([]);
    pushService.status = 201;
  });

  it('unsubscribes the caller’s own endpoint only; the same endpoint subscribed again moves to the new account', async () => {
    const first = await signUpAndLogIn(ctx.app, 'user');
    const second = await signUpAndLogIn(ctx.app, 'user');
    const endpoint = pushService.endpoint('shared-phone');
    await subscribe(first.cookie, browserKeys().json(endpoint));
    await subscribe(second.cookie, browserKeys().json(endpoint));
    expect(await subscriptionsOf(first.user._id)).toEqual([]);
    expect(await subscriptionsOf(second.user._id)).toHaveLength(1);
    const unsubscribe = (cookie: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/v1/push/subscribe',
        headers: { cookie },
        payload: { endpoint },
      });
    expect((await unsubscribe(first.cookie)).statusCode).toBe(200);
    expect(await subscriptionsOf(second.user._id)).toHaveLength(1);
    expect((await unsubscribe(second.cookie)).statusCode).toBe(200);
    expect(await subscriptionsOf(second.user._id)).toEqual([]);
  });
});

describe('Web Push in the subscriber’s language (issue #18)', () => {
  /** The push that reached `name`'s endpoint last, decrypted with that browser's keys. */
  function lastPushTo(name: string, browser: ReturnType<typeof browserKeys>) {
    const push = pushService.received.filter((p) => p.path === `/push/${name}`).at(-1);
    if (!push) throw new Error(`no push reached ${name}`);
    return pushPayloadSchema.parse(JSON.parse(decryptPush(push.body, browser)));
  }

  it('writes each browser’s pushes in the language it subscribed with, the unit too; subscribing again switches it', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const hindiPhone = browserKeys();
    const englishPhone = browserKeys();
    const hindiEndpoint = pushService.endpoint('hindi-phone');
    expect(
      (await subscribe(buyer.cookie, { ...hindiPhone.json(hindiEndpoint), lang: 'hi' })).statusCode,
    ).toBe(201);
    // No `lang`: an older web, or one that never said; English, as every push was before.
    expect(
      (await subscribe(buyer.cookie, englishPhone.json(pushService.endpoint('english-phone')))).statusCode,
    ).toBe(201);
    const langs = (await subscriptionsOf(buyer.user._id)).map((row) => row.lang).sort();
    expect(langs).toEqual(['en', 'hi']);
    await saveSearch(ctx.app, buyer.cookie, { query: 'tamatar' });

    let before = pushService.received.length;
    await createProduct(ctx.app, farmer.cookie, { productName: 'Tomato', price: '1800', unit: 'quintal' });
    await received(before + 2);
    expect(lastPushTo('hindi-phone', hindiPhone)).toMatchObject({
      kind: 'saved_search_match',
      title: 'आपकी खोज "tamatar" के लिए नई फ़सल',
      body: 'Tomato ₹1,800/क्विंटल में, Sehore, Madhya Pradesh।',
    });
    expect(lastPushTo('english-phone', englishPhone)).toMatchObject({
      title: 'New crop for your search "tamatar"',
      body: 'Tomato for ₹1,800/quintal at Sehore, Madhya Pradesh.',
    });

    // The person switches the UI to Tamil: the web subscribes the same endpoint again with the new language.
    expect(
      (await subscribe(buyer.cookie, { ...hindiPhone.json(hindiEndpoint), lang: 'ta' })).statusCode,
    ).toBe(201);
    expect((await subscriptionsOf(buyer.user._id)).map((row) => row.lang).sort()).toEqual(['en', 'ta']);
    before = pushService.received.length;
    await createProduct(ctx.app, farmer.cookie, { productName: 'Tamatar Desi', price: '20', unit: 'kg' });
    await received(before + 2);
    expect(lastPushTo('hindi-phone', hindiPhone).body).toBe(
      'Tamatar Desi, ₹20/கிலோ, Sehore, Madhya Pradesh இல்.',
    );
    expect(lastPushTo('english-phone', englishPhone).body).toBe(
      'Tamatar Desi for ₹20/kg at Sehore, Madhya Pradesh.',
    );
  });

  it('refuses a language the app does not speak', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const response = await subscribe(buyer.cookie, {
      ...browserKeys().json(pushService.endpoint('x')),
      lang: 'fr',
    });
    expect(response.statusCode).toBe(400);
  });
});
