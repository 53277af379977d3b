import { and, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AlertChannel, AlertKind, CropLang, OutboxAlertKind } from '@kisansetu/contract';
import type { Database } from '../../db';
import { tables } from '../../db';
import { unreadByParticipant } from '../chat';
import type { AlertFactsRow, AlertStatus } from '../../db/schema';

const {
  alertOutbox: outbox,
  alertSettings: settings,
  alertClaims: claims,
  users,
  conversations,
  conversationParticipants,
  messages,
} = tables;

/** A person's alert settings as stored (no row: every field at its default), with what their phone allows. */
export interface AlertSettingsRow {
  /** Null: never chosen. */
  channel: AlertChannel | null;
  kinds: Record<AlertKind, boolean>;
  lang: CropLang;
  phoneNumber: string;
  phoneVerified: boolean;
  /** Closed or suspended: no alert goes. */
  gone: boolean;
}

/** One alert of the outbox as a process claimed it. */
export type AlertRow = typeof outbox.$inferSelect;

/** What a new alert is made of. */
export interface NewAlert {
  userId: string;
  kind: OutboxAlertKind;
  partnerId: string | null;
  facts: AlertFactsRow;
  link: string;
  code: string;
  dueAt: Date;
}

/** The outbox and the settings of alerts by SMS and WhatsApp. */
export function createAlertsRepository(db: Database) {
  const repository = {
    async settingsOf(userId: string): Promise<AlertSettingsRow | undefined> {
      return (await repository.settingsOfMany([userId])).get(userId);
    },

    /** The settings of each of `userIds` (those that exist), in one statement. */
    async settingsOfMany(userIds: string[]): Promise<Map<string, AlertSettingsRow>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: users.id,
          channel: settings.channel,
          messages: settings.messages,
          deals: settings.deals,
          requests: settings.requests,
          savedSearches: settings.savedSearches,
          lang: settings.lang,
          phoneNumber: users.phoneNumber,
          phoneVerifiedAt: users.phoneVerifiedAt,
          deletedAt: users.deletedAt,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .leftJoin(settings, eq(settings.userId, users.id))
        .where(inArray(users.id, userIds));
      return new Map(
        rows.map((row) => [
          row.userId,
          {
            channel: row.channel,
            kinds: {
              messages: row.messages ?? true,
              deals: row.deals ?? true,
              requests: row.requests ?? false,
              savedSearches: row.savedSearches ?? false,
            },
            lang: row.lang ?? 'en',
            phoneNumber: row.phoneNumber,
            phoneVerified: row.phoneVerifiedAt !== null,
            gone: row.deletedAt !== null || row.suspendedAt !== null,
          },
        ]),
      );
    },

    /** Writes what was given of the settings; the rest keeps its stored or default value. */
    async saveSettings(
      userId: string,
      change: { channel?: AlertChannel; kinds?: Partial<Record<AlertKind, boolean>>; lang?: CropLang },
    ): Promise<void> {
      const values = {
        ...(change.channel === undefined ? {} : { channel: change.channel }),
        ...change.kinds,
        ...(change.lang === undefined ? {} : { lang: change.lang }),
      };
      await db
        .insert(settings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: settings.userId, set: { ...values, updatedAt: sql`now()` } });
    },

    /** How many alerts reached the person since `since`. */
    async sentSince(userId: string, since: Date): Promise<number> {
      return (await repository.sentSinceMany([userId], since)).get(userId) ?? 0;
    },

    /** How many alerts reached each of `userIds` since `since` (absent: none), in one statement. */
    async sentSinceMany(userIds: string[], since: Date): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: outbox.userId, count: sql<number>`count(*)::int` })
        .from(outbox)
        .where(and(inArray(outbox.userId, userIds), gte(outbox.sentAt, since)))
        .groupBy(outbox.userId);
      return new Map(rows.map((row) => [row.userId, row.count]));
    },

    /** Of these conversations (`person:partner`), those an alert reached the person about since `since`. */
    async sentAboutSince(pairs: { userId: string; partnerId: string }[], since: Date): Promise<Set<string>> {
      if (pairs.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: outbox.userId, partnerId: outbox.partnerId })
        .from(outbox)
        .where(
          and(
            inArray(
              outbox.userId,
              pairs.map((pair) => pair.userId),
            ),
            gte(outbox.sentAt, since),
            isNotNull(outbox.partnerId),
          ),
        );
      const wanted = new Set(pairs.map((pair) => `${pair.userId}:${pair.partnerId}`));
      return new Set(rows.map((row) => `${row.userId}:${row.partnerId}`).filter((key) => wanted.has(key)));
    },

    /** Adds an alert, unless one about the same conversation still waits (then that one stands). */
    async enqueue(alert: NewAlert): Promise<boolean> {
      const inserted = await db
        .insert(outbox)
        .values(alert)
        .onConflictDoNothing({
          target: [outbox.userId, outbox.partnerId],
          where: sql`${outbox.status} = 'pending' AND ${outbox.partnerId} IS NOT NULL`,
        })
        .returning({ id: outbox.id });
      return inserted.length > 0;
    },

    /** Cancels the alert that waits about the conversation of `userId` with `partnerId` (it was read). */
    async cancelWaiting(userId: string, partnerId: string, reason: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'cancelled', reason })
        .where(and(eq(outbox.userId, userId), eq(outbox.partnerId, partnerId), eq(outbox.status, 'pending')));
    },

    /**
     * Claims until `leaseUntil` the people of the first `limit` alerts due at `now` (with those whose claim ran out: a
     * process died holding them), and all their due alerts. A person another process holds is left to it: a second
     * claimer of a person waits on the claim's key, then finds it held. People are claimed in one order, so two
     * processes never wait on each other's.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<AlertRow[]> {
      const due = sql`${outbox.status} IN ('pending', 'sending') AND ${outbox.dueAt} <= ${now}
        AND (${outbox.status} = 'pending' OR ${outbox.leaseUntil} < ${now})`;
      const first = db
        .select({ userId: outbox.userId })
        .from(outbox)
        .where(due)
        .orderBy(outbox.dueAt)
        .limit(limit)
        .as('first');
      const people = await db
        .insert(claims)
        .select(
          db
            .selectDistinct({ userId: first.userId, until: sql`${leaseUntil}::timestamptz`.as('until') })
            .from(first)
            .orderBy(first.userId),
        )
        .onConflictDoUpdate({
          target: claims.userId,
          set: { until: leaseUntil },
          setWhere: sql`${claims.until} < ${now}`,
        })
        .returning({ userId: claims.userId });
      if (people.length === 0) return [];
      const claimed = await db
        .update(outbox)
        .set({ status: 'sending', leaseUntil, attempts: sql`${outbox.attempts} + 1` })
        .where(
          and(
            inArray(
              outbox.userId,
              people.map((person) => person.userId),
            ),
            due,
          ),
        )
        .returning();
      // A person whose alerts ended between the two statements (read meanwhile) is not kept from the next pass.
      const holding = new Set(claimed.map((row) => row.userId));
      const without = people.filter((person) => !holding.has(person.userId));
      await repository.releaseClaims(
        without.map((person) => person.userId),
        leaseUntil,
      );
      return claimed;
    },

    /** Gives up the claims on `userIds` taken until `leaseUntil` (not a later claim of another process). */
    async releaseClaims(userIds: string[], leaseUntil: Date): Promise<void> {
      if (userIds.length === 0) return;
      await db.delete(claims).where(and(inArray(claims.userId, userIds), eq(claims.until, leaseUntil)));
    },

    /** Alerts due by `now` and not yet sent, and when the longest-waiting fell due (an operator's backlog). */
    async backlog(now: Date): Promise<{ due: number; oldestDueAt: Date | null }> {
      const [row] = await db
        .select({ due: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${outbox.dueAt})` })
        .from(outbox)
        .where(sql`${outbox.status} IN ('pending', 'sending') AND ${outbox.dueAt} <= ${now}`);
      return { due: row?.due ?? 0, oldestDueAt: row?.oldest ? new Date(row.oldest) : null };
    },

    /**
     * Which of `pairs` (a person and the conversation partner) have nothing unread from the partner: the same test as
     * the app's unread count, so it holds whichever of the message's alert and the person's reading was written first.
     */
    async nothingUnread(pairs: { userId: string; partnerId: string }[]): Promise<Set<string>> {
      if (pairs.length === 0) return new Set();
      const rows = await db
        .select({
          userId: conversationParticipants.userId,
          userAId: conversations.userAId,
          userBId: conversations.userBId,
        })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(
          and(
            or(
              ...pairs.map(({ userId, partnerId }) => {
                const [a, b] = userId < partnerId ? [userId, partnerId] : [partnerId, userId];
                return and(
                  eq(conversations.userAId, a),
                  eq(conversations.userBId, b),
                  eq(conversationParticipants.userId, userId),
                );
              }),
            ),
            sql`NOT EXISTS (
              SELECT 1 FROM ${messages}
              WHERE ${messages.conversationId} = ${conversations.id}
                AND ${messages.receiverId} = ${conversationParticipants.userId}
                AND ${unreadByParticipant})`,
          ),
        );
      return new Set(
        rows.map((row) => `${row.userId}:${row.userAId === row.userId ? row.userBId : row.userAId}`),
      );
    },

    /** The crop the pair last wrote about (a message about a listing, or a deal), if any. */
    async lastCropBetween(userId: string, partnerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({
          crop: sql<
            string | null
          >`COALESCE(${messages.product}->>'productName', ${messages.deal}->>'productName')`,
        })
        .from(messages)
        .where(
          and(
            or(
              and(eq(messages.senderId, userId), eq(messages.receiverId, partnerId)),
              and(eq(messages.senderId, partnerId), eq(messages.receiverId, userId)),
            ),
            or(isNotNull(messages.product), isNotNull(messages.deal)),
          ),
        )
        .orderBy(desc(messages.createdAt))
        .limit(1);
      return row?.crop ?? undefined;
    },

    /** Records a send: when, by which channel, how many alerts it stood for and the path its link opens. */
    async markSent(
      id: string,
      channel: 'sms' | 'whatsapp',
      at: Date,
      count: number,
      link: string,
    ): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'sent', channel, sentAt: at, leaseUntil: null, count, reason: null, link })
        .where(eq(outbox.id, id));
    },

    /** The alerts made for a person, newest first (their data download). */
    async listFor(userId: string) {
      return db
        .select({
          kind: outbox.kind,
          channel: outbox.channel,
          status: outbox.status,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(eq(outbox.userId, userId))
        .orderBy(desc(outbox.createdAt));
    },

    /** A person's name as others see it in the chat. */
    async fullName(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ fullName: users.fullName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.fullName;
    },

    /** Puts claimed alerts back to wait until `dueAt` (a retry, the end of quiet hours, a cap's window). */
    async putBack(ids: string[], dueAt: Date, reason: string | null): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outbox)
        .set({ status: 'pending', dueAt, leaseUntil: null, reason })
        .where(inArray(outbox.id, ids));
    },

    /** Ends claimed alerts that will not go (`cancelled`) or could not (`failed`). */
    async end(
      ids: string[],
      status: Extract<AlertStatus, 'cancelled' | 'failed'>,
      reason: string,
    ): Promise<void> {
      if (ids.length === 0) return;
      await db.update(outbox).set({ status, reason, leaseUntil: null }).where(inArray(outbox.id, ids));
    },

    /** The alert whose links carry `code`, if made since `since`. */
    async findByCode(code: string, since: Date): Promise<AlertRow | undefined> {
      const [row] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.code, code), gte(outbox.createdAt, since)))
        .limit(1);
      return row;
    },

    /** Records a provider's delivery report; false when no alert has that id. */
    async recordDelivery(
      id: string,
      report: { status: 'delivered' | 'failed'; error?: string | undefined },
      at: Date,
    ): Promise<boolean> {
      const updated = await db
        .update(outbox)
        .set(
          report.status === 'delivered'
            ? { status: 'delivered', deliveredAt: at }
            : { status: 'failed', reason: `delivery: ${report.error ?? 'failed'}`.slice(0, 500) },
        )
        .where(and(eq(outbox.id, id), inArray(outbox.status, ['sending', 'sent', 'delivered', 'failed'])))
        .returning({ id: outbox.id });
      return updated.length > 0;
    },
  };
  return repository;
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
