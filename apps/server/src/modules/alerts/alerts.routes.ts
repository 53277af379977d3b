import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES, alertCodeSchema } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import { sendNotFound } from '../../plugins/error-handler';
import type { AlertsService } from './alerts.service';

export interface AlertsRoutesOptions {
  service: AlertsService;
}

/** The caller's alert settings, the stop link's call and providers' delivery reports (under the API prefix). */
export async function alertsRoutes(app: FastifyInstance, { service }: AlertsRoutesOptions): Promise<void> {
  route(app, ENDPOINTS.getAlertSettings, async (_request, _reply, user) =>
    ok(SERVER_MESSAGES.alertSettingsFetched, await service.settings(user.id)),
  );

  route(app, ENDPOINTS.updateAlertSettings, async (request, _reply, user) =>
    ok(SERVER_MESSAGES.alertSettingsSaved, await service.updateSettings(user.id, request.body)),
  );

  route(app, ENDPOINTS.stopAlerts, async (request) =>
    ok(SERVER_MESSAGES.alertsStopped, { channel: await service.stop(request.params.token) }),
  );

  route(app, ENDPOINTS.reportAlertDelivery, async (request, reply) => {
    await service.recordDelivery(request.headers.authorization, request.body);
    return reply.code(204).send();
  });
}

/**
 * An alert's short link at the site's root: `GET /c/{code}` opens what the alert is about; someone not signed in on
 * this phone goes to the login first, which brings them there after (`?next=`).
 */
export async function alertLinkRoutes(app: FastifyInstance, { service }: AlertsRoutesOptions): Promise<void> {
  app.get<{ Params: { code: string } }>('/c/:code', async (request, reply) => {
    const { code } = request.params;
    const target = alertCodeSchema.safeParse({ token: code }).success
      ? await service.linkTarget(code)
      : undefined;
    if (target) {
      const signedIn = (await request.sessionUser()) !== null;
      return reply
        .header('cache-control', 'no-store')
        .redirect(signedIn ? target : `/login?next=${encodeURIComponent(target)}`, 302);
    }
    // The web app's own not-found page, with the status that says so.
    reply.code(404);
    if (!app.sendSpaIndex(request, reply)) return sendNotFound(request, reply);
    return reply;
  });
}
