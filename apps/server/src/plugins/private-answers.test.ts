import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let buyer: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await signUpAndLogIn(ctx.app, 'user');
});
afterAll(() => ctx.close());

describe('Cache-Control: no-store on answers that depend on who asks', () => {
  it.each([
    ['GET', 'user/me'],
    ['GET', 'cart/get'],
    ['GET', 'user/otheruser'],
    ['GET', 'message/unread'],
    ['GET', 'product/new'],
  ] as const)('%s %s with a session', async (method, url) => {
    const response = await ctx.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie: buyer.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('on a login answer (it carries the token) and on a Bearer caller', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: buyer.email, password: buyer.password, role: 'user' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('not on a public answer to an anonymous caller, which a cache may keep', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/new' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
