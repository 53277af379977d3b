import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRoutesOptions {
  service: NotificationsService;
}

/** The caller's notifications. Answers are per user: no-store (private-answers). */
export async function notificationsRoutes(
  app: FastifyInstance,
  options: NotificationsRoutesOptions,
): Promise<void> {
  const { service } = options;

  route(app, ENDPOINTS.listNotifications, async (request, _reply, user) => {
    return ok(SERVER_MESSAGES.notificationsFetched, await service.list(user.id, request.query.page));
  });

  route(app, ENDPOINTS.markNotificationsRead, async (request, _reply, user) => {
    const unreadCount = await service.markRead(user.id, request.body?.ids);
    return ok(SERVER_MESSAGES.notificationsRead, { unreadCount });
  });
}
