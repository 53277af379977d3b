import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@kisansetu/contract';
import { tables } from '../db';
import { isAppError } from '../errors';
import { signUpAndLogIn } from '../../test/fixtures';
import { signUpModerator } from '../../test/moderation-fixtures';
import { connectClient, expectRefused, listen } from '../../test/socket-client';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createHashGate } from './password';
import { startSessionPurge } from './session-purge';
import { MODERATOR_SESSION_HOURS } from './session-store';

const HOUR_MS = 3600 * 1000;

describe('the session cookie with Secure cookies (production)', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestContext({ COOKIE_SECURE: 'true' });
    baseUrl = await listen(ctx.app);
  });
  afterAll(() => ctx.close());

  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain; only that name is read', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: buyer.email, password: buyer.password, role: 'user' },
    });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie.startsWith(`__Host-${SESSION_COOKIE}=`)).toBe(true);
    const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
    // The answer still carries the token for apps that send it as a Bearer.
    const token = login.json<{ data: { accessToken: string } }>().data.accessToken;
    expect(setCookie).toContain(encodeURIComponent(token));

    const me = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
    expect((await me(`__Host-${SESSION_COOKIE}=${token}`)).statusCode).toBe(200);
    expect((await me(`${SESSION_COOKIE}=${token}`)).statusCode).toBe(401);

    // The socket reads the same name.
    const socket = await connectClient(baseUrl, { cookie: `__Host-${SESSION_COOKIE}=${token}` });
    socket.close();
    expect((await expectRefused(baseUrl, { cookie: `${SESSION_COOKIE}=${token}` })).message).toBe(
      'unauthorized',
    );

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { cookie: `__Host-${SESSION_COOKIE}=${token}` },
    });
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=;`));
  });
});

describe('session lifetimes and the purge', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ SESSION_TTL_DAYS: '30' });
  });
  afterAll(() => ctx.close());

  async function expiryOfSessionsOf(userId: string): Promise<number[]> {
    const rows = await ctx.database.db
      .select()
      .from(tables.sessions)
      .where(eq(tables.sessions.userId, userId));
    return rows.map((row) => row.expiresAt.getTime());
  }

  it(`ends a moderator's session after ${MODERATOR_SESSION_HOURS} hours, anyone else's after SESSION_TTL_DAYS`, async () => {
    const started = Date.now();
    const moderator = await signUpModerator(ctx.app, ctx.database.db);
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const [moderatorExpiry] = await expiryOfSessionsOf(moderator.user._id);
    const [buyerExpiry] = await expiryOfSessionsOf(buyer.user._id);
    const finished = Date.now();
    expect(moderatorExpiry).toBeGreaterThanOrEqual(started + 12 * HOUR_MS - 1000);
    expect(moderatorExpiry).toBeLessThanOrEqual(finished + 12 * HOUR_MS + 1000);
    expect(buyerExpiry).toBeGreaterThanOrEqual(started + 30 * 24 * HOUR_MS - 1000);
  });

  it('purges expired sessions on its timer, and their push subscriptions with them; live ones stay', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const { db } = ctx.database;
    const [expired] = await db
      .insert(tables.sessions)
      .values({
        tokenHash: randomBytes(32).toString('hex'),
        userId: buyer.user._id,
        expiresAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await db.insert(tables.pushSubscriptions).values({
      userId: buyer.user._id,
      sessionId: expired!.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/expired-session',
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
    });
    const before = await expiryOfSessionsOf(buyer.user._id);
    expect(before).toHaveLength(2);

    const purge = startSessionPurge({
      purge: () => ctx.app.sessions.purgeExpired(),
      everyMs: 20,
      onError: (error) => {
        throw error;
      },
    });
    try {
      const deadline = Date.now() + 5_000;
      while ((await expiryOfSessionsOf(buyer.user._id)).length > 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await purge.stop();
    }
    const left = await expiryOfSessionsOf(buyer.user._id);
    expect(left).toHaveLength(1);
    expect(left[0]).toBeGreaterThan(Date.now());
    const subscriptions = await db
      .select()
      .from(tables.pushSubscriptions)
      .where(eq(tables.pushSubscriptions.userId, buyer.user._id));
    expect(subscriptions).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie: buyer.cookie } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the password-hash queue', () => {
  it('runs the allowed number at once, queues up to its bound, and refuses beyond it with a 503 and Retry-After', async () => {
    const gate = createHashGate({ running: 1, waiting: 1 });
    let release: () => void = () => undefined;
    const first = gate.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = gate.run(async () => 'second');
    expect(gate.load).toEqual({ running: 1, waiting: 1 });

    const refused = await gate.run(async () => 'third').catch((error: unknown) => error);
    expect(isAppError(refused)).toBe(true);
    expect(refused).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      headers: { 'retry-after': '5' },
    });

    release();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run(async () => 'after')).toBe('after');
  });
});
