import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import type { AppLanguage } from '@/lib/languages';
import { useRootStore } from '@/lib/store';

/** Where this browser stands on alerts: cannot, blocked by the person, not yet asked or turned off, or on. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * The app's service worker (registered by start.tsx in production builds; it carries the push handlers of
 * public/push-sw.js). Null without one (a development server), so alerts are then 'unsupported'.
 */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** The VAPID key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Who turned alerts on in this browser (their user id). The server ends a subscription with the session that made
 * it, so this is what lets that person's next login turn alerts back on here without asking again, and nobody else's.
 */
const PUSH_OWNER_KEY = 'ks-push-owner';

function pushOwner(): string | null {
  try {
    return localStorage.getItem(PUSH_OWNER_KEY);
  } catch {
    return null;
  }
}

function setPushOwner(userId: string | null): void {
  try {
    if (userId === null) localStorage.removeItem(PUSH_OWNER_KEY);
    else localStorage.setItem(PUSH_OWNER_KEY, userId);
  } catch {
    // Storage refused (private mode): the next login simply does not turn alerts back on by itself.
  }
}

/** The browser's subscription, made with the server's key when there is none yet (permission already granted). */
async function browserSubscription(worker: ServiceWorkerRegistration): Promise<PushSubscription> {
  const existing = await worker.pushManager.getSubscription();
  if (existing) return existing;
  const { data } = await call('GET /push/key');
  return worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(data.publicKey),
  });
}

export async function pushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Hands the browser's subscription to the server with the language its pushes are to be written in. */
async function sendSubscription(subscription: PushSubscription, lang: AppLanguage): Promise<void> {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  // A browser's subscription always has both keys; one without would be refused on `keys` either way.
  await call('POST /push/subscribe', {
    json: {
      endpoint: endpoint ?? subscription.endpoint,
      expirationTime,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      lang,
    },
  });
}

/**
 * Asks the browser's permission, subscribes with the server's key and hands the subscription to the server, in the
 * UI's current language.
 */
export async function enablePush(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  await sendSubscription(await browserSubscription(worker), currentLanguage());
  setPushOwner(useRootStore.getState().user?._id ?? null);
  return 'on';
}

/**
 * After a login: the new session gets this browser's subscription (subscribing again if a logout dropped it) when
 * the person signing in is the one who turned alerts on here and the browser still allows notifications. A browser
 * subscribed before anyone was recorded counts as theirs. Never asks for permission.
 */
export async function resumePush(userId: string): Promise<void> {
  const worker = await registration();
  if (!worker || Notification.permission !== 'granted') return;
  const owner = pushOwner();
  if (owner !== userId && !(owner === null && (await worker.pushManager.getSubscription()))) return;
  await sendSubscription(await browserSubscription(worker), currentLanguage());
  setPushOwner(userId);
}

/**
 * After a language switch: sends this browser's subscription again with the new language, so its alerts come in it.
 * Does nothing where alerts are not on (no service worker, no permission, no subscription).
 */
export async function sendPushLanguage(lang: AppLanguage): Promise<void> {
  const worker = await registration();
  if (!worker || Notification.permission !== 'granted') return;
  const subscription = await worker.pushManager.getSubscription();
  if (subscription) await sendSubscription(subscription, lang);
}

/** The person turns alerts off on this browser: as at logout, and their next login leaves them off. */
export async function disablePush(): Promise<PushState> {
  setPushOwner(null);
  return dropPush();
}

/**
 * Logout: the server forgets the endpoint and the browser drops the subscription, so the next person on a shared
 * phone gets nothing; who turned alerts on is kept for their own next login.
 */
export async function dropPush(): Promise<PushState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    await call('DELETE /push/subscribe', { json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return worker ? 'off' : 'unsupported';
}
