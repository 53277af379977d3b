import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SERVER_MESSAGES,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationReadSchema,
  successEnvelope,
} from '@kisansetu/contract';
import { requireUser } from '../../auth';
import { ok } from '../../lib/envelope';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRoutesOptions {
  service: NotificationsService;
}

/** The caller's notifications (any signed-in role; 401 otherwise). Answers are per user: no-store (private-answers). */
export async function notificationsRoutes(
  app: FastifyInstance,
  options: NotificationsRoutesOptions,
): Promise<void> {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/notification/list',
    {
      schema: {
        tags: ['notification'],
        summary: "The caller's notifications, newest first, 20 a page, with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: successEnvelope(notificationListResponseSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(SERVER_MESSAGES.notificationsFetched, await service.list(user.id, request.query.page));
    },
  );

  r.post(
    '/notification/read',
    {
      schema: {
        tags: ['notification'],
        summary:
          'Marks the named notifications of the caller read (all of them without ids); answers the unread count',
        body: notificationReadSchema.optional(),
        response: { 200: successEnvelope(notificationReadResponseSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const unreadCount = await service.markRead(user.id, request.body?.ids);
      return ok(SERVER_MESSAGES.notificationsRead, { unreadCount });
    },
  );
}
