import { pushKeyResponseSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../push';
import { endpoint } from './define';

/** Web Push subscriptions of the signed-in caller's browsers. */
export const pushEndpoints = {
  getPushKey: endpoint({
    id: 'getPushKey',
    method: 'GET',
    path: '/push/key',
    access: 'session',
    tag: 'push',
    summary: "The server's VAPID public key, the browser's applicationServerKey",
    data: pushKeyResponseSchema,
  }),
  subscribeToPush: endpoint({
    id: 'subscribeToPush',
    method: 'POST',
    path: '/push/subscribe',
    access: 'session',
    tag: 'push',
    summary:
      "Keeps the browser's PushSubscription (its toJSON()) for the caller's session; notifications are also pushed to it",
    description:
      'Only https endpoints of the known push services (FCM, Mozilla, Apple, Windows) on public addresses (400 on ' +
      '`endpoint` otherwise). At most 5 a person: a sixth replaces the oldest. The subscription ends with the ' +
      'session (logout, password change, suspension). Limited per account per hour (429).',
    body: pushSubscriptionSchema,
    status: 201,
    errors: [429],
  }),
  unsubscribeFromPush: endpoint({
    id: 'unsubscribeFromPush',
    method: 'DELETE',
    path: '/push/subscribe',
    access: 'session',
    tag: 'push',
    summary: "Forgets the caller's subscription at this endpoint",
    body: pushUnsubscribeSchema,
  }),
};
