import type { AppContext, ModuleRoutes } from '../../app-context';
import { createPushRepository } from './push.repository';
import { pushRoutes } from './push.routes';
import { createPushService } from './push.service';
import { loadVapidKeys } from './vapid-keys';

/** Web Push: subscriptions tied to a session, and sends to the known push services in each one's language. */
export async function wirePush(ctx: AppContext) {
  const { config, deps } = ctx;
  const service = createPushService({
    push: createPushRepository(ctx.db),
    keys: await loadVapidKeys(config.vapid, ctx.database, config.dataDir),
    subject: config.vapidSubject,
    onError: ctx.warn,
    limits: ctx.limits,
    ...(deps.pushEndpointPolicy ? { endpointPolicy: deps.pushEndpointPolicy } : {}),
    ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(pushRoutes, { service });
  };
  /** Sends still running finish, then the sender's connections close. */
  const drain = async () => {
    await service.idle();
    service.close();
  };
  return { service, routes, drain };
}
