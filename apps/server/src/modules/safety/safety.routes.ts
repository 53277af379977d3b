import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  blockedListResponseSchema,
  emptySuccessSchema,
  reportCreatedResponseSchema,
  reportRequestSchema,
  successEnvelope,
  idParam,
} from '@kisansetu/contract';
import { requireUser } from '../../auth';
import type { AbuseLimits } from '../../limits';
import { toBlockedUser, type AvatarUrl } from './safety.presenter';
import type { SafetyService } from './safety.service';
import { ok } from '../../lib/envelope';

export interface SafetyRoutesOptions {
  service: SafetyService;
  avatarUrl: AvatarUrl;
  limits: AbuseLimits;
}

const userIdParams = z.object({ userId: idParam });

/** Blocking people and filing reports. Every call needs a session. */
export async function safetyRoutes(app: FastifyInstance, options: SafetyRoutesOptions): Promise<void> {
  const { service, avatarUrl, limits } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation, so an anonymous caller always gets the 401, whatever the body holds.
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });

  r.post(
    '/user/block/:userId',
    {
      schema: {
        tags: ['safety'],
        summary: 'Block a person: no messages either way, and neither sees the other’s listings',
        description:
          '201 when the block is new, 200 when it was already there. Yourself: 400; unknown person: 404.',
        params: userIdParams,
        response: { 200: emptySuccessSchema, 201: emptySuccessSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const created = await service.block(actor.id, request.params.userId);
      return reply.status(created ? 201 : 200).send(ok(SERVER_MESSAGES.userBlocked));
    },
  );

  r.delete(
    '/user/block/:userId',
    {
      schema: {
        tags: ['safety'],
        summary: 'Lift your block of a person',
        params: userIdParams,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      await service.unblock(actor.id, request.params.userId);
      return ok(SERVER_MESSAGES.userUnblocked);
    },
  );

  r.get(
    '/user/blocked',
    {
      schema: {
        tags: ['safety'],
        summary: 'The people you block, most recent first',
        response: { 200: successEnvelope(blockedListResponseSchema) },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      const rows = await service.blocked(actor.id);
      return ok(SERVER_MESSAGES.blockedFetched, {
        blocked: rows.map((row) => toBlockedUser(row, avatarUrl)),
      });
    },
  );

  r.post(
    '/report',
    {
      schema: {
        tags: ['safety'],
        summary: 'Report a listing, a person, a message you received, a buyer request or a review',
        description:
          'One open report per reporter and target (409 already_reported). Unknown target 404; yourself or your own ' +
          'listing or review 400; a message you did not receive 403; a review that does not show yet, or was ' +
          'hidden, 404. At most 20 reports a day (429).',
        body: reportRequestSchema,
        response: { 201: successEnvelope(reportCreatedResponseSchema) },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      await limits.consume('reportsPerDay', actor.id);
      const report = await service.report(actor.id, request.body);
      return reply
        .status(201)
        .send(ok(SERVER_MESSAGES.reportFiled, { report: { _id: report.id, status: 'open' as const } }));
    },
  );
}
