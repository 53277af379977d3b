import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type User } from '@kisansetu/contract';
import { formData, registerFields, signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let buyer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await signUpAndLogIn(ctx.app, 'user', { address: 'Shivajinagar', pincode: '411005' });
});
afterAll(() => ctx.close());

const register = (fields: Record<string, string | undefined>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/register', payload: formData(fields) });
const updateProfile = (fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/user/update/customer/profile',
    payload: formData(fields),
    headers: { cookie: buyer.cookie },
  });
const me = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie: buyer.cookie } })).json<{
    data: { user: User };
  }>().data.user;

describe('an account’s place', () => {
  it('is its PIN code’s centre from sign-up', () => {
    expect(buyer.user.location?.pincode).toBe('411005');
    expect(buyer.user.location?.district).toMatch(/pune/i);
  });

  it('comes from the address when sign-up gives no PIN code', async () => {
    const response = await register({
      ...registerFields('seller'),
      address: 'Lasalgaon, Nashik, Maharashtra',
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ data: { user: User } }>().data;
    expect(user.location?.district).toMatch(/nashik/i);
  });

  it('refuses an unknown PIN code at sign-up with 400, creating no account', async () => {
    const fields = { ...registerFields('user'), pincode: '999999' };
    const refused = await register(fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual({ pincode: VALIDATION.pincodeUnknown });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: fields.email, password: fields.password, role: 'user' },
    });
    expect(login.statusCode).toBe(401);
    // The same email is still free.
    expect((await register({ ...fields, pincode: undefined })).statusCode).toBe(201);
  });

  it('moves with a new PIN code or a new address, and an unknown PIN code changes nothing', async () => {
    const moved = await updateProfile({ pincode: '422001' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: { user: User } }>().data.user.location?.district).toMatch(/nashik/i);

    const refused = await updateProfile({ fullName: 'Renamed', pincode: '999999' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.fields).toEqual({ pincode: VALIDATION.pincodeUnknown });
    const after = await me();
    expect(after.fullName).not.toBe('Renamed');
    expect(after.location?.pincode).toBe('422001');

    // A new address without a PIN code: the address decides (the old PIN code belonged to the old address).
    const readdressed = await updateProfile({ address: 'Koramangala, Bengaluru, Karnataka' });
    expect(readdressed.statusCode).toBe(200);
    const location = readdressed.json<{ data: { user: User } }>().data.user.location;
    expect(location?.state).toMatch(/karnataka/i);
    expect(location?.pincode).not.toBe('422001');

    // Other changes leave the place alone.
    await updateProfile({ fullName: 'Sunita S.' });
    expect((await me()).location).toEqual(location);
  });
});
