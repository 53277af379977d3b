import { z } from 'zod';
import { idParam } from '../fields';
import { blockedListResponseSchema, reportCreatedResponseSchema, reportRequestSchema } from '../safety';
import { endpoint } from './define';

/** The person blocked or unblocked, named in the path. */
const userIdParams = z.object({ userId: idParam });

/** Blocking people and filing reports, for any signed-in account. */
export const safetyEndpoints = {
  blockUser: endpoint({
    id: 'blockUser',
    method: 'POST',
    path: '/user/block/{userId}',
    access: 'session',
    tag: 'safety',
    summary: 'Block a person: no messages either way, and neither sees the other’s listings',
    description:
      '201 when the block is new, 200 when it was already there. Yourself: 400; unknown person: 404.',
    params: userIdParams,
    // A new block; one already there answers 200.
    status: 201,
    alsoStatus: 200,
  }),
  unblockUser: endpoint({
    id: 'unblockUser',
    method: 'DELETE',
    path: '/user/block/{userId}',
    access: 'session',
    tag: 'safety',
    summary: 'Lift your block of a person',
    params: userIdParams,
  }),
  listBlockedUsers: endpoint({
    id: 'listBlockedUsers',
    method: 'GET',
    path: '/user/blocked',
    access: 'session',
    tag: 'safety',
    summary: 'The people you block, most recent first',
    data: blockedListResponseSchema,
  }),
  report: endpoint({
    id: 'report',
    method: 'POST',
    path: '/report',
    access: 'session',
    tag: 'safety',
    summary: 'Report a listing, a person, a message you received, a buyer request or a review',
    description:
      'One open report per reporter and target (409 already_reported). Unknown target 404; yourself or your own ' +
      'listing or review 400; a message you did not receive 403; a review that does not show yet, or was ' +
      'hidden, 404. At most 20 reports a day (429).',
    body: reportRequestSchema,
    status: 201,
    data: reportCreatedResponseSchema,
    errors: [404, 409, 429],
  }),
};
