import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Notification, PushPayload, PushSubscriptionJson } from '@kisansetu/contract';
import { renderNotification } from '@kisansetu/contract/notification-locales';
import { loggableError, type LoggableError } from '../../lib/loggable-error';
import type { PushRepository, PushSubscriptionRow } from './push.repository';
import type { VapidKeys } from './vapid-keys';

export interface PushServiceDeps {
  push: PushRepository;
  keys: VapidKeys;
  /** `mailto:` or `https:` contact the push services see. */
  subject: string;
  /** Told of each failed delivery, described without its message (see loggableError). */
  onError: (error: LoggableError, what: string) => void;
  /** The TLS agent for push endpoints; tests give one that trusts their local endpoint's certificate. */
  agent?: Agent;
}

/** A push service keeps an undelivered message this long (the phone may be off); a notice older than a day is stale. */
const TTL_SECONDS = 24 * 3600;
/** A push service that has not answered by then will not: the request is dropped (and logged). */
const TIMEOUT_MS = 10_000;
/** The push service's answers for a subscription that no longer exists (RFC 8030 §7.3: 410 Gone; some send 404). */
const GONE = new Set([404, 410]);

/**
 * Web Push (RFC 8030/8291/8292 through `web-push`): keeps browsers' subscriptions and sends each notification to
 * the recipient's. Sending never blocks the caller and never throws into it; subscriptions a push service answers as
 * gone are deleted.
 */
export function createPushService({ push, keys, subject, onError, agent }: PushServiceDeps) {
  const inFlight = new Set<Promise<void>>();
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  async function deliver(subscription: PushSubscriptionRow, payload: string): Promise<void> {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails,
          TTL: TTL_SECONDS,
          timeout: TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          ...(agent ? { agent } : {}),
        },
      );
    } catch (error) {
      if (error instanceof WebPushError && GONE.has(error.statusCode)) {
        await push.removeEndpoint(subscription.endpoint);
        return;
      }
      throw error;
    }
  }

  /** The message for one browser: the kind's texts in the language it subscribed with (the unit's name too). */
  function payloadFor(notification: Notification, subscription: PushSubscriptionRow): string {
    const { title, body } = renderNotification(notification.kind, notification.params, subscription.lang);
    const payload: PushPayload = {
      id: notification._id,
      kind: notification.kind,
      title,
      body,
      link: notification.link,
    };
    return JSON.stringify(payload);
  }

  async function sendAll(userId: string, notification: Notification): Promise<void> {
    const subscriptions = await push.listForUser(userId);
    const results = await Promise.allSettled(
      subscriptions.map((s) => deliver(s, payloadFor(notification, s))),
    );
    for (const result of results)
      if (result.status === 'rejected')
        onError(loggableError(result.reason), 'a push message was not delivered');
  }

  return {
    publicKey: keys.publicKey,

    /** Keeps the browser's subscription for the user (the same endpoint again replaces its keys, owner and language). */
    subscribe: (userId: string, subscription: PushSubscriptionJson) => push.upsert(userId, subscription),

    /** Forgets the user's subscription at `endpoint` (logging out, or turning alerts off on this phone). */
    unsubscribe: (userId: string, endpoint: string) => push.removeForUser(userId, endpoint),

    /**
     * Pushes the notification to every browser the user subscribed, each in its own language; returns at once,
     * failures are logged.
     */
    send(userId: string, notification: Notification): void {
      const running: Promise<void> = sendAll(userId, notification)
        .catch((error: unknown) => onError(loggableError(error), 'push messages could not be sent'))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },

    /** Resolves when every push started so far has finished (the app waits for it before closing the database). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
