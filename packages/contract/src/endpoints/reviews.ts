import { z } from 'zod';
import {
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewResponseSchema,
} from '../deal';
import { idParam } from '../fields';
import { trustSchema } from '../trust';
import { endpoint } from './define';

/** The person whose reviews or trust signals are asked for, named in the path. */
const userIdParams = z.object({ userId: idParam });

/** Reviews after a done deal, a person's shown reviews, and their trust signals. */
export const reviewsEndpoints = {
  reviewDeal: endpoint({
    id: 'reviewDeal',
    method: 'POST',
    path: '/review/{dealId}',
    access: 'session',
    tag: 'reviews',
    summary: 'Review the other party of a done deal: 1 to 5 stars and an optional text, once, within 60 days',
    description:
      'The review stays hidden from everyone but its author until the other party has reviewed the same deal ' +
      'too, or 14 days have passed since the deal was done. 409 review_not_allowed before the deal is done or ' +
      'after the 60 days; 409 already_reviewed the second time.',
    params: z.object({ dealId: idParam }),
    body: reviewCreateSchema,
    status: 201,
    data: reviewResponseSchema,
    errors: [409],
  }),
  listUserReviews: endpoint({
    id: 'listUserReviews',
    method: 'GET',
    path: '/user/reviews/{userId}',
    access: 'public',
    tag: 'reviews',
    summary: "A person's reviews that show, newest first, 10 a page, with the average and each star's count",
    params: userIdParams,
    query: reviewListQuerySchema,
    data: reviewListResponseSchema,
    errors: [429],
  }),
  getUserTrust: endpoint({
    id: 'getUserTrust',
    method: 'GET',
    path: '/user/trust/{userId}',
    access: 'session',
    tag: 'reviews',
    summary:
      "A person's trust signals: verified phone, Aadhaar on file, member since, deals done, stars, replies",
    params: userIdParams,
    data: z.object({ trust: trustSchema }),
  }),
};
