import {
  isWellFormedId,
  type ModerationReportsQuery,
  type ModeratorLoginAuditAction,
  type ResolveReportRequest,
  type BuyRequest,
} from '@kisansetu/contract';
import { AppError } from '../../errors';
import type {
  AuditRow,
  MessageRow,
  ModerationRepository,
  ProductRow,
  ReportWithReporter,
  ReviewRow,
  UserRow,
} from './moderation.repository';

/** Reports a moderator sees a page of. */
export const REPORTS_PAGE_SIZE = 20;
/** Audit entries a page. */
export const AUDIT_PAGE_SIZE = 50;
/** At most this many messages of a conversation are shown (the newest). */
export const CONVERSATION_MAX = 500;

export interface ModerationEvents {
  /** A user was suspended: close all their sockets at once. */
  userSuspended(userId: string): void;
  /** Listings appeared or disappeared (hidden, suspended, reinstated): cached list pages are stale. */
  listingsChanged(): void;
  /** A review about this person was hidden: their rating changed. */
  reviewHidden?(subjectId: string): void;
  /** What else ends with a suspension, done before the decision is answered (a helper's links to farmers). */
  accountSuspended?(userId: string): Promise<void>;
}

export interface ModerationServiceDeps {
  moderation: ModerationRepository;
  events: ModerationEvents;
  /** Reported buyer requests as sent (the requests module's); none when that module is not wired. */
  requestsByIds?: (ids: string[]) => Promise<BuyRequest[]>;
}

/** A page of reports with everything the moderator's list shows, read in a fixed number of queries. */
export interface ReportPage {
  rows: ReportWithReporter[];
  users: Map<string, UserRow>;
  products: Map<string, ProductRow>;
  messages: Map<string, MessageRow>;
  requests: Map<string, BuyRequest>;
  reviews: Map<string, ReviewRow>;
  counts: Map<string, number>;
  totalCount: number;
  totalPages: number;
}

export interface ConversationResult {
  reporter: UserRow;
  reported: UserRow;
  messages: MessageRow[];
}

const reportNotFound = () => new AppError('not_found', 'server.reportNotFound');
const userNotFound = () => new AppError('not_found', 'server.userNotFound');
const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * Moderators' work: the report queue, resolving reports (dismiss, hide a listing, suspend the person answerable),
 * reinstating people and reading a reported conversation. Every action and every read of a conversation is written
 * to the audit. The caller has checked that `moderatorId` is a moderator.
 */
export function createModerationService({ moderation, events, requestsByIds }: ModerationServiceDeps) {
  async function openReport(rawId: string) {
    const report = isWellFormedId(rawId) ? await moderation.findReport(rawId.toLowerCase()) : undefined;
    if (!report) throw reportNotFound();
    return report;
  }

  return {
    /** One page of reports with their targets as they are now, and how many reports each target has. */
    async reports(query: ModerationReportsQuery): Promise<ReportPage> {
      const { rows, total } = await moderation.pageReports(
        query.status,
        REPORTS_PAGE_SIZE,
        (query.page - 1) * REPORTS_PAGE_SIZE,
      );
      const idsOf = (type: string) => rows.filter((r) => r.targetType === type).map((r) => r.targetId);
      const requestIds = idsOf('request');
      const [products, messages, requests, reviews] = await Promise.all([
        moderation.productsByIds(idsOf('product')),
        moderation.messagesByIds(idsOf('message')),
        requestIds.length > 0 && requestsByIds ? requestsByIds(requestIds) : Promise.resolve([]),
        moderation.reviewsByIds(idsOf('review')),
      ]);
      const userIds = [
        ...idsOf('user'),
        ...products.map((p) => p.sellerId),
        ...messages.map((m) => m.senderId),
        ...requests.map((r) => r.buyerId),
        ...reviews.map((r) => r.authorId),
      ];
      const [users, counts] = await Promise.all([
        moderation.usersByIds([...new Set(userIds)]),
        moderation.reportCounts(rows.map((r) => ({ type: r.targetType, id: r.targetId }))),
      ]);
      return {
        rows,
        users: byId(users),
        products: byId(products),
        messages: byId(messages),
        requests: new Map(requests.map((request) => [request._id, request])),
        reviews: byId(reviews),
        counts,
        totalCount: total,
        totalPages: Math.ceil(total / REPORTS_PAGE_SIZE),
      };
    },

    /**
     * Resolves the report and every other open report on the same target, with the action taken:
     * `hide_product` (listing reports only, else 400) hides the listing; `hide_review` (review reports only, else
     * 400) hides the review for good; `suspend_user` suspends the person answerable for the target (the listing's
     * seller, the person, the message's sender, the review's author). 404 for a report that is unknown or already
     * resolved.
     */
    async resolve(moderatorId: string, reportId: string, input: ResolveReportRequest): Promise<number> {
      const report = await openReport(reportId);
      if (report.status !== 'open') throw reportNotFound();
      const targetOnly = (type: typeof report.targetType) => {
        if (report.targetType !== type) {
          throw new AppError('validation_failed', 'validation.moderationActionInvalid', {
            fields: { action: 'validation.moderationActionInvalid' },
          });
        }
      };
      if (input.action === 'hide_product') {
        targetOnly('product');
        await moderation.hideProduct(report.targetId);
        events.listingsChanged();
      } else if (input.action === 'hide_review') {
        targetOnly('review');
        const hidden = await moderation.hideReview(report.targetId);
        if (hidden) events.reviewHidden?.(hidden.subjectId);
      } else if (input.action === 'suspend_user') {
        if (!report.targetUserId) throw userNotFound();
        await moderation.suspendUser(report.targetUserId);
        await events.accountSuspended?.(report.targetUserId);
        events.userSuspended(report.targetUserId);
        events.listingsChanged();
      }
      const resolved = await moderation.resolveOpen(report.targetType, report.targetId, {
        by: moderatorId,
        action: input.action,
        note: input.note,
      });
      await moderation.audit({
        moderatorId,
        action: input.action,
        reportId: report.id,
        targetType: report.targetType,
        targetId: report.targetId,
        note: input.note || null,
      });
      return resolved;
    },

    /** Lifts a suspension: the person can log in again and their listings return (hidden ones stay hidden). */
    async reinstate(moderatorId: string, rawUserId: string): Promise<void> {
      const userId = rawUserId.toLowerCase();
      const [user] = isWellFormedId(userId) ? await moderation.usersByIds([userId]) : [];
      if (!user) throw userNotFound();
      await moderation.reinstateUser(user.id);
      events.listingsChanged();
      await moderation.audit({
        moderatorId,
        action: 'reinstate_user',
        reportId: null,
        targetType: 'user',
        targetId: user.id,
        note: null,
      });
    },

    /**
     * The messages between the reporter and the reported person, oldest first, for a report of a person or a
     * message (404 for a listing's), only while a report between the two is open (404 after). Chats are private:
     * every read is written to the audit.
     */
    async conversation(moderatorId: string, reportId: string): Promise<ConversationResult> {
      const report = await openReport(reportId);
      if (report.targetType === 'product') throw new AppError('not_found', 'server.messageNotFound');
      if (!report.targetUserId) throw userNotFound();
      const people = byId(await moderation.usersByIds([report.reporterId, report.targetUserId]));
      const reporter = people.get(report.reporterId);
      const reported = people.get(report.targetUserId);
      if (!reporter || !reported) throw userNotFound();
      // Chats are private again once nothing about the two is open: a closed report is no key to later messages.
      if (report.status !== 'open' && !(await moderation.reportBetween(reporter.id, reported.id))) {
        throw reportNotFound();
      }
      const messages = await moderation.conversation(reporter.id, reported.id, CONVERSATION_MAX);
      await moderation.audit({
        moderatorId,
        action: 'read_conversation',
        reportId: report.id,
        targetType: report.targetType,
        targetId: report.targetId,
        note: null,
      });
      return { reporter, reported, messages };
    },

    /**
     * Whether a moderator may see a chat message's photo or voice note: only while an open report of a person or a
     * message lies between its two people, as for reading their conversation. Each look is written to the audit.
     */
    async mayReadChatFile(
      moderatorId: string,
      message: { id: string; senderId: string; receiverId: string },
    ): Promise<boolean> {
      const report = await moderation.reportBetween(message.senderId, message.receiverId);
      if (!report) return false;
      await moderation.audit({
        moderatorId,
        action: 'read_attachment',
        reportId: report.id,
        targetType: 'message',
        targetId: message.id,
        note: null,
      });
      return true;
    },

    /** Writes a moderator's sign-in, or a refused one, to the audit (the users module calls it at login). */
    async recordLogin(moderatorId: string, action: ModeratorLoginAuditAction): Promise<void> {
      await moderation.audit({
        moderatorId,
        action,
        reportId: null,
        targetType: null,
        targetId: null,
        note: null,
      });
    },

    /** One page of the audit, newest first. */
    async audit(page: number): Promise<{ rows: AuditRow[]; totalCount: number; totalPages: number }> {
      const { rows, total } = await moderation.auditPage(AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
      return { rows, totalCount: total, totalPages: Math.ceil(total / AUDIT_PAGE_SIZE) };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
