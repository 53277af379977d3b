import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import type { AppLanguage } from '@/lib/languages';

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

export async function pushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Hands the browser's subscription to the server with the language its pushes are to be written in. */
async function sendSubscription(subscription: PushSubscription, lang: AppLanguage): Promise<void> {
  await apiRequest<unknown>('push/subscribe', { method: 'POST', json: { ...subscription.toJSON(), lang } });
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
  const { data } = await apiRequest<{ publicKey: string }>('push/key');
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.publicKey),
    }));
  await sendSubscription(subscription, currentLanguage());
  return 'on';
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

/** Stops alerts on this browser: the server forgets the endpoint, the browser drops the subscription. */
export async function disablePush(): Promise<PushState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest<unknown>('push/subscribe', {
      method: 'DELETE',
      json: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return worker ? 'off' : 'unsupported';
}
