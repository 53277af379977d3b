import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALERT_CHANNELS, CROP_LANGS, OUTBOX_ALERT_KINDS } from '@kisansetu/contract';
import { createdAt, id, updatedAt } from './columns';
import { users } from './accounts';

/* Alerts by SMS and WhatsApp: what each person chose, and the outbox every process sends from. */

/**
 * A person's alert settings, once they have chosen anything (no row: the defaults). `channel` null means "the
 * default": SMS while the phone is verified. `lang` is the language their alerts are written in.
 */
export const alertSettings = pgTable('alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: ALERT_CHANNELS }),
  messages: boolean('messages').notNull().default(true),
  deals: boolean('deals').notNull().default(true),
  requests: boolean('requests').notNull().default(false),
  savedSearches: boolean('saved_searches').notNull().default(false),
  lang: text('lang', { enum: CROP_LANGS }).notNull().default('en'),
  updatedAt: updatedAt(),
});

/** Where an alert is: waiting for its time, claimed by a process, handed to the provider, or done with. */
export const ALERT_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'failed', 'cancelled'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** What an alert's text is made of: who and which crop, or how many things a summary stands for. */
export interface AlertFactsRow {
  who?: string;
  crop?: string;
  count?: number;
}

/**
 * The outbox: one row per alert, written when the event happens and sent when due by whichever process claims it.
 * The row's id is the provider's reference, the same on every retry; `code` is its links' unguessable part.
 * `partnerId` is the other person of the conversation it is about (none for a match), so a second message of that
 * conversation joins the alert that waits, and reading the conversation cancels it.
 */
export const alertOutbox = pgTable(
  'alert_outbox',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OUTBOX_ALERT_KINDS }).notNull(),
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'cascade' }),
    facts: jsonb('facts').$type<AlertFactsRow>().notNull(),
    /** The app path its link opens. */
    link: text('link').notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('pending'),
    /** Why it did not go, or how it failed (`read`, `online`, `daily_cap`, `status 400`, …). */
    reason: text('reason'),
    /** How many alerts this one sums up (the morning after quiet hours); 1 for one alert. */
    count: integer('count').notNull().default(1),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** A claim lasts until then: a process that died holding it gives it up at that time. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // What is due, in the order it fell due: only rows still to send are in it.
    index('alert_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    // One waiting alert a conversation: a second message joins it.
    uniqueIndex('alert_outbox_waiting_key')
      .on(t.userId, t.partnerId)
      .where(sql`${t.status} = 'pending' AND ${t.partnerId} IS NOT NULL`),
    // A person's alerts by time sent: the daily cap, the conversation's six hours and the month's count.
    index('alert_outbox_user_sent_idx').on(t.userId, t.sentAt),
    // Closing an account removes the alerts about conversations with it.
    index('alert_outbox_partner_idx').on(t.partnerId),
    uniqueIndex('alert_outbox_code_key').on(t.code),
  ],
);

/**
 * A person whose due alerts one process is deciding and sending, until `until`. The daily cap and the six hours a
 * conversation are read before a send and counted after it, so two processes deciding for one person at once could
 * both send: a process claims the person first (the primary key makes a second claimer wait, then find it taken),
 * and a process that died holding the claim gives it up at `until`.
 */
export const alertClaims = pgTable('alert_claims', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true, mode: 'date' }).notNull(),
});
