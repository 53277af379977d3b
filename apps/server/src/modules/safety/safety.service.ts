import { isWellFormedId, type ReportRequest } from '@kisansetu/contract';
import { AppError } from '../../errors';
import type { BlockedUserRow, SafetyRepository } from './safety.repository';

export interface SafetyServiceDeps {
  safety: SafetyRepository;
  /** A block was made or lifted between these two: their presence lists change. */
  onBlocksChanged?: (userIds: [string, string]) => void;
}

const userNotFound = () => new AppError('not_found', 'server.userNotFound');

/** Blocking people and reporting listings, people, messages, buyer requests and reviews. Plain arguments in, rows out. */
export function createSafetyService({ safety, onBlocksChanged }: SafetyServiceDeps) {
  /** A path's user id, lower-cased: 404 when malformed or unknown, 400 for oneself. */
  async function otherUserId(actorId: string, rawId: string): Promise<string> {
    if (!isWellFormedId(rawId)) throw userNotFound();
    const id = rawId.toLowerCase();
    if (id === actorId) throw new AppError('bad_request', 'server.cannotBlockSelf');
    if (!(await safety.userExists(id))) throw userNotFound();
    return id;
  }

  return {
    /**
     * Blocks `rawId` for `actorId`: from now on neither can message the other or see the other's listings.
     * Returns whether the block is new (false: it was already there).
     */
    async block(actorId: string, rawId: string): Promise<boolean> {
      const otherId = await otherUserId(actorId, rawId);
      const created = await safety.block(actorId, otherId);
      if (created) onBlocksChanged?.([actorId, otherId]);
      return created;
    },

    /** Lifts the caller's block of `rawId` (nothing happens if there was none; the other's block of them stays). */
    async unblock(actorId: string, rawId: string): Promise<void> {
      const otherId = await otherUserId(actorId, rawId);
      if (await safety.unblock(actorId, otherId)) onBlocksChanged?.([actorId, otherId]);
    },

    /** The people the caller blocks, most recent first. */
    blocked(actorId: string): Promise<BlockedUserRow[]> {
      return safety.blockedBy(actorId);
    },

    /** Everyone in a block pair with `userId` (either side): their listings are left out of `userId`'s lists. */
    blockPartners(userId: string): Promise<string[]> {
      return safety.blockPartners(userId);
    },

    /**
     * Files a report. The target must exist (404; a malformed id too), must not be the reporter or their own
     * listing or review (400), a message may only be reported by its receiver (403), and a review only once it
     * shows (404 while blind or hidden). One open report per reporter and
     * target (409 `already_reported`).
     */
    async report(reporterId: string, input: ReportRequest): Promise<{ id: string }> {
      const targetId = input.targetId.toLowerCase();
      let targetUserId: string | undefined;
      if (input.targetType === 'product') {
        targetUserId = isWellFormedId(targetId) ? await safety.productSeller(targetId) : undefined;
        if (!targetUserId) throw new AppError('not_found', 'server.productNotFound');
      } else if (input.targetType === 'request') {
        targetUserId = isWellFormedId(targetId) ? await safety.requestBuyer(targetId) : undefined;
        if (!targetUserId) throw new AppError('not_found', 'server.requestNotFound');
      } else if (input.targetType === 'review') {
        // Only a review the reporter can see: one that shows, or their own (refused below as oneself).
        const review = isWellFormedId(targetId) ? await safety.reviewForReport(targetId) : undefined;
        if (!review || (!review.shown && review.authorId !== reporterId)) {
          throw new AppError('not_found', 'server.reviewNotFound');
        }
        targetUserId = review.authorId;
      } else if (input.targetType === 'user') {
        if (!isWellFormedId(targetId) || !(await safety.userExists(targetId))) throw userNotFound();
        targetUserId = targetId;
      } else {
        const parties = isWellFormedId(targetId) ? await safety.messageParties(targetId) : undefined;
        if (!parties) throw new AppError('not_found', 'server.messageNotFound');
        if (parties.receiverId !== reporterId) {
          throw new AppError('forbidden', 'server.reportOnlyReceivedMessages');
        }
        targetUserId = parties.senderId;
      }
      if (targetUserId === reporterId) throw new AppError('bad_request', 'server.cannotReportSelf');
      const filed = await safety.insertReport({
        reporterId,
        targetType: input.targetType,
        targetId,
        targetUserId,
        reason: input.reason,
        details: input.details ?? null,
      });
      if (!filed) throw new AppError('already_reported', 'server.alreadyReported');
      return filed;
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
