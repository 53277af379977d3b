import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, useSessionCheck } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer } from '@/test/fixtures';
import { renderWithQueries } from '@/test/render';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { disablePush, dropPush, enablePush, resumePush } from './push';

const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/endpoint-1',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

interface FakeSubscription {
  endpoint: string;
  toJSON: () => typeof SUBSCRIPTION_JSON;
  unsubscribe: () => Promise<boolean>;
}

/** This browser's push subscription, once there is one. */
let current: FakeSubscription | null = null;
let permission: NotificationPermission = 'granted';
const requestPermission = vi.fn(async () => permission);

const makeSubscription = (): FakeSubscription => ({
  endpoint: SUBSCRIPTION_JSON.endpoint,
  toJSON: () => SUBSCRIPTION_JSON,
  unsubscribe: async () => {
    current = null;
    return true;
  },
});

/** A browser with the app's service worker and push; `permission` is what the person decided earlier. */
beforeEach(() => {
  current = null;
  permission = 'granted';
  requestPermission.mockClear();
  localStorage.removeItem('ks-push-owner');
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: {
          getSubscription: async () => current,
          subscribe: async () => (current = makeSubscription()),
        },
      }),
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

const routes = [
  { path: 'push/key', body: ok({ publicKey: 'BPubKey' }) },
  { method: 'POST', path: 'push/subscribe', status: 201, body: ok({}) },
  { method: 'DELETE', path: 'push/subscribe', body: ok({}) },
];
const subscribeCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === 'push/subscribe');

/** The person turned alerts on while signed in, then logged out (which drops the browser's subscription). */
async function alertsOnThenLoggedOut(): Promise<void> {
  useRootStore.setState({ user: buyer });
  expect(await enablePush()).toBe('on');
  await dropPush();
  useRootStore.setState({ user: null });
  expect(current).toBeNull();
}

describe('alerts after a login (subscriptions end with their session)', () => {
  it('subscribes again, without asking, for the person who had alerts on here', async () => {
    const { requests } = mockFetch(routes);
    await alertsOnThenLoggedOut();
    requestPermission.mockClear();
    const before = subscribeCalls(requests).length;

    await resumePush(buyer._id);
    expect(subscribeCalls(requests)).toHaveLength(before + 1);
    expect(JSON.parse(String(subscribeCalls(requests).at(-1)?.body))).toEqual({
      ...SUBSCRIPTION_JSON,
      lang: 'en',
    });
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('is what a login does', async () => {
    const { requests } = mockFetch([...routes, { path: 'user/me', body: ok({ user: buyer }) }]);
    await alertsOnThenLoggedOut();
    const before = subscribeCalls(requests).length;
    signIn(createQueryClient(), buyer);
    await waitFor(() => expect(subscribeCalls(requests)).toHaveLength(before + 1));
  });

  it('hands an existing browser subscription to the new session (one made before anyone was recorded)', async () => {
    current = makeSubscription();
    const { requests } = mockFetch(routes);
    await resumePush(buyer._id);
    expect(subscribeCalls(requests)).toHaveLength(1);
    expect(requests.some((r) => r.path === 'push/key')).toBe(false);
  });

  it("a restored session takes over this browser's subscription once a visit, without a login", async () => {
    current = makeSubscription();
    localStorage.setItem('ks-push-owner', buyer._id);
    sessionStorage.removeItem('ks-alerts-resumed');
    const { requests } = mockFetch([...routes, { path: 'user/me', body: ok({ user: buyer }) }]);
    useRootStore.setState({ user: buyer });
    function SessionCheck() {
      useSessionCheck();
      return null;
    }
    const first = renderWithQueries(<SessionCheck />);
    await waitFor(() => expect(subscribeCalls(requests)).toHaveLength(1));
    first.unmount();
    // Another page of the same visit asks nothing again.
    renderWithQueries(<SessionCheck />);
    await waitFor(() =>
      expect(requests.filter((r) => r.path === 'user/me').length).toBeGreaterThanOrEqual(2),
    );
    expect(subscribeCalls(requests)).toHaveLength(1);
  });

  it('does nothing for another person on the same phone', async () => {
    const { requests } = mockFetch(routes);
    await alertsOnThenLoggedOut();
    const before = subscribeCalls(requests).length;
    await resumePush('someone-else');
    expect(subscribeCalls(requests)).toHaveLength(before);
    expect(current).toBeNull();
  });

  it('does nothing once the browser no longer allows notifications, or after the person turned alerts off', async () => {
    const { requests } = mockFetch(routes);
    await alertsOnThenLoggedOut();
    const before = subscribeCalls(requests).length;
    permission = 'default';
    await resumePush(buyer._id);
    expect(subscribeCalls(requests)).toHaveLength(before);

    permission = 'granted';
    useRootStore.setState({ user: buyer });
    await enablePush();
    await disablePush();
    requestPermission.mockClear();
    const afterOff = subscribeCalls(requests).length;
    await resumePush(buyer._id);
    expect(subscribeCalls(requests)).toHaveLength(afterOff);
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
