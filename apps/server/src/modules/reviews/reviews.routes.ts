import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  idParam,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewResponseSchema,
  successEnvelope,
  trustSchema,
} from '@kisansetu/contract';
import { requireUser } from '../../auth';
import { ok } from '../../lib/envelope';
import type { AbuseLimits } from '../../limits';
import { toReview } from './reviews.presenter';
import type { ReviewsService } from './reviews.service';
import type { TrustService } from './trust.service';

export interface ReviewsRoutesOptions {
  service: ReviewsService;
  trust: TrustService;
  limits: AbuseLimits;
}

const userIdParams = z.object({ userId: idParam });

/** Reviews after a done deal, a person's shown reviews, and their trust signals. */
export async function reviewsRoutes(app: FastifyInstance, options: ReviewsRoutesOptions): Promise<void> {
  const { service, trust, limits } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Anonymous reads are counted per IP, as other public reads are; a live session is the only way around it. */
  const anonymousReadLimit = {
    onRequest: async (request: FastifyRequest) => {
      const anonymous = request.sessionToken() === undefined || (await request.sessionUser()) === null;
      if (anonymous) await limits.consume('anonymousReadsPerIp', request.ip);
    },
  };

  r.post(
    '/review/:dealId',
    {
      schema: {
        tags: ['review'],
        summary:
          'Review the other party of a done deal: 1 to 5 stars and an optional text, once, within 60 days',
        description:
          'The review stays hidden from everyone but its author until the other party has reviewed the same deal ' +
          'too, or 14 days have passed since the deal was done. 409 review_not_allowed before the deal is done or ' +
          'after the 60 days; 409 already_reviewed the second time.',
        params: z.object({ dealId: idParam }),
        body: reviewCreateSchema,
        response: { 201: successEnvelope(reviewResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const review = await service.create(user, request.params.dealId, request.body);
      return reply.status(201).send(ok(SERVER_MESSAGES.reviewCreated, { review: toReview(review) }));
    },
  );

  r.get(
    '/user/reviews/:userId',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['review'],
        summary:
          "A person's reviews that show, newest first, 10 a page, with the average and each star's count",
        params: userIdParams,
        querystring: reviewListQuerySchema,
        response: { 200: successEnvelope(reviewListResponseSchema) },
      },
    },
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
  );

  r.get(
    '/user/trust/:userId',
    {
      schema: {
        tags: ['review'],
        summary:
          "A person's trust signals: verified phone, Aadhaar on file, member since, deals done, stars, replies",
        params: userIdParams,
        response: { 200: successEnvelope(z.object({ trust: trustSchema })) },
      },
    },
    async (request) => {
      await requireUser(request);
      return ok(SERVER_MESSAGES.profileFetched, { trust: await trust.of(request.params.userId) });
    },
  );
}
