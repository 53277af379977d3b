import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AadhaarVault } from './aadhaar-vault';

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
