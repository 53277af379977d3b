import { createCipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../db';
import { formData, registerFields, validAadhaar } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { loadOrCreateKey } from '../../lib/secret-key';
import { reduceStoredAadhaarNumbers } from './aadhaar-reduction.repository';
import { createAadhaarVault } from './aadhaar-vault';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A number as earlier versions stored it: AES-256-GCM, base64 of iv | tag | ciphertext. */
function legacyCipher(key: Buffer, number: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

async function legacySeller(key: Buffer, number: string): Promise<string> {
  const fields = registerFields('seller');
  const [row] = await ctx.database.db
    .insert(tables.users)
    .values({
      fullName: fields.fullName,
      email: fields.email,
      phoneNumber: fields.phoneNumber,
      address: fields.address,
      role: 'seller',
      passwordHash: 'x',
      aadhaarCipher: legacyCipher(key, number),
      aadhaarLast4: number.slice(-4),
    })
    .returning({ id: tables.users.id });
  return row!.id;
}

const stored = async (id: string) =>
  (await ctx.database.db.select().from(tables.users).where(eq(tables.users.id, id)))[0]!;

describe('Aadhaar numbers stored by earlier versions', () => {
  it('are reduced to the keyed hash and the last four digits, and a second start changes nothing', async () => {
    const key = loadOrCreateKey(undefined, ctx.dataDir, 'aadhaar.key');
    const vault = createAadhaarVault(key);
    const number = validAadhaar();
    const twin = await legacySeller(key, number);
    const first = await legacySeller(key, number);
    const other = validAadhaar();
    const third = await legacySeller(key, other);

    expect(await reduceStoredAadhaarNumbers(ctx.database.db, vault)).toBe(3);
    const rows = await Promise.all([twin, first, third].map(stored));
    for (const row of rows) {
      expect(row.aadhaarCipher).toBeNull();
      expect(JSON.stringify(row)).not.toContain(row === rows[2] ? other : number);
    }
    expect(rows[2]!.aadhaarHash).toBe(vault.fingerprint(other));
    expect(rows[2]!.aadhaarLast4).toBe(other.slice(-4));
    // Two accounts from before the rule held one number: one keeps the hash, both keep the masked form.
    expect([rows[0]!.aadhaarHash, rows[1]!.aadhaarHash].filter((hash) => hash !== null)).toEqual([
      vault.fingerprint(number),
    ]);
    expect(rows[0]!.aadhaarLast4).toBe(number.slice(-4));

    expect(await reduceStoredAadhaarNumbers(ctx.database.db, vault)).toBe(0);
  });

  it('are refused a second account once reduced', async () => {
    const key = loadOrCreateKey(undefined, ctx.dataDir, 'aadhaar.key');
    const number = validAadhaar();
    await legacySeller(key, number);
    await reduceStoredAadhaarNumbers(ctx.database.db, createAadhaarVault(key));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: formData({ ...registerFields('seller', { aadharNumber: number }) }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.code).toBe('aadhaar_taken');
  });
});
