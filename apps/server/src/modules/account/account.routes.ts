import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SERVER_MESSAGES,
  accountExportSchema,
  deleteAccountSchema,
  emptySuccessSchema,
  successEnvelope,
} from '@kisansetu/contract';
import { clearSessionCookie, requireUser } from '../../auth';
import { ok } from '../../lib/envelope';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/me/export',
    {
      schema: {
        tags: ['user'],
        summary: 'Download my data: everything KisanSetu holds about the signed-in person, as one JSON file',
        description:
          'Profile, listings, wishlist, the messages of every conversation the caller is part of, buyer requests, ' +
          'saved searches, notifications, the people they blocked and the reports they filed. Sent as an ' +
          `attachment. At most ${exportsPerHour} an hour from one address (429 after).`,
        response: { 200: successEnvelope(accountExportSchema) },
      },
      config: { rateLimit: { max: exportsPerHour, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const data = await service.exportFor(session.id);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="kisansetu-my-data-${day}.json"`);
      return ok(SERVER_MESSAGES.dataExported, data);
    },
  );

  r.delete(
    '/user/me',
    {
      schema: {
        tags: ['user'],
        summary: 'Delete my account (confirmed by the password or a code sent to the verified phone)',
        description:
          'Closes the account at once: its sessions, sockets and push subscriptions end, its listings leave every ' +
          'list, its wishlist, saved searches, notifications and requests are deleted and its personal fields ' +
          "erased; the other side of a conversation keeps the messages and sees 'Deleted user'. A wrong password " +
          'is a 400 on `password` (5 in 15 minutes, then 429). An account without a password sends `{ code }`, the code ' +
          '`POST user/otp/send` just sent to its verified number; a wrong one is a 400 on `code`.',
        body: deleteAccountSchema,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request, reply) => {
      const session = await requireUser(request);
      await service.close(session.id, request.body);
      clearSessionCookie(reply, cookieSecure);
      return ok(SERVER_MESSAGES.accountDeleted);
    },
  );
}
