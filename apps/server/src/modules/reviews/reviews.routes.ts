import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import type { AbuseLimits } from '../../limits';
import { toReview } from './reviews.presenter';
import type { ReviewsService } from './reviews.service';
import type { TrustService } from './trust.service';

export interface ReviewsRoutesOptions {
  service: ReviewsService;
  trust: TrustService;
  limits: AbuseLimits;
}

/** Reviews after a done deal, a person's shown reviews, and their trust signals. */
export async function reviewsRoutes(app: FastifyInstance, options: ReviewsRoutesOptions): Promise<void> {
  const { service, trust, limits } = options;
  /** Anonymous reads are counted per IP, as other public reads are; a live session is the only way around it. */
  const anonymousReadLimit = {
    onRequest: async (request: FastifyRequest) => {
      const anonymous = request.sessionToken() === undefined || (await request.sessionUser()) === null;
      if (anonymous) await limits.consume('anonymousReadsPerIp', request.ip);
    },
  };

  route(app, ENDPOINTS.reviewDeal, async (request, _reply, user) => {
    const review = await service.create(user, request.params.dealId, request.body);
    return ok(SERVER_MESSAGES.reviewCreated, { review: toReview(review) });
  });

  route(
    app,
    ENDPOINTS.listUserReviews,
    async (request) => {
      const page = await service.list(request.params.userId, request.query.page);
      return ok(SERVER_MESSAGES.reviewsFetched, {
        reviews: page.rows.map(toReview),
        totalCount: page.totalCount,
        totalPages: page.totalPages,
        page: page.page,
        average: page.average,
        count: page.count,
        histogram: page.histogram,
      });
    },
    anonymousReadLimit,
  );

  route(app, ENDPOINTS.getUserTrust, async (request) => {
    return ok(SERVER_MESSAGES.profileFetched, { trust: await trust.of(request.params.userId) });
  });
}
