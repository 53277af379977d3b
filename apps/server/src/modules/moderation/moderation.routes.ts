import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  auditResponseSchema,
  emptySuccessSchema,
  moderationReportsQuerySchema,
  moderationReportsResponseSchema,
  reportConversationResponseSchema,
  resolveReportSchema,
  successEnvelope,
  idParam,
} from '@kisansetu/contract';
import { requireUser, type SessionUser } from '../../auth';
import { AppError } from '../../errors';
import { toMessage } from '../chat';
import type { ImageUrlsFor } from '../products';
import { toAuditEntry, toModerationReports } from './moderation.presenter';
import type { ModerationService } from './moderation.service';
import { ok } from '../../lib/envelope';

export interface ModerationRoutesOptions {
  service: ModerationService;
  urlsFor: ImageUrlsFor;
}

const idParams = z.object({ id: idParam });
const auditQuery = moderationReportsQuerySchema.pick({ page: true });

/** The signed-in moderator: 401 when signed out, 403 for buyers and sellers. */
async function requireModerator(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'moderator') throw new AppError('forbidden', 'server.forbidden');
  return user;
}

/** The moderators' calls: the report queue, resolving, reinstating, reading a reported conversation, the audit. */
export async function moderationRoutes(
  app: FastifyInstance,
  options: ModerationRoutesOptions,
): Promise<void> {
  const { service, urlsFor } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: an anonymous caller gets the 401 and a buyer the 403, whatever the query or body holds.
  app.addHook('onRequest', async (request) => {
    await requireModerator(request);
  });

  r.get(
    '/moderation/reports',
    {
      schema: {
        tags: ['moderation'],
        summary:
          'Reports, 20 a page: open ones oldest first, resolved ones most recently resolved first (moderators)',
        querystring: moderationReportsQuerySchema,
        response: { 200: successEnvelope(moderationReportsResponseSchema) },
      },
    },
    async (request) => {
      const page = await service.reports(request.query);
      return ok(SERVER_MESSAGES.reportsFetched, {
        reports: toModerationReports(page, urlsFor),
        totalCount: page.totalCount,
        totalPages: page.totalPages,
      });
    },
  );

  r.post(
    '/moderation/reports/:id/resolve',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Resolve a report and every other open report on the same target (moderators)',
        description:
          '`hide_product` (listing reports only, else 400) makes the listing a 404 for all but its seller and ' +
          'moderators; `hide_review` (review reports only, else 400) hides the review from every list for good. ' +
          '`suspend_user` suspends the person answerable (the seller, the person, the sender, the author): their ' +
          'sessions end, their sockets close and their listings leave every list. 404 for a report that is unknown ' +
          'or already resolved.',
        params: idParams,
        body: resolveReportSchema,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const moderator = await requireModerator(request);
      await service.resolve(moderator.id, request.params.id, request.body);
      return ok(SERVER_MESSAGES.reportResolved);
    },
  );

  r.post(
    '/moderation/users/:id/reinstate',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Lift a suspension; listings come back, hidden ones stay hidden (moderators)',
        params: idParams,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const moderator = await requireModerator(request);
      await service.reinstate(moderator.id, request.params.id);
      return ok(SERVER_MESSAGES.userReinstated);
    },
  );

  r.get(
    '/moderation/reports/:id/conversation',
    {
      schema: {
        tags: ['moderation'],
        summary:
          'The messages between the reporter and the reported person, oldest first (moderators; audited)',
        description:
          'Only for reports of a person or a message (404 for a listing). Each read is written to the audit.',
        params: idParams,
        response: { 200: successEnvelope(reportConversationResponseSchema) },
      },
    },
    async (request) => {
      const moderator = await requireModerator(request);
      const { reporter, reported, messages } = await service.conversation(moderator.id, request.params.id);
      return ok(SERVER_MESSAGES.conversationFetched, {
        reporter: { _id: reporter.id, fullName: reporter.fullName },
        reported: { _id: reported.id, fullName: reported.fullName },
        messages: messages.map(toMessage),
      });
    },
  );

  r.get(
    '/moderation/audit',
    {
      schema: {
        tags: ['moderation'],
        summary: 'What moderators did and read, newest first, 50 a page (moderators)',
        querystring: auditQuery,
        response: { 200: successEnvelope(auditResponseSchema) },
      },
    },
    async (request) => {
      const page = await service.audit(request.query.page);
      return ok(SERVER_MESSAGES.auditFetched, {
        entries: page.rows.map(toAuditEntry),
        totalCount: page.totalCount,
        totalPages: page.totalPages,
      });
    },
  );
}
