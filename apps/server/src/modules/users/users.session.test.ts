import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let buyer: SignedIn;
let seller: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await signUpAndLogIn(ctx.app, 'user');
  seller = await signUpAndLogIn(ctx.app, 'seller');
});
afterAll(() => ctx.close());

const login = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/login', payload });
const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });

describe('POST user/login', () => {
  it('sets an httpOnly SameSite=Lax session cookie and returns the token and the user', async () => {
    const response = await login({ email: seller.email, password: seller.password, role: 'seller' });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^ks_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const body = response.json();
    expect(body.data.accessToken).toBe(cookie.split(';')[0]!.split('=')[1]);
    expect(body.data.user).toMatchObject({ email: seller.email, role: 'seller' });
    expect(body.data.user.aadharNumber).toMatch(/^XXXXXXXX\d{4}$/);
  });

  it('gives one identical 401 for a wrong password, an unknown email and the wrong role', async () => {
    const wrongPassword = await login({ email: buyer.email, password: 'not-the-password', role: 'user' });
    const unknownEmail = await login({
      email: 'nobody.here@gmail.com',
      password: buyer.password,
      role: 'user',
    });
    const wrongRole = await login({ email: buyer.email, password: buyer.password, role: 'seller' });
    for (const response of [wrongPassword, unknownEmail, wrongRole]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongRole.body).toBe(unknownEmail.body);
    expect(unknownEmail.json().errors).toEqual({
      code: 'invalid_credentials',
      message: SERVER_MESSAGES.invalidCredentials,
      key: 'server.invalidCredentials',
    });
  });

  it('accepts the email in another case', async () => {
    const response = await login({
      email: buyer.email.toUpperCase(),
      password: buyer.password,
      role: 'user',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ password: 'whatever-123', role: 'user' }, 'email', VALIDATION.emailRequired],
    [
      { email: 'ramesh@hotmail.com', password: 'whatever-123', role: 'user' },
      'email',
      VALIDATION.emailNotMatched,
    ],
    [{ email: 'ramesh@gmail.com', role: 'user' }, 'password', VALIDATION.passwordRequired],
    [{ email: 'ramesh@gmail.com', password: 'short', role: 'user' }, 'password', VALIDATION.passwordMin],
    [{ email: 'ramesh@gmail.com', password: 'whatever-123' }, 'role', VALIDATION.roleRequired],
    [
      { email: 'ramesh@gmail.com', password: 'whatever-123', role: 'farmer' },
      'role',
      VALIDATION.roleRequired,
    ],
  ])('refuses %o with the contract text', async (payload, field, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields[field]).toBe(message);
  });

  it('answers malformed JSON, an empty body, a wrong content type and an oversized body with 4xx envelopes', async () => {
    const cases = [
      { payload: '{"email": "a@gmail.com",', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: '', headers: { 'content-type': 'application/json' }, status: 400 },
      {
        payload: 'email=a@gmail.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 415,
      },
      {
        payload: JSON.stringify({ email: 'a'.repeat(100_000) }),
        headers: { 'content-type': 'application/json' },
        status: 413,
      },
      { payload: '[1,2,3]', headers: { 'content-type': 'application/json' }, status: 400 },
    ];
    for (const { payload, headers, status } of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/login', payload, headers });
      expect(response.statusCode, payload.slice(0, 30)).toBe(status);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(response.body).not.toMatch(/at .*\.ts|stack|SELECT|node_modules/);
    }
  });
});

describe('sessions', () => {
  it('accepts the cookie and the Bearer token, and nothing else', async () => {
    expect((await me({ cookie: buyer.cookie })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${buyer.token}` })).json().data.user.email).toBe(buyer.email);
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ cookie: 'ks_session=forged-token-forged-token-forged-token' })).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it('shows the masked Aadhaar to its owner only', async () => {
    expect((await me({ cookie: seller.cookie })).json().data.user.aadharNumber).toMatch(/^XXXXXXXX\d{4}$/);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/user/detail/${seller.user._id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.seller).not.toHaveProperty('aadharNumber');
    expect(detail.body).not.toMatch(/XXXXXXXX/);
  });

  it('logout ends the session server-side and clears the cookie; anonymous logout is a 401', async () => {
    const session = await signUpAndLogIn(ctx.app, 'user');
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { cookie: session.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/ks_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me({ cookie: session.cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${session.token}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/logout' })).statusCode).toBe(401);
  });
});

describe('GET user/detail/{id}', () => {
  it('shows a seller with contact details to a signed-in caller only', async () => {
    const url = `/api/v1/user/detail/${seller.user._id}`;
    const signedIn = await ctx.app.inject({ method: 'GET', url, headers: { cookie: buyer.cookie } });
    expect(signedIn.json().data).toMatchObject({
      seller: {
        _id: seller.user._id,
        fullName: seller.user.fullName,
        email: seller.email,
        phoneNumber: '9876543210',
      },
      products: [],
    });
    // Nobody harvests farmers' emails and phone numbers without an account.
    const anonymous = await ctx.app.inject({ method: 'GET', url });
    expect(anonymous.json().data.seller).toMatchObject({
      _id: seller.user._id,
      fullName: seller.user.fullName,
    });
    expect(anonymous.json().data.seller).not.toHaveProperty('email');
    expect(anonymous.json().data.seller).not.toHaveProperty('phoneNumber');
    expect(anonymous.body).not.toContain(seller.email);
  });

  it.each([
    ['a buyer', () => buyer.user._id],
    ['an unknown id', () => '01890a5d-ac96-774b-bcce-b302099a8057'],
    ['a malformed id', () => 'not-an-id'],
    ['an SQL-looking id', () => "1' OR '1'='1"],
    ['an over-long id', () => 'f'.repeat(150)],
  ])('is a 404 for %s', async (_name, id) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/detail/${encodeURIComponent(id())}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors.code).toBe('not_found');
  });
});
