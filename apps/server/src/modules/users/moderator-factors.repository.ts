import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';

const { moderatorFactors, moderatorRecoveryCodes } = tables;

/** A moderator's enrolled factor as stored: the sealed TOTP secret and the step of the last code accepted. */
export interface StoredModeratorFactor {
  totpCipher: string;
  lastTotpStep: number | null;
}

/**
 * The SQL of moderators' second factors. `db` may be a transaction: enrolment runs inside the moderator script's own,
 * so a promotion and its new factor are written together.
 */
export function createModeratorFactorsRepository(db: Database) {
  return {
    /** Replaces the account's factor and every recovery code (run inside a transaction). */
    async replace(userId: string, totpCipher: string, recoveryCodeHashes: readonly string[]): Promise<void> {
      await db
        .insert(moderatorFactors)
        .values({ userId, totpCipher, lastTotpStep: null })
        .onConflictDoUpdate({
          target: moderatorFactors.userId,
          set: { totpCipher, lastTotpStep: null, enrolledAt: new Date() },
        });
      await db.delete(moderatorRecoveryCodes).where(eq(moderatorRecoveryCodes.userId, userId));
      if (recoveryCodeHashes.length > 0) {
        await db
          .insert(moderatorRecoveryCodes)
          .values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })));
      }
    },

    async find(userId: string): Promise<StoredModeratorFactor | undefined> {
      const rows = await db
        .select({ totpCipher: moderatorFactors.totpCipher, lastTotpStep: moderatorFactors.lastTotpStep })
        .from(moderatorFactors)
        .where(eq(moderatorFactors.userId, userId))
        .limit(1);
      return rows[0];
    },

    /**
     * Records `step` as the last accepted one when it is later than the one before, in one statement: of two sign-ins
     * with the same code at once, only one gets true.
     */
    async acceptStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(moderatorFactors)
        .set({ lastTotpStep: step })
        .where(
          and(
            eq(moderatorFactors.userId, userId),
            or(isNull(moderatorFactors.lastTotpStep), lt(moderatorFactors.lastTotpStep, step)),
          ),
        )
        .returning({ userId: moderatorFactors.userId });
      return rows.length > 0;
    },

    /** Uses up the unused recovery code with this hash; true when there was one (it is then spent). */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(moderatorRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(moderatorRecoveryCodes.userId, userId),
            eq(moderatorRecoveryCodes.codeHash, codeHash),
            isNull(moderatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ userId: moderatorRecoveryCodes.userId });
      return rows.length > 0;
    },
  };
}

export type ModeratorFactorsRepository = ReturnType<typeof createModeratorFactorsRepository>;
