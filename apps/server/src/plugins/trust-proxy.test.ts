import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Three logins a minute per IP; the fourth from the same client is refused whatever it claims to be. */
async function loginsFrom(ctx: TestContext, remoteAddress: string, forwardedFor: (i: number) => string) {
  const codes: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
      payload: { email: 'nobody.here@gmail.com', password: 'not-the-password', role: 'user' },
    });
    codes.push(response.statusCode);
  }
  return codes;
}

describe('the login limit per IP and X-Forwarded-For', () => {
  let direct: TestContext;
  let behindProxy: TestContext;
  beforeAll(async () => {
    [direct, behindProxy] = await Promise.all([
      createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' }),
      createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '3', TRUST_PROXY: '1' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), behindProxy.close()]);
  });

  it('without TRUST_PROXY, a made-up X-Forwarded-For changes nothing', async () => {
    expect(await loginsFrom(direct, '203.0.113.7', (i) => `198.51.100.${i}`)).toEqual([401, 401, 401, 429]);
  });

  it('behind one proxy, the address the proxy saw counts, not what the client wrote before it', async () => {
    // The proxy (127.0.0.1) appends the real client; the client's own entries come first and are ignored.
    const codes = await loginsFrom(behindProxy, '127.0.0.1', (i) => `198.51.100.${i}, 203.0.113.9`);
    expect(codes).toEqual([401, 401, 401, 429]);
    // A different real client behind the same proxy has its own count.
    expect((await loginsFrom(behindProxy, '127.0.0.1', () => '203.0.113.10'))[0]).toBe(401);
  });
});
