import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@kisansetu/contract';
import { tables } from '../../db';
import { formData, signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { call, fileReport, signUpModerator } from '../../../test/moderation-fixtures';
import { saveSearch } from '../../../test/notification-fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { browserKeys, LocalPushService } from '../../../test/push-endpoint';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { isPublicAddress, PUSH_SERVICE_HOSTS, type PushEndpointPolicy } from './endpoint-policy';

let ctx: TestContext;
let pushService: LocalPushService;
let farmer: SignedIn;

/** What the local push service's address resolves to now (a test moves it to a private address). */
let localAddress = '127.0.0.1';
const resolved: string[] = [];
/** A made-up DNS for the real push services' names; the local service is the one loopback exception. */
const policy: PushEndpointPolicy = {
  hosts: [...PUSH_SERVICE_HOSTS, '127.0.0.1'],
  resolve: async (host) => {
    resolved.push(host);
    if (host === '127.0.0.1') return [localAddress];
    const table: Record<string, string[]> = {
      'fcm.googleapis.com': ['142.250.183.10', '2a00:1450:4009:81f::200a'],
      'updates.push.services.mozilla.com': ['::ffff:10.1.2.3'],
      'web.push.apple.com': ['17.57.146.1', '192.168.1.5'],
    };
    const found = table[host];
    if (!found) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return found;
  },
  isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
};

beforeAll(async () => {
  pushService = await new LocalPushService().start();
  ctx = await createTestContext(
    { RATE_LIMIT_PUSH_SUBSCRIBE_PER_HOUR: '6' },
    { pushAgent: pushService.agent, pushEndpointPolicy: policy },
  );
  farmer = await signUpAndLogIn(ctx.app, 'seller');
});
afterAll(async () => {
  await ctx.close();
  await pushService.stop();
});

const subscribe = (cookie: string, endpoint: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscribe',
    payload: browserKeys().json(endpoint),
    headers: { cookie },
  });

async function endpointsOf(userId: string): Promise<string[]> {
  const rows = await ctx.database.db.select().from(tables.pushSubscriptions);
  return rows.filter((row) => row.userId === userId).map((row) => new URL(row.endpoint).pathname);
}

const pushesTo = (name: string) =>
  pushService.received.filter((push) => push.path === `/push/${name}`).length;

/** Waits until `done()` holds (at most 5 s): pushes are sent in the background after the write that caused them. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Posts a listing `crop` matches, waits for its push at the `arrives` endpoint, then a moment more, and says whether
 * any reached `silent`.
 */
async function listingReaches(crop: string, arrives: string, silent: string): Promise<boolean> {
  const before = pushesTo(arrives);
  const silentBefore = pushesTo(silent);
  await createProduct(ctx.app, farmer.cookie, { productName: crop, price: '60', unit: 'kg' });
  await until(() => pushesTo(arrives) > before, `a push at ${arrives}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  return pushesTo(silent) > silentBefore;
}

describe('how many, how often', () => {
  it('keeps at most 5 subscriptions a person (a sixth replaces the oldest) and limits subscribing per hour', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    for (let i = 1; i <= 6; i += 1)
      expect((await subscribe(buyer.cookie, pushService.endpoint(`cap-${i}`))).statusCode).toBe(201);
    expect((await endpointsOf(buyer.user._id)).sort()).toEqual(
      ['/push/cap-2', '/push/cap-3', '/push/cap-4', '/push/cap-5', '/push/cap-6'].sort(),
    );

    const limited = await subscribe(buyer.cookie, pushService.endpoint('cap-7'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account has its own count.
    const other = await signUpAndLogIn(ctx.app, 'user');
    expect((await subscribe(other.cookie, pushService.endpoint('cap-other'))).statusCode).toBe(201);
  });

  it('sends at most 8 pushes at once, and every one of them arrives', async () => {
    const buyers = [await signUpAndLogIn(ctx.app, 'user'), await signUpAndLogIn(ctx.app, 'user')];
    for (const [b, buyer] of buyers.entries()) {
      for (let i = 0; i < 5; i += 1) await subscribe(buyer.cookie, pushService.endpoint(`fan-${b}-${i}`));
      await saveSearch(ctx.app, buyer.cookie, { query: 'kesar' });
    }
    pushService.delayMs = 300;
    pushService.maxInFlight = 0;
    const before = pushService.received.length;
    try {
      await createProduct(ctx.app, farmer.cookie, { productName: 'Kesar Mango', price: '120', unit: 'kg' });
      await until(() => pushService.received.length >= before + 10, 'ten pushes');
    } finally {
      pushService.delayMs = 0;
    }
    expect(pushService.maxInFlight).toBeGreaterThan(1);
    expect(pushService.maxInFlight).toBeLessThanOrEqual(8);
  });
});

describe('where pushes may go', () => {
  it.each([
    ['a host that is no push service', 'https://evil.example/push/x'],
    ['an internal address', 'https://10.0.0.1/push/x'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['localhost', 'https://localhost/push/x'],
    [
      'a push service name resolving to a private address',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
    ],
    ['a push service name with one private address', 'https://web.push.apple.com/QGx'],
    ['a name that does not resolve', 'https://nowhere.push.apple.com/x'],
  ])('refuses %s with 400 on the field endpoint', async (_what, endpoint) => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const response = await subscribe(buyer.cookie, endpoint);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      code: 'validation_failed',
      key: 'validation.pushEndpointNotAllowed',
      fields: { endpoint: VALIDATION.pushEndpointNotAllowed },
    });
    expect(await endpointsOf(buyer.user._id)).toEqual([]);
  });

  it('accepts a known push service whose addresses are public', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    expect((await subscribe(buyer.cookie, 'https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(201);
    expect(await endpointsOf(buyer.user._id)).toEqual(['/fcm/send/abc']);
  });

  it('sends nothing to an endpoint whose host now resolves to a private address, and sends once it no longer does', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    expect((await subscribe(buyer.cookie, pushService.endpoint('rebound'))).statusCode).toBe(201);
    await saveSearch(ctx.app, buyer.cookie, { query: 'jamun' });

    localAddress = '10.0.0.9';
    try {
      const lookups = resolved.length;
      await createProduct(ctx.app, farmer.cookie, { productName: 'Jamun', price: '80', unit: 'kg' });
      // The send looked the host up again, and found the private address.
      await until(() => resolved.slice(lookups).includes('127.0.0.1'), 'the send-time lookup');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(pushesTo('rebound')).toBe(0);
    } finally {
      localAddress = '127.0.0.1';
    }
    await createProduct(ctx.app, farmer.cookie, { productName: 'Jamun Desi', price: '70', unit: 'kg' });
    await until(() => pushesTo('rebound') === 1, 'the push once the address is public again');
  });
});

describe('a subscription ends with the session that made it', () => {
  it('on logout', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const witness = await signUpAndLogIn(ctx.app, 'user');
    await subscribe(buyer.cookie, pushService.endpoint('logout-phone'));
    await subscribe(witness.cookie, pushService.endpoint('logout-witness'));
    await saveSearch(ctx.app, buyer.cookie, { query: 'karonda' });
    await saveSearch(ctx.app, witness.cookie, { query: 'karonda' });

    expect((await call(ctx.app, 'POST', 'user/logout', buyer)).statusCode).toBe(200);
    expect(await endpointsOf(buyer.user._id)).toEqual([]);
    expect(await listingReaches('Karonda', 'logout-witness', 'logout-phone')).toBe(false);
  });

  it('on a password change made from another session, which keeps its own', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const login = await call(ctx.app, 'POST', 'user/login', undefined, {
      email: buyer.email,
      password: buyer.password,
      role: 'user',
    });
    const laptop = String(login.headers['set-cookie']).split(';')[0]!;
    await subscribe(buyer.cookie, pushService.endpoint('password-phone'));
    await subscribe(laptop, pushService.endpoint('password-laptop'));
    await saveSearch(ctx.app, buyer.cookie, { query: 'phalsa' });

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/update/customer/profile',
      payload: formData({ password: buyer.password, newPassword: 'a-fresh-password-7' }),
      headers: { cookie: laptop },
    });
    expect(changed.statusCode).toBe(200);
    expect(await endpointsOf(buyer.user._id)).toEqual(['/push/password-laptop']);
    expect(await listingReaches('Phalsa', 'password-laptop', 'password-phone')).toBe(false);
  });

  it('on a suspension by a moderator', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const witness = await signUpAndLogIn(ctx.app, 'user');
    const moderator = await signUpModerator(ctx.app, ctx.database.db);
    await subscribe(buyer.cookie, pushService.endpoint('suspended-phone'));
    await subscribe(witness.cookie, pushService.endpoint('suspension-witness'));
    await saveSearch(ctx.app, buyer.cookie, { query: 'kokum' });
    await saveSearch(ctx.app, witness.cookie, { query: 'kokum' });

    const reportId = await fileReport(ctx.app, witness, 'user', buyer.user._id, 'scam');
    const resolved = await call(ctx.app, 'POST', `moderation/reports/${reportId}/resolve`, moderator, {
      action: 'suspend_user',
    });
    expect(resolved.statusCode).toBe(200);
    expect(await endpointsOf(buyer.user._id)).toEqual([]);
    expect(await listingReaches('Kokum', 'suspension-witness', 'suspended-phone')).toBe(false);
  });
});
