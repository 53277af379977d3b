import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, signUpAndLogIn, type SignedIn } from '../../test/fixtures';
import { connectClient, listen, settle, type TestClient } from '../../test/socket-client';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  // The minute's session recheck is far away: every close below must be immediate.
  ctx = await createTestContext({ MAX_SOCKETS_PER_USER: '3' });
  baseUrl = await listen(ctx.app);
});
afterAll(() => ctx.close());

function closed(client: TestClient): Promise<string> {
  return new Promise((resolve) => client.socket.on('disconnect', resolve));
}

async function logIn(account: SignedIn): Promise<SignedIn> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email: account.email, password: account.password, role: account.user.role },
  });
  return { ...account, cookie: String(response.headers['set-cookie']).split(';')[0]! };
}

describe('sockets follow the session', () => {
  it("logout closes that session's sockets at once, and only that session's", async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const phone = await logIn(buyer);
    const laptopTab = await connectClient(baseUrl, { cookie: buyer.cookie });
    const phoneTab = await connectClient(baseUrl, { cookie: phone.cookie });
    const laptopClosed = closed(laptopTab);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: { cookie: buyer.cookie } });
    expect(await laptopClosed).toBe('io server disconnect');
    await settle();
    expect(phoneTab.socket.connected).toBe(true);
    phoneTab.close();
  });

  it('a password change closes the sockets of the other sessions, not the one that changed it', async () => {
    const seller = await signUpAndLogIn(ctx.app, 'seller');
    const stolen = await logIn(seller);
    const mine = await connectClient(baseUrl, { cookie: seller.cookie });
    const thief = await connectClient(baseUrl, { cookie: stolen.cookie });
    const thiefClosed = closed(thief);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/update/seller/profile',
      headers: { cookie: seller.cookie },
      payload: formData({ password: seller.password, newPassword: 'another-secret-99' }),
    });
    expect(response.statusCode).toBe(200);
    expect(await thiefClosed).toBe('io server disconnect');
    await settle();
    expect(mine.socket.connected).toBe(true);
    mine.close();
  });

  it('a user keeps at most MAX_SOCKETS_PER_USER open: a new one closes the oldest', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const first = await connectClient(baseUrl, { cookie: buyer.cookie });
    const firstClosed = closed(first);
    const others = [];
    for (let i = 0; i < 3; i += 1) others.push(await connectClient(baseUrl, { cookie: buyer.cookie }));
    expect(await firstClosed).toBe('io server disconnect');
    await settle();
    expect(others.every((client) => client.socket.connected)).toBe(true);
    for (const client of others) client.close();
  });
});
