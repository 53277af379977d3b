import { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Notification, PushPayload, PushSubscriptionJson } from '@kisansetu/contract';
import { renderNotification } from '@kisansetu/contract/catalogue';
import { AppError } from '../../errors';
import { createConcurrencyGate } from '../../lib/concurrency-gate';
import { loggableError, type LoggableError } from '../../lib/loggable-error';
import type { AbuseLimits } from '../../limits';
import {
  defaultPushEndpointPolicy,
  isAllowedPushEndpoint,
  policyLookup,
  type PushEndpointPolicy,
} from './endpoint-policy';
import type { PushRepository, PushSubscriptionRow } from './push.repository';
import type { VapidKeys } from './vapid-keys';
import { createBackgroundWork } from '../../lib/background-work';

export interface PushServiceDeps {
  push: PushRepository;
  keys: VapidKeys;
  /** `mailto:` or `https:` contact the push services see. */
  subject: string;
  /** Told of each failed delivery, described without its message (see loggableError). */
  onError: (error: LoggableError, what: string) => void;
  /** Counts each subscribe against the account's hourly limit (`pushSubscribesPerHour`). */
  limits: Pick<AbuseLimits, 'consume'>;
  /** Where pushes may go; the known push services on public addresses unless a test says otherwise. */
  endpointPolicy?: PushEndpointPolicy;
  /** The TLS agent for push endpoints; tests give one that trusts their local endpoint's certificate. */
  agent?: Agent;
}

/** A push service keeps an undelivered message this long (the phone may be off); a notice older than a day is stale. */
const TTL_SECONDS = 24 * 3600;
/** A push service that has not answered by then will not: the request is dropped (and logged). */
const TIMEOUT_MS = 10_000;
/** The push service's answers for a subscription that no longer exists (RFC 8030 §7.3: 410 Gone; some send 404). */
const GONE = new Set([404, 410]);
/** Browsers a person gets pushes on: a sixth subscription replaces the oldest, so a script cannot fan one out. */
export const MAX_SUBSCRIPTIONS_PER_USER = 5;
/**
 * Sends in flight at once in this process, and sends queued behind them: a burst of notifications costs a bounded
 * number of sockets and memory, and what is past the queue is dropped (the notification itself is still stored).
 */
const SEND_BOUNDS = { running: 8, waiting: 2_000 };

const endpointRefused = () =>
  new AppError('validation_failed', 'validation.pushEndpointNotAllowed', {
    fields: { endpoint: 'validation.pushEndpointNotAllowed' },
  });

/** Rejects when `work` has not settled within `ms`, so one stalled push service cannot hold a send slot. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the push service in ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Web Push (RFC 8030/8291/8292 through `web-push`): keeps browsers' subscriptions and sends each notification to
 * the recipient's. Sending never blocks the caller and never throws into it; subscriptions a push service answers as
 * gone are deleted, and nothing is sent to an endpoint the policy no longer allows.
 */
export function createPushService({
  push,
  keys,
  subject,
  onError,
  limits,
  endpointPolicy = defaultPushEndpointPolicy(),
  agent: givenAgent,
}: PushServiceDeps) {
  // Connections made by this agent go only to addresses the policy allowed at connect time.
  const ownAgent = givenAgent
    ? undefined
    : new Agent({ keepAlive: true, lookup: policyLookup(endpointPolicy) });
  const agent = givenAgent ?? ownAgent;
  const background = createBackgroundWork((error, what) => onError(loggableError(error), what));
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const sends = createConcurrencyGate(SEND_BOUNDS, () => new Error('too many push messages are waiting'));

  async function deliver(subscription: PushSubscriptionRow, payload: string): Promise<void> {
    if (!(await isAllowedPushEndpoint(subscription.endpoint, endpointPolicy)))
      throw new Error('the push endpoint no longer resolves to an address push may be sent to');
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails, TTL: TTL_SECONDS, timeout: TIMEOUT_MS, contentEncoding: 'aes128gcm', agent },
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
      subscriptions.map((s) =>
        sends.run(() => withDeadline(deliver(s, payloadFor(notification, s)), TIMEOUT_MS)),
      ),
    );
    for (const result of results)
      if (result.status === 'rejected')
        onError(loggableError(result.reason), 'a push message was not delivered');
  }

  return {
    publicKey: keys.publicKey,

    /**
     * Keeps the browser's subscription for the user's session (the same endpoint again replaces its keys, owner,
     * session and language); the user's oldest beyond {@link MAX_SUBSCRIPTIONS_PER_USER} go. Counted against the
     * hourly limit first; an endpoint that is not a known push service on a public address is the 400 on `endpoint`.
     */
    async subscribe(userId: string, sessionId: string, subscription: PushSubscriptionJson): Promise<void> {
      await limits.consume('pushSubscribesPerHour', userId);
      if (!(await isAllowedPushEndpoint(subscription.endpoint, endpointPolicy))) throw endpointRefused();
      await push.upsert(userId, sessionId, subscription);
      await push.keepNewest(userId, MAX_SUBSCRIPTIONS_PER_USER);
    },

    /** Forgets the user's subscription at `endpoint` (logging out, or turning alerts off on this phone). */
    unsubscribe: (userId: string, endpoint: string) => push.removeForUser(userId, endpoint),

    /**
     * Pushes the notification to every browser the user subscribed, each in its own language; returns at once,
     * failures are logged.
     */
    send(userId: string, notification: Notification): void {
      background.run('push messages could not be sent', () => sendAll(userId, notification));
    },

    /** Resolves when every push started so far has finished (the app waits for it before closing the database). */
    idle: background.idle,

    /** Sends under way or waiting, and since when the oldest (the metrics' queue). */
    queue: background.state,

    /** Frees the push connections kept open for reuse (the app closes them with itself). */
    close(): void {
      ownAgent?.destroy();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
