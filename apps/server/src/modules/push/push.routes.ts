import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import type { PushService } from './push.service';

export interface PushRoutesOptions {
  service: PushService;
}

/** Web Push subscriptions of the signed-in caller's browsers (401 otherwise). */
export async function pushRoutes(app: FastifyInstance, options: PushRoutesOptions): Promise<void> {
  const { service } = options;

  route(app, ENDPOINTS.getPushKey, async () =>
    ok(SERVER_MESSAGES.pushKeyFetched, { publicKey: service.publicKey }),
  );

  route(app, ENDPOINTS.subscribeToPush, async (request, _reply, user) => {
    await service.subscribe(user.id, user.sessionId, request.body);
    return ok(SERVER_MESSAGES.pushSubscribed);
  });

  route(app, ENDPOINTS.unsubscribeFromPush, async (request, _reply, user) => {
    await service.unsubscribe(user.id, request.body.endpoint);
    return ok(SERVER_MESSAGES.pushUnsubscribed);
  });
}
