import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import type { AppConfig } from '../../config/config';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';

/** Public configuration the web client validates with (allowed email domains) and shows (support email). */
export async function metaRoutes(app: FastifyInstance, options: { config: AppConfig }): Promise<void> {
  const data = {
    allowedEmailDomains: options.config.allowedEmailDomains,
    supportEmail: options.config.supportEmail,
    phoneSignIn: options.config.sms.provider !== 'none',
  };
  route(app, ENDPOINTS.getMeta, async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=300');
    return ok(SERVER_MESSAGES.ok, data);
  });
}
