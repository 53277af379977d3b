import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The one live one-time code of each phone number (a new send replaces it): only its HMAC is kept, with the tries
 * spent on it, so a database dump gives nobody a code and a code cannot be guessed past its tries.
 */
export const phoneCodes = pgTable('phone_codes', {
  /** `+91XXXXXXXXXX`. */
  phoneNumber: text('phone_number').primaryKey(),
  codeHash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

/** A proved number that may finish signing up once (contract "Phone sign-in"): only the token's SHA-256 is kept. */
export const signupTokens = pgTable(
  'signup_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    phoneNumber: text('phone_number').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('signup_tokens_token_hash_key').on(t.tokenHash)],
);
