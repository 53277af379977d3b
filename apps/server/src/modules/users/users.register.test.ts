import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@kisansetu/contract';
import { tables } from '../../db';
import { formData, registerFields, smallJpeg, validAadhaar } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { createAadhaarVault } from './aadhaar-vault';
import { loadOrCreateKey } from '../../lib/secret-key';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const register = (fields: Record<string, string | undefined>, files: [string, Buffer, string][] = []) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/register', payload: formData(fields, files) });

async function uploadedFiles(): Promise<string[]> {
  return readdir(path.join(ctx.dataDir, 'uploads')).catch(() => []);
}

async function userCount(email: string): Promise<number> {
  return (await ctx.database.db.select().from(tables.users).where(eq(tables.users.email, email))).length;
}

describe('POST user/register', () => {
  it('creates a buyer, without logging in and without any Aadhaar field', async () => {
    const fields = registerFields('user', { email: 'Sunita.Sharma.Reg@Gmail.com' });
    const response = await register({ ...fields });
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { data, success } = response.json();
    expect(success).toBe(true);
    expect(data.user).toMatchObject({
      fullName: 'Sunita Sharma',
      email: 'sunita.sharma.reg@gmail.com',
      role: 'user',
      avatarUrl: null,
    });
    expect(data.user).not.toHaveProperty('aadharNumber');
    expect(JSON.stringify(data)).not.toMatch(/password/i);
  });

  it("keeps only a keyed hash and the last four digits of a seller's Aadhaar, and shows it masked", async () => {
    const aadhaar = validAadhaar();
    const fields = registerFields('seller', { aadharNumber: aadhaar });
    const response = await register({ ...fields });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.aadharNumber).toBe(`XXXXXXXX${aadhaar.slice(-4)}`);
    expect(response.body).not.toContain(aadhaar);

    const [row] = await ctx.database.db
      .select()
      .from(tables.users)
      .where(eq(tables.users.email, fields.email));
    expect(row!.aadhaarCipher).toBeNull();
    expect(row!.aadhaarLast4).toBe(aadhaar.slice(-4));
    const vault = createAadhaarVault(loadOrCreateKey(undefined, ctx.dataDir, 'aadhaar.key'));
    expect(row!.aadhaarHash).toBe(vault.fingerprint(aadhaar));
    expect(JSON.stringify(row)).not.toContain(aadhaar);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account with the same Aadhaar number, leaving no row', async () => {
    const aadhaar = validAadhaar();
    expect((await register({ ...registerFields('seller', { aadharNumber: aadhaar }) })).statusCode).toBe(201);
    const second = registerFields('seller', { aadharNumber: aadhaar });
    const response = await register({ ...second });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toMatchObject({
      code: 'aadhaar_taken',
      message: 'An account with this Aadhaar number already exists',
      fields: { aadharNumber: 'An account with this Aadhaar number already exists' },
    });
    expect(await userCount(second.email)).toBe(0);
  });

  const seller = () => registerFields('seller');
  const buyer = () => registerFields('user');
  const cases: [string, Record<string, string | undefined>, string, string][] = [
    ['full name missing', { ...buyer(), fullName: '' }, 'fullName', VALIDATION.fullNameRequired],
    ['full name only spaces', { ...buyer(), fullName: '   ' }, 'fullName', VALIDATION.fullNameRequired],
    ['email missing', { ...buyer(), email: undefined }, 'email', VALIDATION.emailRequired],
    [
      'email of another domain',
      { ...buyer(), email: 'ramesh@rediffmail.com' },
      'email',
      VALIDATION.emailNotMatched,
    ],
    ['email malformed', { ...buyer(), email: 'ramesh@gmail' }, 'email', VALIDATION.emailNotMatched],
    ['phone missing', { ...buyer(), phoneNumber: '' }, 'phoneNumber', VALIDATION.phoneRequired],
    ['phone too short', { ...buyer(), phoneNumber: '98765' }, 'phoneNumber', VALIDATION.phoneMin],
    ['phone too long', { ...buyer(), phoneNumber: '9876543210123456' }, 'phoneNumber', VALIDATION.phoneMax],
    ['role missing', { ...buyer(), role: undefined }, 'role', VALIDATION.roleRequired],
    ['role unknown', { ...buyer(), role: 'admin' }, 'role', VALIDATION.roleRequired],
    [
      'seller without Aadhaar',
      { ...seller(), aadharNumber: undefined },
      'aadharNumber',
      VALIDATION.aadhaarRequired,
    ],
    [
      'seller Aadhaar of 11 digits',
      { ...seller(), aadharNumber: '23456789012' },
      'aadharNumber',
      VALIDATION.aadhaarLength,
    ],
    [
      'seller Aadhaar with a wrong check digit',
      { ...seller(), aadharNumber: '234567890120' },
      'aadharNumber',
      VALIDATION.aadhaarInvalid,
    ],
    [
      'buyer with an Aadhaar',
      { ...buyer(), aadharNumber: validAadhaar() },
      'aadharNumber',
      VALIDATION.aadhaarNotForBuyers,
    ],
    ['address missing', { ...buyer(), address: '' }, 'address', VALIDATION.addressRequired],
    ['password missing', { ...buyer(), password: '' }, 'password', VALIDATION.passwordRequired],
    ['password of 7 characters', { ...buyer(), password: 'abcdefg' }, 'password', VALIDATION.passwordMin],
  ];
  it.each(cases)(
    'refuses %s with the contract text and writes nothing',
    async (_name, fields, field, message) => {
      const response = await register(fields);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.errors.code).toBe('validation_failed');
      expect(body.errors.fields[field]).toBe(message);
      if (fields.email) expect(await userCount(String(fields.email).toLowerCase())).toBe(0);
    },
  );

  it('accepts an Aadhaar typed with spaces', async () => {
    const aadhaar = validAadhaar();
    const spaced = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    const response = await register({ ...registerFields('seller'), aadharNumber: spaced });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.aadharNumber).toBe(`XXXXXXXX${aadhaar.slice(-4)}`);
  });

  it('answers 409 for an email already taken, whatever its case', async () => {
    const fields = registerFields('user');
    expect((await register({ ...fields })).statusCode).toBe(201);
    const again = await register({ ...fields, email: fields.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toBe('email_taken');
    expect(await userCount(fields.email)).toBe(1);
  });

  it('stores an avatar re-encoded as WebP and serves it', async () => {
    const response = await register({ ...registerFields('user') }, [['image', await smallJpeg(3), 'me.jpg']]);
    expect(response.statusCode).toBe(201);
    const avatarUrl: string = response.json().data.user.avatarUrl;
    expect(avatarUrl).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    const image = await ctx.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('refuses a text file named .jpg with 415 and leaves no row and no file', async () => {
    const before = await uploadedFiles();
    const fields = registerFields('user');
    const response = await register({ ...fields }, [
      ['image', Buffer.from('just some text, not a photo'), 'photo.jpg'],
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().errors.code).toBe('unsupported_media_type');
    expect(await userCount(fields.email)).toBe(0);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('leaves no file when the email is taken even with a valid avatar', async () => {
    const fields = registerFields('user');
    expect((await register({ ...fields })).statusCode).toBe(201);
    const before = await uploadedFiles();
    const response = await register({ ...fields }, [['image', await smallJpeg(9), 'me.jpg']]);
    expect(response.statusCode).toBe(409);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('leaves no file when a field is invalid even with a valid avatar', async () => {
    const before = await uploadedFiles();
    const response = await register({ ...registerFields('user'), address: '' }, [
      ['image', await smallJpeg(11), 'me.jpg'],
    ]);
    expect(response.statusCode).toBe(400);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses an avatar over 8 MB with 413', async () => {
    const fields = registerFields('user');
    const response = await register({ ...fields }, [
      ['image', Buffer.alloc(8 * 1024 * 1024 + 10, 1), 'big.jpg'],
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.code).toBe('payload_too_large');
    expect(await userCount(fields.email)).toBe(0);
  });

  it('answers a JSON body with 415, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: registerFields('user'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });
});
