import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ALERT_RULES,
  type AlertChannel,
  type AlertDelivery,
  type AlertSettings,
  type AlertSettingsUpdate,
  type CropLang,
  type DealEvent,
  type HelpedAlertKind,
  chosenAlertKind,
  type Message,
  type Notification,
  type OutboxAlertKind,
  OFFERS_DEADLINE_ALERT,
} from '@kisansetu/contract';
import type { AlertsConfig } from '../../config/alerts-config';
import { AppError } from '../../errors';
import { startOfIndiaMonth } from '../../lib/india-time';
import type { AlertsRepository, AlertSettingsRow } from './alerts.repository';

/** The channels this server can send alerts through. */
export type SendingChannel = Exclude<AlertChannel, 'none'>;

export interface AlertsServiceDeps {
  alerts: AlertsRepository;
  config: Pick<AlertsConfig, 'delaySeconds' | 'deliveryToken'>;
  /** The channels a provider is configured for. */
  channels: readonly SendingChannel[];
  now: () => Date;
}

/** The deal changes a person hears of by alert: those that wait for them, or that they would want to know at once. */
const ALERTED_DEAL_EVENTS: ReadonlySet<DealEvent> = new Set([
  'proposed',
  'countered',
  'accepted',
  'marked_done',
  'done',
]);

const DAY_MS = 24 * 3600 * 1000;

/** Compares a presented secret with the expected one in constant time (by their digests, so lengths leak nothing). */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** 72 random bits in base64url: the unguessable part of an alert's links. */
export const newAlertCode = () => randomBytes(9).toString('base64url');

const channelField = (key: 'validation.alertNeedsPhone' | 'validation.alertChannelUnavailable') =>
  new AppError('validation_failed', key, { fields: { channel: key } });

/** Where a person's alerts go now: what they chose (SMS by default), while their phone and the server allow it. */
export function effectiveChannel(row: AlertSettingsRow, channels: readonly SendingChannel[]): AlertChannel {
  if (row.gone || !row.phoneVerified) return 'none';
  const chosen = row.channel ?? 'sms';
  return chosen !== 'none' && channels.includes(chosen) ? chosen : 'none';
}

/**
 * Alerts by SMS and WhatsApp (contract "Alerts by SMS and WhatsApp"): a person's settings, and the alerts that events
 * put in the outbox for later (the outbox's sender decides at the due time whether each still goes).
 */
export function createAlertsService({ alerts, config, channels, now }: AlertsServiceDeps) {
  async function present(userId: string, row: AlertSettingsRow): Promise<AlertSettings> {
    return {
      channel: effectiveChannel(row, channels),
      kinds: row.kinds,
      sentThisMonth: await alerts.sentSince(userId, startOfIndiaMonth(now())),
      channels: [...channels],
      phoneVerified: row.phoneVerified,
      lang: row.lang,
    };
  }

  async function settingsRow(userId: string): Promise<AlertSettingsRow> {
    const row = await alerts.settingsOf(userId);
    if (!row) throw new AppError('not_found', 'server.userNotFound');
    return row;
  }

  /** Puts an alert for `userId` in the outbox when they want this kind by some channel; due after the delay. */
  async function enqueue(
    userId: string,
    kind: OutboxAlertKind,
    alert: {
      partnerId: string | null;
      who?: string | undefined;
      crop?: string;
      count?: number;
      link: string;
    },
    at: Date,
  ): Promise<void> {
    const row = await alerts.settingsOf(userId);
    const chosen = chosenAlertKind(kind);
    const wanted = chosen === null || row?.kinds[chosen] === true;
    if (!row || !wanted || effectiveChannel(row, channels) === 'none') return;
    const crop =
      alert.crop ?? (alert.partnerId ? await alerts.lastCropBetween(userId, alert.partnerId) : undefined);
    await alerts.enqueue({
      userId,
      kind,
      partnerId: alert.partnerId,
      facts: {
        ...(alert.who ? { who: alert.who } : {}),
        ...(crop ? { crop } : {}),
        ...(alert.count === undefined ? {} : { count: alert.count }),
      },
      link: alert.link,
      code: newAlertCode(),
      dueAt: new Date(at.getTime() + config.delaySeconds * 1000),
    });
  }

  return {
    /** The caller's settings as GET user/alerts answers them. */
    async settings(userId: string): Promise<AlertSettings> {
      return present(userId, await settingsRow(userId));
    },

    /**
     * Saves the caller's choice. A channel other than `none` needs a verified phone and a provider for it (400 on
     * `channel` otherwise); kinds left out stay as they were.
     */
    async updateSettings(userId: string, update: AlertSettingsUpdate): Promise<AlertSettings> {
      const before = await settingsRow(userId);
      if (update.channel !== undefined && update.channel !== 'none') {
        if (!before.phoneVerified) throw channelField('validation.alertNeedsPhone');
        if (!channels.includes(update.channel)) throw channelField('validation.alertChannelUnavailable');
      }
      await alerts.saveSettings(userId, update);
      return present(userId, await settingsRow(userId));
    },

    /**
     * A message was stored at `at`: its receiver may get an alert about it, kind `deals` for a deal's change that concerns
     * them and `messages` for the rest, naming the sender as the receiver sees them in the chat.
     */
    async messageStored(message: Message, at: Date): Promise<void> {
      if (message.deal && !ALERTED_DEAL_EVENTS.has(message.deal.event)) return;
      await enqueue(
        message.receiverId,
        message.deal ? 'deals' : 'messages',
        {
          partnerId: message.senderId,
          who: await alerts.fullName(message.senderId),
          ...(message.deal
            ? { crop: message.deal.productName }
            : message.product
              ? { crop: message.product.productName }
              : {}),
          link: `/chat/${message.senderId}`,
        },
        at,
      );
    },

    /**
     * A helper did something in the farmer's name (posted a listing, agreed a deal): the farmer hears of it by their
     * channel whatever kinds they chose, with a link to their helpers (where they can end the link).
     */
    async helped(
      farmerId: string,
      kind: HelpedAlertKind,
      facts: { helper: string; crop: string | null },
      at: Date,
    ): Promise<void> {
      await enqueue(
        farmerId,
        kind,
        { partnerId: null, who: facts.helper, ...(facts.crop ? { crop: facts.crop } : {}), link: '/helpers' },
        at,
      );
    },

    /** Writes the alerts of a person in `lang` from now on (a farmer a helper added, in the language they chose). */
    async setLanguage(userId: string, lang: CropLang): Promise<void> {
      await alerts.saveSettings(userId, { lang });
    },

    /** The person read the conversation with `partnerId` in the app: the alert that waits about it is not needed. */
    async conversationRead(userId: string, partnerId: string): Promise<void> {
      await alerts.cancelWaiting(userId, partnerId, 'read');
    },

    /**
     * A notification was made: a buyer request near a farmer that fits their crop, or a saved search's new match,
     * is also an alert for those who asked for that kind.
     */
    async notified(userId: string, notification: Notification, at: Date): Promise<void> {
      const crop = String(notification.params.productName ?? '');
      // A buyer request reaches farmers with its own page; a listing that fits a buyer's request is not this kind.
      if (notification.kind === 'request_match' && notification.link.startsWith('/requests/'))
        await enqueue(userId, 'requests', { partnerId: null, crop, link: notification.link }, at);
      else if (notification.kind === 'saved_search_match')
        await enqueue(userId, 'savedSearches', { partnerId: null, crop, link: notification.link }, at);
      else if (notification.kind === 'offers_deadline') {
        const { count, price, unit, name } = notification.params;
        await enqueue(
          userId,
          OFFERS_DEADLINE_ALERT,
          {
            partnerId: null,
            crop,
            who: `₹${price}/${unit} ${name}`,
            count: Number(count),
            link: notification.link,
          },
          at,
        );
      }
    },

    /**
     * The app path an alert's link opens (`/c/{code}`), with the code so the page can offer to stop alerts; undefined
     * for an unknown code or one older than 30 days.
     */
    async linkTarget(code: string): Promise<string | undefined> {
      const alert = await alerts.findByCode(code, new Date(now().getTime() - ALERT_RULES.linkDays * DAY_MS));
      if (!alert) return undefined;
      return `${alert.link}${alert.link.includes('?') ? '&' : '?'}alert=${code}`;
    },

    /** The stop link: the alerts of the person `code` went to are off from now; answers the channel they were on. */
    async stop(code: string): Promise<AlertChannel> {
      const alert = await alerts.findByCode(code, new Date(now().getTime() - ALERT_RULES.linkDays * DAY_MS));
      if (!alert) throw new AppError('not_found', 'validation.alertLinkInvalid');
      const row = await settingsRow(alert.userId);
      await alerts.saveSettings(alert.userId, { channel: 'none' });
      return effectiveChannel(row, channels);
    },

    /** A provider's delivery report, taken only with the shared secret (401 otherwise, and while none is set). */
    async recordDelivery(authorization: string | undefined, report: AlertDelivery): Promise<void> {
      const token = config.deliveryToken;
      if (!token || !sameSecret(authorization ?? '', `Bearer ${token}`))
        throw new AppError('unauthorized', 'server.unauthorized');
      const known = /^[0-9a-f-]{36}$/i.test(report.reference)
        ? await alerts.recordDelivery(report.reference.toLowerCase(), report, now())
        : false;
      if (!known) throw new AppError('not_found', 'server.notFound');
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
