import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, locationColumns, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased; uniqueness is on this column. Null for an account made with a phone number only. */
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    /**
     * When a code sent to {@link users.phoneNumber} came back (then stored as `+91XXXXXXXXXX`); null while unverified.
     * A verified number belongs to one account, and only a verified number signs in.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date' }),
    address: text('address').notNull(),
    role: text('role', { enum: ['user', 'seller', 'moderator'] }).notNull(),
    avatarKey: text('avatar_key'),
    /** Null for an account made with a phone number only: it signs in with a code. */
    passwordHash: text('password_hash'),
    /**
     * Legacy AES-256-GCM ciphertext of the full Aadhaar number. Nothing reads a number back, so at start each such row
     * is reduced to {@link users.aadhaarHash} and its last four digits, and this is cleared.
     */
    aadhaarCipher: text('aadhaar_cipher'),
    /** Last four digits: all the masked form shows. */
    aadhaarLast4: text('aadhaar_last4'),
    /** HMAC-SHA-256 of the number under AADHAAR_KEY: refuses a second account with it, reveals nothing without the key. */
    aadhaarHash: text('aadhaar_hash'),
    /** The person closed their account: personal fields are erased, nobody can sign in, their listings are gone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Set by a moderator's suspension: no login, no sessions, listings gone from every list. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    ...locationColumns(),
    /** A helper's organisation (an FPO, a shop, a village centre); null for everyone else. */
    organisation: text('organisation'),
    /** When the farmer's account became a helper (null: not one); suspension ends every link it holds. */
    helperSince: timestamp('helper_since', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_verified_phone_key')
      .on(t.phoneNumber)
      .where(sql`${t.phoneVerifiedAt} IS NOT NULL`),
    uniqueIndex('users_aadhaar_hash_key')
      .on(t.aadhaarHash)
      .where(sql`${t.aadhaarHash} IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the random token; the token itself is only ever in the cookie. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);
