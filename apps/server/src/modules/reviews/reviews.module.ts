import type { Trust } from '@kisansetu/contract';
import type { AppContext, ModuleRoutes } from '../../app-context';
import { createTtlCache } from '../../lib/ttl-cache';
import { toReview } from './reviews.presenter';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';
import { createTrustRepository } from './trust.repository';
import { createTrustService } from './trust.service';

/** A person's trust is kept this long: long enough to serve a busy listing's page views, short enough to stay true. */
const TRUST_TTL_MS = 60_000;
/** People whose trust is kept at once; a listing page's farmer is one entry. */
const TRUST_MAX = 10_000;

/** Reviews after done deals, and everyone's trust signals (kept a short while in this process). */
export function wireReviews(ctx: AppContext) {
  const trust = createTrustService({
    trust: createTrustRepository(ctx.db),
    cache: createTtlCache<string, Trust | null>({ ttlMs: TRUST_TTL_MS, max: TRUST_MAX }),
  });
  const repository = createReviewsRepository(ctx.db);
  const service = createReviewsService({
    reviews: repository,
    reviewed: (authorId, subjectId) => trust.forget(authorId, subjectId),
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(reviewsRoutes, { service, trust, limits: ctx.limits });
  };
  return {
    service,
    trust,
    routes,
    /** The reviews the person wrote, and those about them that show (their data download). */
    writtenSection: async (userId: string) => (await repository.writtenBy(userId)).map(toReview),
    receivedSection: async (userId: string) => (await repository.shownAbout(userId)).map(toReview),
  };
}
