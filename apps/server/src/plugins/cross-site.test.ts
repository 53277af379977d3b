import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let buyer: SignedIn;
let seller: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  [buyer, seller] = await Promise.all([signUpAndLogIn(ctx.app, 'user'), signUpAndLogIn(ctx.app, 'seller')]);
});
afterAll(() => ctx.close());

/** Opening a conversation: the write a link on another site used to trigger, handing the seller a buyer's details. */
function openConversation(credentials: Record<string, string>, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/message/sync/${seller.user._id}`,
    headers: { host: 'kisansetu.test', ...credentials, ...headers },
  });
}

const callers: [string, () => Record<string, string>][] = [
  ['a cookie', () => ({ cookie: buyer.cookie })],
  ['a Bearer token', () => ({ authorization: `Bearer ${buyer.token}` })],
];

describe.each(callers)('an unsafe request with %s', (_name, credentials) => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a lookalike Origin', { origin: 'http://kisansetu.test.evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['a null Origin (a sandboxed frame)', { origin: 'null' }],
  ])('is refused with 403 cross_site_request for %s, changing nothing', async (_case, headers) => {
    const response = await openConversation(credentials(), headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({
      code: 'cross_site_request',
      message: SERVER_MESSAGES.crossSiteRequest,
      key: 'server.crossSiteRequest',
    });
    const contacts = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/otheruser',
      headers: credentials(),
    });
    expect(contacts.json().data.otherUsers).toEqual([]);
  });
});

describe('requests from the site itself, or from no browser at all', () => {
  it.each([
    ['same origin', { origin: 'http://kisansetu.test', 'sec-fetch-site': 'same-origin' }],
    ['typed in the address bar (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ['neither header (curl, an app)', {}],
  ])('pass: %s', async (_case, headers) => {
    const response = await openConversation({ cookie: buyer.cookie }, headers);
    expect(response.statusCode).toBe(200);
  });

  it('lets safe methods through from anywhere (a link may show a page, not change one)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/product/new',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a cross-site login too (login CSRF would sign a victim into an attacker's account)", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: buyer.email, password: buyer.password, role: 'user' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('PUBLIC_ORIGINS', () => {
  let pinned: TestContext;
  beforeAll(async () => {
    pinned = await createTestContext({ PUBLIC_ORIGINS: 'https://kisansetu.in,https://www.kisansetu.in' });
  });
  afterAll(() => pinned.close());

  it('accepts only the listed origins, whatever Host the request names', async () => {
    const post = (origin: string) =>
      pinned.app.inject({
        method: 'POST',
        url: '/api/v1/user/logout',
        headers: { host: 'attacker.example', origin },
      });
    // Past the cross-site hook, logout without a session is the usual 401.
    expect((await post('https://www.kisansetu.in')).statusCode).toBe(401);
    expect((await post('http://attacker.example')).statusCode).toBe(403);
  });
});
