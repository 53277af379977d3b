import type { AppContext, ModuleRoutes } from '../../app-context';
import { createPushRepository } from './push.repository';
import { pushRoutes } from './push.routes';
import { createPushService } from './push.service';
import { loadVapidKeys } from './vapid-keys';

/** Web Push: subscriptions tied to a session, and sends to the known push services in each one's language. */
export async function wirePush(ctx: AppContext) {
  const { config, deps } = ctx;
  const repository = createPushRepository(ctx.db);
  const service = createPushService({
    push: repository,
    keys: await loadVapidKeys(config.vapid, ctx.database, config.dataDir),
    subject: config.vapidSubject,
    onError: ctx.warn,
    limits: ctx.limits,
    ...(deps.pushEndpointPolicy ? { endpointPolicy: deps.pushEndpointPolicy } : {}),
    ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
  });
  ctx.metrics.watchQueue('push', service.queue);
  const routes: ModuleRoutes = async (api) => {
    await api.register(pushRoutes, { service });
  };
  /** Sends still running finish, then the sender's connections close. */
  const drain = async () => {
    await service.idle();
    service.close();
  };
  return {
    service,
    routes,
    drain,
    /** The browsers that may get the person's alerts (their data download). */
    exportSection: async (userId: string) =>
      (await repository.listFor(userId)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
