import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@kisansetu/contract';
import { formData, signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
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

const BUYER_URL = '/api/v1/user/update/customer/profile';
const SELLER_URL = '/api/v1/user/update/seller/profile';

const update = (
  url: string,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: [string, Buffer, string][] = [],
) =>
  ctx.app.inject({ method: 'PUT', url, payload: formData(fields, files), headers: cookie ? { cookie } : {} });

describe('profile updates: who may call', () => {
  it.each([
    ['anonymous on the buyer form', BUYER_URL, () => undefined, 401],
    ['anonymous on the seller form', SELLER_URL, () => undefined, 401],
    ['a seller on the buyer form', BUYER_URL, () => seller.cookie, 403],
    ['a buyer on the seller form', SELLER_URL, () => buyer.cookie, 403],
  ])('refuses %s', async (_name, url, cookie, status) => {
    const response = await update(url, cookie(), { fullName: 'Someone Else' });
    expect(response.statusCode).toBe(status);
    expect(response.json().success).toBe(false);
  });
});

describe('profile updates', () => {
  it('changes only the non-empty fields and never the email or Aadhaar', async () => {
    const response = await update(SELLER_URL, seller.cookie, {
      fullName: 'Ramesh Patil (Nashik)',
      phoneNumber: '',
      address: '  ',
      email: 'stolen@gmail.com',
      aadharNumber: '999999999999',
    });
    expect(response.statusCode).toBe(200);
    const { user } = response.json().data;
    expect(user.fullName).toBe('Ramesh Patil (Nashik)');
    expect(user.phoneNumber).toBe('9876543210');
    expect(user.address).toBe(seller.user.address);
    expect(user.email).toBe(seller.email);
    expect(user.aadharNumber).toBe(seller.user.aadharNumber);
    expect(response.json().message).toBe(SERVER_MESSAGES.profileUpdated);
  });

  it('checks a new phone number with the contract texts', async () => {
    const response = await update(BUYER_URL, buyer.cookie, { phoneNumber: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields.phoneNumber).toBe(VALIDATION.phoneMin);
  });

  it('needs the current password for a new one', async () => {
    const missing = await update(BUYER_URL, buyer.cookie, { newPassword: 'a-new-password-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.fields.password).toBe(VALIDATION.currentPasswordRequired);

    const wrong = await update(BUYER_URL, buyer.cookie, {
      password: 'not-my-password',
      newPassword: 'a-new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.fields.password).toBe(SERVER_MESSAGES.wrongCurrentPassword);

    const short = await update(BUYER_URL, buyer.cookie, { password: buyer.password, newPassword: 'short' });
    expect(short.json().errors.fields.newPassword).toBe(VALIDATION.passwordMin);
  });

  it('changes the password: the new one logs in, the old one does not, other sessions end', async () => {
    const person = await signUpAndLogIn(ctx.app, 'user');
    const otherDevice = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: person.email, password: person.password, role: 'user' },
    });
    const otherCookie = String(otherDevice.headers['set-cookie']).split(';')[0]!;

    const response = await update(BUYER_URL, person.cookie, {
      password: person.password,
      newPassword: 'brand-new-pass-9',
    });
    expect(response.statusCode).toBe(200);

    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: person.email, password, role: 'user' },
      });
    expect((await login(person.password)).statusCode).toBe(401);
    expect((await login('brand-new-pass-9')).statusCode).toBe(200);

    const meWith = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
    expect((await meWith(person.cookie)).statusCode).toBe(200);
    expect((await meWith(otherCookie)).statusCode).toBe(401);
  });

  it('replaces the avatar and removes the old file', async () => {
    const first = await update(BUYER_URL, buyer.cookie, {}, [['image', await smallJpeg(21), 'a.jpg']]);
    expect(first.statusCode).toBe(200);
    const oldUrl: string = first.json().data.user.avatarUrl;
    expect((await ctx.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(200);

    const second = await update(BUYER_URL, buyer.cookie, {}, [['image', await smallJpeg(22), 'b.jpg']]);
    const newUrl: string = second.json().data.user.avatarUrl;
    expect(newUrl).not.toBe(oldUrl);
    expect((await ctx.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
  });

  it('keeps an avatar file that another account still shows', async () => {
    const photo = await smallJpeg(31);
    const other = await signUpAndLogIn(ctx.app, 'user');
    const mine = await update(BUYER_URL, buyer.cookie, {}, [['image', photo, 'same.jpg']]);
    const theirs = await update(BUYER_URL, other.cookie, {}, [['image', photo, 'same.jpg']]);
    const sharedUrl: string = theirs.json().data.user.avatarUrl;
    expect(mine.json().data.user.avatarUrl).toBe(sharedUrl);

    await update(BUYER_URL, buyer.cookie, {}, [['image', await smallJpeg(32), 'new.jpg']]);
    expect((await ctx.app.inject({ method: 'GET', url: sharedUrl })).statusCode).toBe(200);
  });

  it('refuses a non-image avatar with 415 and keeps the profile as it was', async () => {
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie: buyer.cookie } })
    ).json().data.user;
    const response = await update(BUYER_URL, buyer.cookie, { fullName: 'Changed Name' }, [
      ['image', Buffer.from('<svg/>'), 'x.png'],
    ]);
    expect(response.statusCode).toBe(415);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie: buyer.cookie } })
    ).json().data.user;
    expect(after).toEqual(before);
  });
});
