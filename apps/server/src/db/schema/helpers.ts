import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CROP_LANGS } from '@kisansetu/contract';
import { createdAt, id } from './columns';
import { users } from './accounts';

/**
 * A helper (an FPO, a village agent) may act for a farmer while their link is active: made by the consent code the
 * farmer read out, ended by either side or by the helper's suspension. Ended links are kept (who helped, and when).
 */
export const helperLinks = pgTable(
  'helper_links',
  {
    id: id(),
    helperId: uuid('helper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** Who ended it: the farmer, the helper, or a moderator's suspension of the helper. */
    endedBy: text('ended_by', { enum: ['farmer', 'helper', 'moderator'] }),
  },
  (t) => [
    uniqueIndex('helper_links_active_key')
      .on(t.helperId, t.farmerId)
      .where(sql`${t.endedAt} IS NULL`),
    index('helper_links_farmer_active_idx')
      .on(t.farmerId)
      .where(sql`${t.endedAt} IS NULL`),
    index('helper_links_helper_created_idx').on(t.helperId, t.createdAt),
  ],
);

/**
 * A farmer a helper asked to add, waiting for the code sent to their phone: what the farmer's account is made with.
 * The Aadhaar number is kept as the vault keeps it (a keyed hash and the last four digits), never whole.
 */
export const helperConsents = pgTable(
  'helper_consents',
  {
    helperId: uuid('helper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `+91XXXXXXXXXX`. */
    phoneNumber: text('phone_number').notNull(),
    fullName: text('full_name').notNull(),
    address: text('address').notNull(),
    aadhaarHash: text('aadhaar_hash'),
    aadhaarLast4: text('aadhaar_last4'),
    /** The language the SMS was written in: the farmer's alerts are written in it too. */
    lang: text('lang', { enum: CROP_LANGS }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.helperId, t.phoneNumber] }),
    index('helper_consents_expires_idx').on(t.expiresAt),
  ],
);

/** Every write a helper made for a farmer: the farmer sees them all, and nothing done in their name is unaccounted. */
export const helperActions = pgTable(
  'helper_actions',
  {
    id: id(),
    helperId: uuid('helper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The operation's id in the API document (`createProduct`, `sendMessage`, `acceptDeal`, …). */
    action: text('action').notNull(),
    /** What the call named: a listing, a conversation partner, a deal (no foreign key: it may be deleted later). */
    targetId: uuid('target_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('helper_actions_farmer_idx').on(t.farmerId, t.createdAt),
    index('helper_actions_helper_idx').on(t.helperId),
  ],
);
