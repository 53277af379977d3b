import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type Trust, type User } from '@kisansetu/contract';
import { formData, registerFields, signUpAndLogIn, validAadhaar } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { startSmsReceiver, uniqueMobile, type SmsReceiver } from '../../../test/sms-receiver';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let sms: SmsReceiver;

beforeAll(async () => {
  sms = await startSmsReceiver();
  ctx = await createTestContext({
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: `${sms.url}/sms`,
  });
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});

interface Farmer {
  user: User;
  cookie: string;
}

/** A farmer who proved the phone and signed up without Aadhaar: the account and its session. */
async function phoneFarmer(extra: Record<string, string> = {}): Promise<Farmer> {
  const mobile = uniqueMobile();
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/otp/send',
    payload: { phoneNumber: mobile },
  });
  expect(sent.statusCode).toBe(200);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/otp/verify',
    payload: { phoneNumber: mobile, code: sms.lastCode(`+91${mobile}`) },
  });
  const { signupToken } = verified.json<{ data: { signupToken: string } }>().data;
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: formData({
      signupToken,
      fullName: 'Savitri Jadhav',
      role: 'seller',
      address: 'At post Pimpalgaon Baswant, Tal. Niphad, Dist. Nashik',
      ...extra,
    }),
  });
  expect(answer.statusCode).toBe(201);
  return {
    user: answer.json<{ data: { user: User } }>().data.user,
    cookie: String(answer.headers['set-cookie']).split(';')[0]!,
  };
}

const updateProfile = (cookie: string, fields: Record<string, string>, role = 'seller') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/user/update/${role === 'seller' ? 'seller' : 'customer'}/profile`,
    headers: { cookie },
    payload: formData(fields),
  });

async function trustOf(userId: string): Promise<Trust> {
  const answer = await ctx.app.inject({ method: 'GET', url: `/api/v1/user/detail/${userId}` });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: { seller: { trust: Trust } } }>().data.seller.trust;
}

describe('a farmer who proved the phone, without Aadhaar at first', () => {
  it('signs up without it, posts a listing, and shows no "Aadhaar on file"', async () => {
    const farmer = await phoneFarmer();
    expect(farmer.user.role).toBe('seller');
    expect(farmer.user.aadharNumber).toBeUndefined();
    const listing = await createProduct(ctx.app, farmer.cookie, { productName: 'Red Onion' });
    expect(listing.sellerId).toBe(farmer.user._id);
    expect(await trustOf(farmer.user._id)).toMatchObject({ phoneVerified: true, aadhaarOnFile: false });
  });

  it('adds it in the profile update and earns "Aadhaar on file" at once', async () => {
    const farmer = await phoneFarmer();
    expect((await trustOf(farmer.user._id)).aadhaarOnFile).toBe(false);
    const aadhaar = validAadhaar();
    const answer = await updateProfile(farmer.cookie, {
      aadharNumber: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4)}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: { user: User } }>().data.user.aadharNumber).toBe(
      `XXXXXXXX${aadhaar.slice(-4)}`,
    );
    expect((await trustOf(farmer.user._id)).aadhaarOnFile).toBe(true);

    // Once on file it never changes: another number sent later is ignored.
    const again = await updateProfile(farmer.cookie, {
      aadharNumber: validAadhaar(),
      fullName: 'Savitri J.',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { user: User } }>().data.user).toMatchObject({
      fullName: 'Savitri J.',
      aadharNumber: `XXXXXXXX${aadhaar.slice(-4)}`,
    });
  });

  it("refuses a wrong number with the spec's texts on the field, and stores nothing", async () => {
    const farmer = await phoneFarmer();
    const valid = validAadhaar();
    const wrongCheckDigit = valid.slice(0, 11) + String((Number(valid[11]) + 1) % 10);
    for (const [aadharNumber, text] of [
      ['12345', VALIDATION.aadhaarLength],
      ['1234 5678 90ab', VALIDATION.aadhaarLength],
      [wrongCheckDigit, VALIDATION.aadhaarInvalid],
    ] as const) {
      const answer = await updateProfile(farmer.cookie, { aadharNumber });
      expect(answer.statusCode, aadharNumber).toBe(400);
      expect(answer.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
        aadharNumber: text,
      });
    }
    expect((await trustOf(farmer.user._id)).aadhaarOnFile).toBe(false);
  });

  it('refuses a number another account holds with 409', async () => {
    const aadhaar = validAadhaar();
    await phoneFarmer({ aadharNumber: aadhaar });
    const farmer = await phoneFarmer();
    const answer = await updateProfile(farmer.cookie, { aadharNumber: aadhaar });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ errors: { code: string } }>().errors.code).toBe('aadhaar_taken');
  });

  it('still checks a number given at the phone sign-up', async () => {
    const farmer = await phoneFarmer({ aadharNumber: validAadhaar() });
    expect(farmer.user.aadharNumber).toMatch(/^X{8}\d{4}$/);
    expect((await trustOf(farmer.user._id)).aadhaarOnFile).toBe(true);
  });
});

describe('Aadhaar elsewhere keeps the spec’s rules', () => {
  it('the email sign-up of a seller without it is still a 400', async () => {
    const { aadharNumber: _left, ...fields } = registerFields('seller');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: formData({ ...fields }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
      aadharNumber: VALIDATION.aadhaarRequired,
    });
  });

  it('a buyer cannot add one in a profile update', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const answer = await updateProfile(buyer.cookie, { aadharNumber: validAadhaar() }, 'user');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
      aadharNumber: VALIDATION.aadhaarNotForBuyers,
    });
  });
});
