import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, metaSchema, successEnvelope } from '@kisansetu/contract';
import type { AppConfig } from '../../config/config';
import { ok } from '../../lib/envelope';

/** Public configuration the web client validates with (allowed email domains) and shows (support email). */
export async function metaRoutes(app: FastifyInstance, options: { config: AppConfig }): Promise<void> {
  const data = {
    allowedEmailDomains: options.config.allowedEmailDomains,
    supportEmail: options.config.supportEmail,
    phoneSignIn: options.config.sms.provider !== 'none',
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/meta',
    {
      schema: {
        tags: ['meta'],
        summary: 'Public client configuration',
        response: { 200: successEnvelope(metaSchema) },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=300');
      return ok(SERVER_MESSAGES.ok, data);
    },
  );
}
