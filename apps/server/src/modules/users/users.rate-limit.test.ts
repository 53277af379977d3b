import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { formData, registerFields } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_REGISTER_PER_HOUR: '2' });
});
afterAll(() => ctx.close());

describe('rate limits', () => {
  it('answers the 4th login in a minute with 429 and Retry-After', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'guess@gmail.com', password: 'guessing-123', role: 'user' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors).toEqual({
      code: 'rate_limited',
      message: SERVER_MESSAGES.rateLimited,
      key: 'server.rateLimited',
    });
  });

  it('answers the 3rd sign-up in an hour with 429', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        payload: formData({ ...registerFields('user') }),
      });
    expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(201);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
