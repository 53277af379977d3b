import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * A moderator's second factor: the TOTP secret, sealed under the server's secret key (AES-256-GCM), and the last
 * time step a code was accepted for, so that no code signs in twice. Enrolled by `npm run moderator -- add`.
 */
export const moderatorFactors = pgTable('moderator_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base64 of iv | tag | ciphertext of the base32 secret. */
  totpCipher: text('totp_cipher').notNull(),
  /** The 30-second step of the last accepted code; a code of this step or an earlier one is refused. */
  lastTotpStep: integer('last_totp_step'),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A moderator's recovery codes: only their SHA-256 is kept, and each signs in once. */
export const moderatorRecoveryCodes = pgTable(
  'moderator_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
