import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatContact, Product, User } from '@kisansetu/contract';
import { tables } from '../../db';
import { contacts, send } from '../../../test/chat-fixtures';
import { formData, signUpAndLogIn, validAadhaar } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { startSmsReceiver, uniqueMobile, type SmsReceiver } from '../../../test/sms-receiver';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let sms: SmsReceiver;
let addressSerial = 0;

beforeAll(async () => {
  sms = await startSmsReceiver();
  ctx = await createTestContext({
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: `${sms.url}/sms`,
    SMS_WEBHOOK_TOKEN: 'hook-secret',
    CODE_RESEND_SECONDS: '1',
    RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: '20',
  });
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});

/** A caller address of its own, so one test's sends never count against another's. */
function freshAddress(): string {
  addressSerial += 1;
  return `198.18.${Math.floor(addressSerial / 250)}.${(addressSerial % 250) + 1}`;
}

const sendCode = (
  phoneNumber: string,
  options: { from?: string; lang?: string; cookie?: string; headers?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/otp/send',
    remoteAddress: options.from ?? freshAddress(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    payload: { phoneNumber, ...(options.lang ? { lang: options.lang } : {}) },
  });

const verify = (phoneNumber: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/otp/verify', payload: { phoneNumber, code } });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A code that is certainly not the one sent. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signupTokenFor(mobile: string): Promise<string> {
  expect((await sendCode(mobile)).statusCode).toBe(200);
  const answer = await verify(mobile, sms.lastCode(`+91${mobile}`));
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: { signupToken: string } }>().data.signupToken;
}

const registerWithToken = (fields: Record<string, string | undefined>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/register', payload: formData(fields) });

function farmerFields(signupToken: string, extra: Record<string, string> = {}) {
  return {
    signupToken,
    fullName: 'Savitri Jadhav',
    role: 'seller',
    aadharNumber: validAadhaar(),
    address: 'Pimpalgaon, Nashik',
    ...extra,
  };
}

describe('POST user/otp/send', () => {
  it.each([
    ['+91 98765-43210', (m: string) => `+91 ${m.slice(0, 5)}-${m.slice(5)}`],
    ['098765 43210', (m: string) => `0${m.slice(0, 5)} ${m.slice(5)}`],
    ['919876543210', (m: string) => `91${m}`],
    ['9876543210', (m: string) => m],
    ['(+91) 98765 43210', (m: string) => `(+91) ${m.slice(0, 5)} ${m.slice(5)}`],
  ])('takes a number typed like %s as +91 and its ten digits', async (_shape, typed) => {
    const mobile = uniqueMobile();
    const answer = await sendCode(typed(mobile));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: { phoneNumber: string } }>().data.phoneNumber).toBe(`+91${mobile}`);
  });

  it.each(['12345', '5876543210', '98765432101', '+1 415 555 0100', 'nine eight', ''])(
    "refuses %j with 'Enter a 10-digit mobile number'",
    async (typed) => {
      const answer = await sendCode(typed);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
        phoneNumber: 'Enter a 10-digit mobile number',
      });
    },
  );

  it('hands the provider { to, text, code, purpose } with the bearer token, the text in the chosen language', async () => {
    const mobile = uniqueMobile();
    const answer = await sendCode(mobile, { lang: 'hi' });
    expect(answer.json()).toEqual({
      success: true,
      message: 'Code sent',
      data: { phoneNumber: `+91${mobile}`, expiresInSeconds: 300, resendAfterSeconds: 1 },
    });
    const request = sms.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/sms');
    expect(request.headers.authorization).toBe('Bearer hook-secret');
    expect(Object.keys(request.body).sort()).toEqual(['code', 'purpose', 'text', 'to']);
    expect(request.body.to).toBe(`+91${mobile}`);
    expect(request.body.purpose).toBe('sign_in');
    expect(request.body.code).toMatch(/^\d{6}$/);
    expect(request.body.text).toBe(
      `${String(request.body.code)} आपका किसानसेतु कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।`,
    );
  });

  it('writes in the first of our languages the browser asks for, else English', async () => {
    await sendCode(uniqueMobile(), { headers: { 'accept-language': 'fr-FR, ta;q=0.8, en;q=0.5' } });
    expect(String(sms.received.at(-1)!.body.text)).toContain('கிசான்சேது');
    await sendCode(uniqueMobile(), { headers: { 'accept-language': 'fr-FR' } });
    expect(String(sms.received.at(-1)!.body.text)).toMatch(
      /^\d{6} is your KisanSetu code\. It is valid for 5 minutes\. Never share it with anyone\.$/,
    );
  });

  it('answers the same for a number with an account and one without', async () => {
    const owner = uniqueMobile();
    await registerWithToken(farmerFields(await signupTokenFor(owner)));
    await wait(1100);
    const stranger = uniqueMobile();
    const withAccount = (await sendCode(owner)).json<{ data: Record<string, unknown> }>();
    const without = (await sendCode(stranger)).json<{ data: Record<string, unknown> }>();
    expect({ ...withAccount, data: { ...withAccount.data, phoneNumber: 'x' } }).toEqual({
      ...without,
      data: { ...without.data, phoneNumber: 'x' },
    });
  });

  it('gives a number one code per resend window (429 with Retry-After) and 5 an hour', async () => {
    const mobile = uniqueMobile();
    expect((await sendCode(mobile)).statusCode).toBe(200);
    const early = await sendCode(mobile);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < 5; i += 1) {
      await wait(1100);
      expect((await sendCode(mobile)).statusCode).toBe(200);
    }
    await wait(1100);
    const sixth = await sendCode(mobile);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('sends at most 20 codes an hour from one address, whatever the numbers', async () => {
    const from = freshAddress();
    for (let i = 0; i < 20; i += 1) expect((await sendCode(uniqueMobile(), { from })).statusCode).toBe(200);
    expect((await sendCode(uniqueMobile(), { from })).statusCode).toBe(429);
    expect((await sendCode(uniqueMobile())).statusCode).toBe(200);
  });

  it('answers 503 sms_failed when the provider refuses, counting nothing: the next send goes at once', async () => {
    const mobile = uniqueMobile();
    sms.answerNext(500, { error: 'down' });
    const failed = await sendCode(mobile);
    expect(failed.statusCode).toBe(503);
    expect(failed.json<{ errors: { code: string; message: string } }>().errors).toMatchObject({
      code: 'sms_failed',
      message: 'We could not send the code. Please try again in a minute.',
    });
    expect((await sendCode(mobile)).statusCode).toBe(200);
  });

  it('keeps only a keyed hash of the code, never the code', async () => {
    const mobile = uniqueMobile();
    await sendCode(mobile);
    const code = sms.lastCode(`+91${mobile}`);
    const [row] = await ctx.database.db
      .select()
      .from(tables.phoneCodes)
      .where(eq(tables.phoneCodes.phoneNumber, `+91${mobile}`));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[\w-]{43}$/);
  });
});

describe('POST user/otp/verify', () => {
  it("refuses a wrong code with 'Wrong or expired code', and the 5th wrong try voids the code", async () => {
    const mobile = uniqueMobile();
    await sendCode(mobile);
    const code = sms.lastCode(`+91${mobile}`);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await verify(mobile, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
        code: 'Wrong or expired code',
      });
    }
    expect((await verify(mobile, otherCode(code))).statusCode).toBe(400);
    expect((await verify(mobile, code)).statusCode).toBe(400);
  });

  it('takes a right code after four wrong tries, once only', async () => {
    const mobile = uniqueMobile();
    await sendCode(mobile);
    const code = sms.lastCode(`+91${mobile}`);
    for (let i = 0; i < 4; i += 1) await verify(mobile, otherCode(code));
    expect((await verify(` 0${mobile}`, code)).statusCode).toBe(200);
    expect((await verify(mobile, code)).statusCode).toBe(400);
  });

  it('refuses an expired code and a code a newer send replaced', async () => {
    const mobile = uniqueMobile();
    await sendCode(mobile);
    const first = sms.lastCode(`+91${mobile}`);
    await wait(1100);
    await sendCode(mobile);
    const second = sms.lastCode(`+91${mobile}`);
    if (first !== second) expect((await verify(mobile, first)).statusCode).toBe(400);
    await ctx.database.db
      .update(tables.phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.phoneCodes.phoneNumber, `+91${mobile}`));
    expect((await verify(mobile, second)).statusCode).toBe(400);
  });

  it('gives a new number a sign-up token and no session', async () => {
    const mobile = uniqueMobile();
    await sendCode(mobile);
    const answer = await verify(mobile, sms.lastCode(`+91${mobile}`));
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ data: { signupToken: string; phoneNumber: string } }>();
    expect(body.data.phoneNumber).toBe(`+91${mobile}`);
    expect(body.data.signupToken).toMatch(/^[\w-]{43}$/);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('signs in the account that verified the number, exactly as a login does', async () => {
    const mobile = uniqueMobile();
    await registerWithToken(farmerFields(await signupTokenFor(mobile)));
    await wait(1100);
    await sendCode(mobile);
    const answer = await verify(mobile, sms.lastCode(`+91${mobile}`));
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ message: string; data: { accessToken: string; user: User } }>();
    expect(body.message).toBe('Logged in successfully');
    expect(body.data.user).toMatchObject({ phoneNumber: `+91${mobile}`, phoneVerified: true, email: null });
    const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
    expect(me.json<{ data: { user: User } }>().data.user._id).toBe(body.data.user._id);
  });

  it('refuses a suspended account with 403 account_suspended', async () => {
    const mobile = uniqueMobile();
    const registered = await registerWithToken(farmerFields(await signupTokenFor(mobile)));
    const id = registered.json<{ data: { user: User } }>().data.user._id;
    await ctx.database.db
      .update(tables.users)
      .set({ suspendedAt: new Date() })
      .where(eq(tables.users.id, id));
    await wait(1100);
    await sendCode(mobile);
    const answer = await verify(mobile, sms.lastCode(`+91${mobile}`));
    expect(answer.statusCode).toBe(403);
    expect(answer.json<{ errors: { code: string } }>().errors.code).toBe('account_suspended');
  });
});

describe('POST user/register with a signupToken', () => {
  it('makes a farmer with only a number, verified, without email or password, and signs them in', async () => {
    const mobile = uniqueMobile();
    const answer = await registerWithToken(farmerFields(await signupTokenFor(mobile)));
    expect(answer.statusCode).toBe(201);
    const body = answer.json<{ message: string; data: { user: User; accessToken: string } }>();
    expect(body.message).toBe('Account created. Welcome to KisanSetu!');
    expect(body.data.user).toMatchObject({
      fullName: 'Savitri Jadhav',
      role: 'seller',
      email: null,
      phoneNumber: `+91${mobile}`,
      phoneVerified: true,
    });
    expect(body.data.user.aadharNumber).toMatch(/^X{8}\d{4}$/);
    const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('uses a token once: the second sign-up with it is a 400 on signupToken', async () => {
    const token = await signupTokenFor(uniqueMobile());
    expect((await registerWithToken(farmerFields(token))).statusCode).toBe(201);
    const again = await registerWithToken(farmerFields(token));
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json<{ errors: { fields: object } }>().errors.fields)).toEqual(['signupToken']);
    const made = await registerWithToken(farmerFields('not-a-token'));
    expect(made.statusCode).toBe(400);
  });

  it('keeps the token when the sign-up is refused for another field, and writes nothing', async () => {
    const token = await signupTokenFor(uniqueMobile());
    const badAadhaar = await registerWithToken({ ...farmerFields(token), aadharNumber: '12345' });
    expect(badAadhaar.statusCode).toBe(400);
    expect(badAadhaar.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
      aadharNumber: 'Must be 12 digits',
    });
    expect((await registerWithToken(farmerFields(token))).statusCode).toBe(201);
  });

  it('takes an email and a password together, or neither; with both, the account can also log in by email', async () => {
    const token = await signupTokenFor(uniqueMobile());
    const emailOnly = await registerWithToken(farmerFields(token, { email: 'savitri.j@gmail.com' }));
    expect(emailOnly.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
      password: 'Give both an email and a password, or neither',
    });
    const email = `savitri.${Date.now()}@gmail.com`;
    const both = await registerWithToken(farmerFields(token, { email, password: 'khet-mein-42' }));
    expect(both.statusCode).toBe(201);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email, password: 'khet-mein-42', role: 'seller' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a number another account verified meanwhile with 409 phone_taken', async () => {
    const mobile = uniqueMobile();
    const first = await signupTokenFor(mobile);
    await wait(1100);
    const second = await signupTokenFor(mobile);
    expect((await registerWithToken(farmerFields(first))).statusCode).toBe(201);
    const taken = await registerWithToken(farmerFields(second));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ errors: { code: string } }>().errors.code).toBe('phone_taken');
  });
});

describe('the Phone verified mark', () => {
  it("shows on the farmer's listings, public profile and chat contact, and not for an unverified buyer", async () => {
    const made = await registerWithToken(farmerFields(await signupTokenFor(uniqueMobile())));
    const farmer = made.json<{ data: { user: User } }>().data.user;
    const farmerCookie = String(made.headers['set-cookie']).split(';')[0]!;
    const product = await createProduct(ctx.app, farmerCookie);
    expect(product.sellerPhoneVerified).toBe(true);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/product/${product._id}` });
    expect(page.json<{ data: { product: Product } }>().data.product.sellerPhoneVerified).toBe(true);
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/v1/user/detail/${farmer._id}` });
    expect(profile.json<{ data: { seller: { phoneVerified: boolean } } }>().data.seller.phoneVerified).toBe(
      true,
    );

    const buyer = await signUpAndLogIn(ctx.app, 'user');
    await send(ctx.app, buyer, farmer._id, 'Is the onion still there?');
    const [farmerAsContact] = await contacts(ctx.app, buyer);
    expect(farmerAsContact).toMatchObject({ _id: farmer._id, phoneVerified: true });
    const farmerSide = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/otheruser',
      headers: { cookie: farmerCookie },
    });
    expect(farmerSide.json<{ data: { otherUsers: ChatContact[] } }>().data.otherUsers[0]).toMatchObject({
      _id: buyer.user._id,
      phoneVerified: false,
    });
  });
});

describe('a signed-in account verifies its own number', () => {
  it('sends a "verify" code to its own number, then marks it verified; changing the number unverifies it', async () => {
    const mobile = uniqueMobile();
    const buyer = await signUpAndLogIn(ctx.app, 'user', {
      phoneNumber: `0${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    });
    expect(buyer.user.phoneVerified).toBe(false);
    expect((await sendCode(mobile, { cookie: buyer.cookie })).statusCode).toBe(200);
    expect(sms.received.at(-1)!.body.purpose).toBe('verify');
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/phone/verify',
      headers: { cookie: buyer.cookie },
      payload: { code: sms.lastCode(`+91${mobile}`) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ data: { user: User } }>().data.user).toMatchObject({
      phoneVerified: true,
      phoneNumber: `+91${mobile}`,
    });

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/update/customer/profile',
      headers: { cookie: buyer.cookie },
      payload: formData({ phoneNumber: uniqueMobile() }),
    });
    expect(changed.json<{ data: { user: User } }>().data.user.phoneVerified).toBe(false);
  });

  it('keeps the mark when the profile is saved with the same number typed another way', async () => {
    const mobile = uniqueMobile();
    const buyer = await signUpAndLogIn(ctx.app, 'user', { phoneNumber: mobile });
    await sendCode(mobile, { cookie: buyer.cookie });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/phone/verify',
      headers: { cookie: buyer.cookie },
      payload: { code: sms.lastCode(`+91${mobile}`) },
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/update/customer/profile',
      headers: { cookie: buyer.cookie },
      payload: formData({ phoneNumber: `+91 ${mobile}` }),
    });
    expect(saved.json<{ data: { user: User } }>().data.user.phoneVerified).toBe(true);
  });

  it('answers 409 phone_taken when another account verified the number first', async () => {
    const mobile = uniqueMobile();
    await registerWithToken(farmerFields(await signupTokenFor(mobile)));
    const buyer = await signUpAndLogIn(ctx.app, 'user', { phoneNumber: mobile });
    await wait(1100);
    await sendCode(mobile, { cookie: buyer.cookie });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/phone/verify',
      headers: { cookie: buyer.cookie },
      payload: { code: sms.lastCode(`+91${mobile}`) },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ errors: { code: string; message: string } }>().errors).toMatchObject({
      code: 'phone_taken',
      message: 'This number is already verified on another account',
    });
  });

  it('closes an account without a password by a code sent to its number', async () => {
    const mobile = uniqueMobile();
    const made = await registerWithToken(farmerFields(await signupTokenFor(mobile)));
    const cookie = String(made.headers['set-cookie']).split(';')[0]!;
    const remove = (payload: object) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/v1/user/me', headers: { cookie }, payload });
    expect((await remove({ password: 'anything-at-all' })).statusCode).toBe(400);
    await wait(1100);
    await sendCode(mobile, { cookie });
    const code = sms.lastCode(`+91${mobile}`);
    const wrong = await remove({ code: otherCode(code) });
    expect(wrong.json<{ errors: { fields: Record<string, string> } }>().errors.fields).toEqual({
      code: 'Wrong or expired code',
    });
    expect((await remove({ code })).statusCode).toBe(200);
    await wait(1100);
    // The number is free again: a new code for it leads to a sign-up, not to the closed account.
    await sendCode(mobile);
    const after = await verify(mobile, sms.lastCode(`+91${mobile}`));
    expect(after.json<{ data: object }>().data).toHaveProperty('signupToken');
  });
});

describe('without an SMS provider', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestContext({ SMS_PROVIDER: 'none' });
  });
  afterAll(() => off.close());

  it('answers every phone call 503 sms_unavailable and tells clients through meta', async () => {
    const buyer = await signUpAndLogIn(off.app, 'user');
    const calls = [
      { url: '/api/v1/user/otp/send', payload: { phoneNumber: '9876543210' } },
      { url: '/api/v1/user/otp/verify', payload: { phoneNumber: '9876543210', code: '123456' } },
      { url: '/api/v1/user/phone/verify', payload: { code: '123456' }, headers: { cookie: buyer.cookie } },
    ];
    for (const call of calls) {
      const answer = await off.app.inject({ method: 'POST', ...call });
      expect(answer.statusCode).toBe(503);
      expect(answer.json<{ errors: { code: string } }>().errors.code).toBe('sms_unavailable');
    }
    const meta = await off.app.inject({ method: 'GET', url: '/api/v1/meta' });
    expect(meta.json<{ data: { phoneSignIn: boolean } }>().data.phoneSignIn).toBe(false);
    const on = await ctx.app.inject({ method: 'GET', url: '/api/v1/meta' });
    expect(on.json<{ data: { phoneSignIn: boolean } }>().data.phoneSignIn).toBe(true);
  });
});
