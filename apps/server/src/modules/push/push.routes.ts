import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SERVER_MESSAGES,
  emptySuccessSchema,
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  successEnvelope,
} from '@kisansetu/contract';
import { requireUser } from '../../auth';
import { ok } from '../../lib/envelope';
import type { PushService } from './push.service';

export interface PushRoutesOptions {
  service: PushService;
}

/** Web Push subscriptions of the signed-in caller's browsers (401 otherwise). */
export async function pushRoutes(app: FastifyInstance, options: PushRoutesOptions): Promise<void> {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/push/key',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key, the browser's applicationServerKey",
        response: { 200: successEnvelope(pushKeyResponseSchema) },
      },
    },
    async (request) => {
      await requireUser(request);
      return ok(SERVER_MESSAGES.pushKeyFetched, { publicKey: service.publicKey });
    },
  );

  r.post(
    '/push/subscribe',
    {
      schema: {
        tags: ['push'],
        summary:
          "Keeps the browser's PushSubscription (its toJSON()) for the caller's session; notifications are also pushed to it",
        description:
          'Only https endpoints of the known push services (FCM, Mozilla, Apple, Windows) on public addresses (400 on ' +
          '`endpoint` otherwise). At most 5 a person: a sixth replaces the oldest. The subscription ends with the ' +
          'session (logout, password change, suspension). Limited per account per hour (429).',
        body: pushSubscriptionSchema,
        response: { 201: emptySuccessSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await service.subscribe(user.id, user.sessionId, request.body);
      return reply.status(201).send(ok(SERVER_MESSAGES.pushSubscribed));
    },
  );

  r.delete(
    '/push/subscribe',
    {
      schema: {
        tags: ['push'],
        summary: "Forgets the caller's subscription at this endpoint",
        body: pushUnsubscribeSchema,
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.unsubscribe(user.id, request.body.endpoint);
      return ok(SERVER_MESSAGES.pushUnsubscribed);
    },
  );
}
