import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AuditAction, ModerationAction, ReportStatus, ReportTargetType } from '@kisansetu/contract';
import type { Database } from '../../db';
import { tables } from '../../db';

const { reports, users, products, messages, moderationAudit, sessions, reviews } = tables;

export type ReportRow = typeof reports.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
/** A listing with its seller's name and avatar (as products present it). */
export type ProductRow = typeof products.$inferSelect & {
  sellerName: string;
  sellerAvatarKey: string | null;
  sellerPhoneVerifiedAt: Date | null;
};
export type AuditRow = typeof moderationAudit.$inferSelect & { moderatorName: string };
/** A review with its author's name and role, as a review shows them. */
export type ReviewRow = typeof reviews.$inferSelect & { authorName: string; authorRole: UserRow['role'] };

/** A report with its reporter's name. */
export interface ReportWithReporter extends ReportRow {
  reporterName: string;
}

/** Reports, the things they are about, and what moderators did. */
export function createModerationRepository(db: Database) {
  return {
    /** One page of reports: open ones oldest first, resolved ones most recently resolved first. */
    async pageReports(
      status: ReportStatus,
      limit: number,
      offset: number,
    ): Promise<{ rows: ReportWithReporter[]; total: number }> {
      const order =
        status === 'open'
          ? [asc(reports.createdAt), asc(reports.id)]
          : [desc(reports.resolvedAt), desc(reports.id)];
      const [rows, [counted]] = await Promise.all([
        db
          .select({ report: reports, reporterName: users.fullName })
          .from(reports)
          .innerJoin(users, eq(users.id, reports.reporterId))
          .where(eq(reports.status, status))
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(reports).where(eq(reports.status, status)),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.report, reporterName: row.reporterName })),
        total: counted?.n ?? 0,
      };
    },

    async findReport(id: string): Promise<ReportRow | undefined> {
      const rows = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
      return rows[0];
    },

    async usersByIds(ids: string[]): Promise<UserRow[]> {
      return ids.length === 0 ? [] : db.select().from(users).where(inArray(users.id, ids));
    },

    async productsByIds(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          product: products,
          sellerName: users.fullName,
          sellerAvatarKey: users.avatarKey,
          sellerPhoneVerifiedAt: users.phoneVerifiedAt,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(inArray(products.id, ids));
      return rows.map((row) => ({
        ...row.product,
        sellerName: row.sellerName,
        sellerAvatarKey: row.sellerAvatarKey,
        sellerPhoneVerifiedAt: row.sellerPhoneVerifiedAt,
      }));
    },

    async messagesByIds(ids: string[]): Promise<MessageRow[]> {
      return ids.length === 0 ? [] : db.select().from(messages).where(inArray(messages.id, ids));
    },

    async reviewsByIds(ids: string[]): Promise<ReviewRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ review: reviews, authorName: users.fullName, authorRole: users.role })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.authorId))
        .where(inArray(reviews.id, ids));
      return rows.map((row) => ({ ...row.review, authorName: row.authorName, authorRole: row.authorRole }));
    },

    /** Hides a review for good; returns whom it was about (their rating changes), or undefined when unknown. */
    async hideReview(id: string): Promise<{ subjectId: string } | undefined> {
      await db
        .update(reviews)
        .set({ hiddenAt: new Date() })
        .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)));
      const [row] = await db
        .select({ subjectId: reviews.subjectId })
        .from(reviews)
        .where(eq(reviews.id, id))
        .limit(1);
      return row;
    },

    /** How many reports (open or not) each target has, keyed `type:id`. */
    async reportCounts(targets: { type: ReportTargetType; id: string }[]): Promise<Map<string, number>> {
      const result = new Map<string, number>();
      if (targets.length === 0) return result;
      const rows = await db
        .select({ type: reports.targetType, id: reports.targetId, n: count() })
        .from(reports)
        .where(inArray(reports.targetId, [...new Set(targets.map((t) => t.id))]))
        .groupBy(reports.targetType, reports.targetId);
      for (const row of rows) result.set(`${row.type}:${row.id}`, row.n);
      return result;
    },

    /** Resolves every open report on the target; returns how many. */
    async resolveOpen(
      targetType: ReportTargetType,
      targetId: string,
      resolution: { by: string; action: ModerationAction; note: string },
    ): Promise<number> {
      const resolved = await db
        .update(reports)
        .set({
          status: 'resolved',
          resolvedAt: new Date(),
          resolvedBy: resolution.by,
          action: resolution.action,
          note: resolution.note,
        })
        .where(
          and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'open')),
        )
        .returning({ id: reports.id });
      return resolved.length;
    },

    async hideProduct(id: string): Promise<void> {
      await db
        .update(products)
        .set({ hiddenAt: new Date() })
        .where(and(eq(products.id, id), isNull(products.hiddenAt)));
    },

    /**
     * Suspends a user in one transaction: the account is marked, every session ends, and their listings leave every
     * list (the flag on the listings).
     */
    async suspendUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ suspendedAt: sql`COALESCE(${users.suspendedAt}, now())` })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.update(products).set({ sellerSuspended: true }).where(eq(products.sellerId, userId));
      });
    },

    /** Lifts a suspension; the listings come back to the lists (those a moderator hid stay hidden). */
    async reinstateUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, userId));
        await tx.update(products).set({ sellerSuspended: false }).where(eq(products.sellerId, userId));
      });
    },

    /** Every message between two users, oldest first (at most `limit`, the newest ones). */
    async conversation(a: string, b: string, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(messages)
        .where(
          or(
            and(eq(messages.senderId, a), eq(messages.receiverId, b)),
            and(eq(messages.senderId, b), eq(messages.receiverId, a)),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** The newest open report of a person or a message between `a` and `b` (either reporting the other), if any. */
    async reportBetween(
      a: string,
      b: string,
    ): Promise<{ id: string; targetType: ReportTargetType } | undefined> {
      const rows = await db
        .select({ id: reports.id, targetType: reports.targetType })
        .from(reports)
        .where(
          and(
            eq(reports.status, 'open'),
            inArray(reports.targetType, ['user', 'message']),
            or(
              and(eq(reports.reporterId, a), eq(reports.targetUserId, b)),
              and(eq(reports.reporterId, b), eq(reports.targetUserId, a)),
            ),
          ),
        )
        .orderBy(desc(reports.createdAt))
        .limit(1);
      return rows[0];
    },

    async audit(entry: {
      moderatorId: string;
      action: AuditAction;
      reportId: string | null;
      targetType: ReportTargetType | null;
      targetId: string | null;
      note: string | null;
    }): Promise<void> {
      await db.insert(moderationAudit).values(entry);
    },

    /** One page of the audit, newest first, with each moderator's name. */
    async auditPage(limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select({ entry: moderationAudit, moderatorName: users.fullName })
          .from(moderationAudit)
          .innerJoin(users, eq(users.id, moderationAudit.moderatorId))
          .orderBy(desc(moderationAudit.createdAt), desc(moderationAudit.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(moderationAudit),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.entry, moderatorName: row.moderatorName })),
        total: counted?.n ?? 0,
      };
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
