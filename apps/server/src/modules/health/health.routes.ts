import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';

import type { DatabaseHandle } from '../../db';

/** /healthz: the process answers. /readyz: it can reach its database (a load balancer's signal to send traffic). */
export async function healthRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle },
): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async () => {
    try {
      await options.database.ping();
    } catch {
      throw new AppError('service_unavailable', 'server.serviceUnavailable');
    }
    return { status: 'ready', database: options.database.kind };
  });
}
