import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:0:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '10',
    RATE_LIMIT_LOGIN_PER_MINUTE: '3',
    RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: '2',
  });
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress,
    payload: { email, password, role: 'user' },
  });

describe('login failures per email, counted before the password check', () => {
  it('lets at most the limit of 30 parallel wrong guesses from 30 addresses be checked; the rest are 429', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(buyer.email, `wrong-guess-${i}`, `198.51.100.${i + 1}`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code !== 401).every((code) => code === 429)).toBe(true);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(20);

    // Within the window, even the right password is refused while the email is over its limit.
    expect((await login(buyer.email, buyer.password, '198.51.100.200')).statusCode).toBe(429);
  });

  it('clears the count on a success below the limit', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    for (let i = 0; i < 9; i += 1)
      expect((await login(buyer.email, 'wrong-guess', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    expect((await login(buyer.email, buyer.password, '192.0.2.50')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await login(buyer.email, 'wrong-guess', `192.0.2.${i + 60}`)).statusCode).toBe(401);
    expect((await login(buyer.email, 'wrong-guess', '192.0.2.80')).statusCode).toBe(429);
  });
});

describe('per-IP limits count an IPv6 /64 as one caller', () => {
  it('the login limit: addresses of one /64 share a count, another /64 has its own', async () => {
    const email = 'nobody.here@gmail.com';
    const codes = [];
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:abcd::3', '2001:db8:7:1::4'])
      codes.push((await login(email, 'not-the-password', address)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await login(email, 'not-the-password', '2001:db8:7:2::1')).statusCode).toBe(401);
  });

  it('an IPv4-mapped IPv6 address counts as its IPv4', async () => {
    const email = 'nobody.else@gmail.com';
    const codes = [];
    for (const address of ['203.0.113.40', '::ffff:203.0.113.40', '203.0.113.40', '::ffff:203.0.113.40'])
      codes.push((await login(email, 'not-the-password', address)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('the anonymous read limit', async () => {
    const read = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/product/new', remoteAddress });
    expect((await read('2001:db8:9:1::1')).statusCode).toBe(200);
    expect((await read('2001:db8:9:1::2')).statusCode).toBe(200);
    expect((await read('2001:db8:9:1:ffff::3')).statusCode).toBe(429);
    expect((await read('2001:db8:9:2::1')).statusCode).toBe(200);
  });
});
