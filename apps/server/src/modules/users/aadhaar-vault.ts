import { createDecipheriv, createHmac } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';

/**
 * What KisanSetu keeps of an Aadhaar number: its last four digits (the masked form) and a keyed hash that refuses a
 * second account with the same number. The number itself is never stored, so nothing can leak it.
 */
export function createAadhaarVault(key: Buffer) {
  return {
    /** HMAC-SHA-256 under AADHAAR_KEY: equal numbers give equal hashes; without the key it cannot be brute-forced. */
    fingerprint(aadhaarNumber: string): string {
      return createHmac('sha256', key).update(aadhaarNumber, 'utf8').digest('hex');
    },
    /** Reads a number stored by earlier versions (AES-256-GCM, base64 of iv | tag | ciphertext). */
    legacyNumber(stored: string): string {
      const raw = Buffer.from(stored, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export type AadhaarVault = ReturnType<typeof createAadhaarVault>;

/**
 * Replaces every full Aadhaar number stored by earlier versions with its hash and last four digits. Run at start;
 * once nothing is left it is one empty query. A number a second account also holds keeps no hash (that account
 * existed before the rule) and is still cleared. Returns how many rows it changed.
 */
export async function reduceStoredAadhaarNumbers(db: Database, vault: AadhaarVault): Promise<number> {
  const { users } = tables;
  const rows = await db
    .select({ id: users.id, cipher: users.aadhaarCipher })
    .from(users)
    .where(isNotNull(users.aadhaarCipher));
  for (const row of rows) {
    const number = vault.legacyNumber(row.cipher!);
    const reduced = { aadhaarCipher: null, aadhaarLast4: number.slice(-4) };
    const stillStored = and(eq(users.id, row.id), isNotNull(users.aadhaarCipher));
    try {
      await db
        .update(users)
        .set({ ...reduced, aadhaarHash: vault.fingerprint(number) })
        .where(stillStored);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await db
        .update(users)
        .set({ ...reduced, aadhaarHash: null })
        .where(stillStored);
    }
  }
  return rows.length;
}
