import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { clearSessionCookie } from '../../auth';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import type { AccountService } from './account.service';

export interface AccountRoutesOptions {
  service: AccountService;
  cookieSecure: boolean;
  /** Exports one account may download an hour (each reads all of the account's data). */
  exportsPerHour: number;
}

/** Your own data: download everything held about you, and close your account. */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const { service, cookieSecure, exportsPerHour } = options;

  route(
    app,
    ENDPOINTS.downloadMyData,
    async (_request, reply, session) => {
      const data = await service.exportFor(session.id);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="kisansetu-my-data-${day}.json"`);
      return ok(SERVER_MESSAGES.dataExported, data);
    },
    { config: { rateLimit: { max: exportsPerHour, timeWindow: '1 hour' } } },
  );

  route(app, ENDPOINTS.deleteMyAccount, async (request, reply, session) => {
    await service.close(session.id, request.body);
    clearSessionCookie(reply, cookieSecure);
    return ok(SERVER_MESSAGES.accountDeleted);
  });
}
