import { DEALS, isWellFormedId, type OfferTrust, type Trust } from '@kisansetu/contract';
import { AppError } from '../../errors';
import type { TtlCache } from '../../lib/ttl-cache';
import type { TrustRepository } from './trust.repository';

export interface TrustServiceDeps {
  trust: TrustRepository;
  /** Each person's trust as last computed; every product page reads its farmer's. */
  cache: TtlCache<string, Trust | null>;
}

/**
 * Trust signals (contract "Ratings and trust"), computed from the account, its deals, its shown reviews and how it
 * answers conversations, and kept a short while per person. A done deal or a new review forgets both parties', so
 * their own process shows the change at once; the reply figures move with every message and are only as fresh as
 * the cache.
 */
export function createTrustService({ trust, cache }: TrustServiceDeps) {
  /** The person's trust, or null for an unknown or closed account. */
  async function compute(userId: string): Promise<Trust | null> {
    const [basis, responses] = await Promise.all([trust.basis(userId), trust.responses(userId)]);
    if (!basis) return null;
    const enough = responses.conversations >= DEALS.responseMinConversations;
    return {
      phoneVerified: basis.phoneVerified,
      aadhaarOnFile: basis.aadhaarOnFile,
      memberSince: basis.memberSince.toISOString(),
      dealsDone: basis.dealsDone,
      partners: basis.partners,
      rating: { average: basis.average, count: basis.reviewCount },
      responseRate: enough ? Math.round((100 * responses.answered) / responses.conversations) : null,
      typicalReplyMinutes:
        enough && responses.medianMinutes !== null ? Math.round(responses.medianMinutes) : null,
    };
  }

  /** The person's trust (kept a short while), or null for an unknown, malformed or closed account. */
  function find(rawUserId: string): Promise<Trust | null> {
    const userId = rawUserId.toLowerCase();
    if (!isWellFormedId(userId)) return Promise.resolve(null);
    return cache.get(userId, () => compute(userId));
  }

  return {
    find,

    /** As {@link find}, 404 for an unknown, malformed or closed account. */
    async of(userId: string): Promise<Trust> {
      const found = await find(userId);
      if (!found) throw new AppError('not_found', 'server.userNotFound');
      return found;
    },

    /** What offers are weighed by, for each of `userIds` still open (one statement; not kept: a lot's list is rare). */
    async offerSignalsOf(userIds: readonly string[]): Promise<Map<string, OfferTrust>> {
      const rows = await trust.offerSignalsOf([...new Set(userIds)]);
      return new Map(rows.map(({ id, ...signals }) => [id, signals]));
    },

    /** Their deals or reviews changed: the next read computes their trust afresh. */
    forget(...userIds: string[]): void {
      cache.forget(...userIds);
    },
  };
}

export type TrustService = ReturnType<typeof createTrustService>;
