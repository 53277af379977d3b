import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';

const { phoneCodes, signupTokens } = tables;

/** What checking a code found: right (and now used up), or wrong/expired/none. */
export type CodeCheck = 'right' | 'wrong';

/** One-time codes and sign-up tokens, kept as hashes only. */
export function createPhoneCodesRepository(db: Database) {
  return {
    /** Makes `codeHash` the number's one live code: a new send voids the previous code and its tries. */
    async replaceCode(phoneNumber: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .insert(phoneCodes)
        .values({ phoneNumber, codeHash, expiresAt, tries: 0 })
        .onConflictDoUpdate({
          target: phoneCodes.phoneNumber,
          set: { codeHash, expiresAt, tries: 0, createdAt: new Date() },
        });
    },

    /**
     * Checks a code against the number's live one, in one transaction with the row locked so parallel tries are
     * counted one by one: a right code is deleted (single use); a wrong one spends a try, and the try that reaches
     * `maxTries` deletes the code.
     */
    async checkCode(
      phoneNumber: string,
      matches: (codeHash: string) => boolean,
      maxTries: number,
    ): Promise<CodeCheck> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(phoneCodes)
          .where(eq(phoneCodes.phoneNumber, phoneNumber))
          .for('update');
        if (!row) return 'wrong';
        if (row.expiresAt.getTime() <= Date.now()) {
          await tx.delete(phoneCodes).where(eq(phoneCodes.phoneNumber, phoneNumber));
          return 'wrong';
        }
        if (matches(row.codeHash)) {
          await tx.delete(phoneCodes).where(eq(phoneCodes.phoneNumber, phoneNumber));
          return 'right';
        }
        if (row.tries + 1 >= maxTries)
          await tx.delete(phoneCodes).where(eq(phoneCodes.phoneNumber, phoneNumber));
        else
          await tx
            .update(phoneCodes)
            .set({ tries: sql`${phoneCodes.tries} + 1` })
            .where(eq(phoneCodes.phoneNumber, phoneNumber));
        return 'wrong';
      });
    },

    /** Keeps a new sign-up token, clearing tokens and codes past their time (nothing else reads them once expired). */
    async insertSignupToken(tokenHash: string, phoneNumber: string, expiresAt: Date): Promise<void> {
      const now = new Date();
      await db.delete(signupTokens).where(lte(signupTokens.expiresAt, now));
      await db.delete(phoneCodes).where(lte(phoneCodes.expiresAt, now));
      await db.insert(signupTokens).values({ tokenHash, phoneNumber, expiresAt });
    },

    /** The number a live (unexpired, unused) sign-up token proved, or undefined. */
    async signupTokenPhone(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ phoneNumber: signupTokens.phoneNumber })
        .from(signupTokens)
        .where(and(eq(signupTokens.tokenHash, tokenHash), gt(signupTokens.expiresAt, new Date())))
        .limit(1);
      return row?.phoneNumber;
    },
  };
}

export type PhoneCodesRepository = ReturnType<typeof createPhoneCodesRepository>;
