import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let farmer: SignedIn;
const STREET = 'House 41, Gali 2, Ward 9';
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PROFILE_READS_PER_HOUR: '3' });
  farmer = await signUpAndLogIn(ctx.app, 'seller', {
    address: `${STREET}, Niphad, Nashik`,
    pincode: '422303',
    phoneNumber: '9823456789',
  });
});
afterAll(() => ctx.close());

const detail = (as?: SignedIn) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/user/detail/${farmer.user._id}`,
    headers: as ? { cookie: as.cookie } : {},
  });

describe('GET user/detail/{id}', () => {
  it('tells anyone the place, district and state, never the street address, and visitors no contact', async () => {
    const response = await detail();
    expect(response.statusCode).toBe(200);
    const { seller } = response.json().data;
    expect(seller.location).toEqual({ place: expect.any(String), district: 'Nashik', state: 'Maharashtra' });
    expect(seller).not.toHaveProperty('address');
    expect(seller).not.toHaveProperty('email');
    expect(seller).not.toHaveProperty('phoneNumber');
    expect(response.body).not.toContain(STREET);
    expect(response.body).not.toContain('422303');
  });

  it('gives a signed-in reader the contact details, at most so many profiles an hour', async () => {
    const reader = await signUpAndLogIn(ctx.app, 'user');
    for (let read = 1; read <= 3; read += 1) {
      const response = await detail(reader);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.seller).toMatchObject({ email: farmer.email, phoneNumber: '9823456789' });
      expect(response.body).not.toContain(STREET);
    }
    const refused = await detail(reader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).not.toContain('9823456789');
    // Another account's reads are its own.
    expect((await detail(await signUpAndLogIn(ctx.app, 'user'))).statusCode).toBe(200);
  });

  it('still shows the owner their own street address', async () => {
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { cookie: farmer.cookie },
    });
    expect(me.json().data.user.address).toContain(STREET);
  });
});
