import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { toMessage } from '../chat';
import type { ImageUrlsFor } from '../products';
import { toAuditEntry, toModerationReports } from './moderation.presenter';
import type { ModerationService } from './moderation.service';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';

export interface ModerationRoutesOptions {
  service: ModerationService;
  urlsFor: ImageUrlsFor;
}

/** The moderators' calls: the report queue, resolving, reinstating, reading a reported conversation, the audit. */
export async function moderationRoutes(
  app: FastifyInstance,
  options: ModerationRoutesOptions,
): Promise<void> {
  const { service, urlsFor } = options;

  route(app, ENDPOINTS.listReports, async (request) => {
    const page = await service.reports(request.query);
    return ok(SERVER_MESSAGES.reportsFetched, {
      reports: toModerationReports(page, urlsFor),
      totalCount: page.totalCount,
      totalPages: page.totalPages,
    });
  });

  route(app, ENDPOINTS.resolveReport, async (request, _reply, moderator) => {
    await service.resolve(moderator.id, request.params.id, request.body);
    return ok(SERVER_MESSAGES.reportResolved);
  });

  route(app, ENDPOINTS.reinstateUser, async (request, _reply, moderator) => {
    await service.reinstate(moderator.id, request.params.id);
    return ok(SERVER_MESSAGES.userReinstated);
  });

  route(app, ENDPOINTS.getReportedConversation, async (request, _reply, moderator) => {
    const { reporter, reported, messages } = await service.conversation(moderator.id, request.params.id);
    return ok(SERVER_MESSAGES.conversationFetched, {
      reporter: { _id: reporter.id, fullName: reporter.fullName },
      reported: { _id: reported.id, fullName: reported.fullName },
      messages: messages.map(toMessage),
    });
  });

  route(app, ENDPOINTS.listModerationAudit, async (request) => {
    const page = await service.audit(request.query.page);
    return ok(SERVER_MESSAGES.auditFetched, {
      entries: page.rows.map(toAuditEntry),
      totalCount: page.totalCount,
      totalPages: page.totalPages,
    });
  });
}
