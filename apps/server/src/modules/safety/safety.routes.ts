import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import type { AbuseLimits } from '../../limits';
import { toBlockedUser, type AvatarUrl } from './safety.presenter';
import type { SafetyService } from './safety.service';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';

export interface SafetyRoutesOptions {
  service: SafetyService;
  avatarUrl: AvatarUrl;
  limits: AbuseLimits;
}

/** Blocking people and filing reports. Every call needs a session. */
export async function safetyRoutes(app: FastifyInstance, options: SafetyRoutesOptions): Promise<void> {
  const { service, avatarUrl, limits } = options;

  route(app, ENDPOINTS.blockUser, async (request, reply, actor) => {
    const created = await service.block(actor.id, request.params.userId);
    // A block already there is no new one.
    if (!created) void reply.status(200);
    return ok(SERVER_MESSAGES.userBlocked);
  });

  route(app, ENDPOINTS.unblockUser, async (request, _reply, actor) => {
    await service.unblock(actor.id, request.params.userId);
    return ok(SERVER_MESSAGES.userUnblocked);
  });

  route(app, ENDPOINTS.listBlockedUsers, async (_request, _reply, actor) => {
    const rows = await service.blocked(actor.id);
    return ok(SERVER_MESSAGES.blockedFetched, {
      blocked: rows.map((row) => toBlockedUser(row, avatarUrl)),
    });
  });

  route(app, ENDPOINTS.report, async (request, _reply, actor) => {
    await limits.consume('reportsPerDay', actor.id);
    const report = await service.report(actor.id, request.body);
    return ok(SERVER_MESSAGES.reportFiled, { report: { _id: report.id, status: 'open' as const } });
  });
}
