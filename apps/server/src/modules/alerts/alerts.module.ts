import type { AppContext, ModuleRoutes } from '../../app-context';
import { asBackgroundWork } from '../../db';
import { createBackgroundWork } from '../../lib/background-work';
import { loggableError } from '../../lib/loggable-error';
import { counted, createSmsSender, withSendCounts } from '../../sms';
import { createWhatsAppSender, type WhatsAppSender } from '../../whatsapp/whatsapp-sender';
import { startAlertOutbox, type AlertOutcome } from './alert-outbox';
import { createAlertsRepository } from './alerts.repository';
import { alertLinkRoutes, alertsRoutes } from './alerts.routes';
import { DEFAULT_ALERT_KINDS, type HelpedAlertKind } from '@kisansetu/contract';
import { createAlertsService, effectiveChannel, type SendingChannel } from './alerts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the alert outbox now, as the timer runs every ALERT_POLL_MS (tests and the bench call it). */
    sendDueAlerts(): Promise<AlertOutcome[]>;
  }
}

/**
 * Alerts by SMS and WhatsApp: settings, the outbox that events fill and every process sends from, the short link and
 * the stop link. `now` is the clock the outbox decides by (tests set one).
 */
export function wireAlerts(ctx: AppContext, deps: { now?: () => Date } = {}) {
  const { config } = ctx;
  const now = deps.now ?? (() => new Date());
  const repository = createAlertsRepository(ctx.db);
  const smsSender = createSmsSender(config.sms, ctx.log, config.alerts.msg91Templates);
  const sms = smsSender && withSendCounts(smsSender, ctx.metrics.smsSent);
  const whatsappSender =
    config.alerts.whatsapp.provider === 'meta' ? createWhatsAppSender(config.alerts.whatsapp) : null;
  const whatsapp: WhatsAppSender | null = whatsappSender && {
    send: (alert) => counted(alert.template, ctx.metrics.whatsappSent, () => whatsappSender.send(alert)),
  };
  const channels: SendingChannel[] = [
    ...(sms?.sendAlert ? (['sms'] as const) : []),
    ...(whatsapp ? (['whatsapp'] as const) : []),
  ];
  const service = createAlertsService({ alerts: repository, config: config.alerts, channels, now });
  const outbox = startAlertOutbox({
    alerts: repository,
    config: config.alerts,
    limits: ctx.limits,
    sms,
    whatsapp,
    channels,
    onlineAmong: (userIds) => ctx.app.realtime.onlineAmong(userIds),
    origin: config.publicOrigins?.[0] ?? `http://localhost:${config.port}`,
    now,
    onError: (error, what) => ctx.warn(loggableError(error), what),
  });
  // An event's alert work runs after the answer, behind the requests people wait for on the embedded database: a
  // failure is logged, never the sender's problem.
  const background = createBackgroundWork((error, what) => ctx.warn(loggableError(error), what));
  // The events' work under way first, so what happened before the call is in the outbox.
  const sendDue = async () => {
    await background.idle();
    return outbox.sendDue();
  };
  ctx.app.decorate('sendDueAlerts', sendDue);
  ctx.metrics.watchQueue('alert_outbox', async () => {
    const { due, oldestDueAt } = await repository.backlog(now());
    return { depth: due, oldestSince: oldestDueAt?.getTime() ?? null };
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(alertsRoutes, { service });
  };
  const linkRoutes: ModuleRoutes = async (root) => {
    await root.register(alertLinkRoutes, { service });
  };
  return {
    service,
    routes,
    linkRoutes,
    /** One pass of the outbox now (tests, the bench); the timer does the same every ALERT_POLL_MS. */
    sendDue,
    /** The person's alert settings and alerts (their data download). */
    exportSection: async (userId: string) => {
      const [row, sent] = await Promise.all([repository.settingsOf(userId), repository.listFor(userId)]);
      return {
        channel: row ? effectiveChannel(row, channels) : ('none' as const),
        kinds: row?.kinds ?? { ...DEFAULT_ALERT_KINDS },
        lang: row?.lang ?? ('en' as const),
        sent: sent.map((alert) => ({
          ...alert,
          createdAt: alert.createdAt.toISOString(),
          sentAt: alert.sentAt?.toISOString() ?? null,
        })),
      };
    },
    /** Stops the outbox's timer and waits for its pass and the events' work under way. */
    drain: async () => {
      await outbox.stop();
      await background.idle();
    },
    events: {
      // Each event's time is taken when it happens; the alert's delay runs from it.
      messageStored: (message: Parameters<typeof service.messageStored>[0]) => {
        const at = now();
        background.run('an alert could not be queued', () =>
          asBackgroundWork(() => service.messageStored(message, at)),
        );
      },
      conversationRead: (userId: string, partnerId: string) =>
        background.run('a waiting alert could not be cancelled', () =>
          asBackgroundWork(() => service.conversationRead(userId, partnerId)),
        ),
      notified: (userId: string, notification: Parameters<typeof service.notified>[1]) => {
        const at = now();
        background.run('an alert could not be queued', () =>
          asBackgroundWork(() => service.notified(userId, notification, at)),
        );
      },
      helped: (farmerId: string, kind: HelpedAlertKind, facts: { helper: string; crop: string | null }) => {
        const at = now();
        background.run('an alert could not be queued', () =>
          asBackgroundWork(() => service.helped(farmerId, kind, facts, at)),
        );
      },
    },
  };
}
