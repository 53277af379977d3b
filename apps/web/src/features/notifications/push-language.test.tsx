import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList } from '@kisansetu/contract';
import { changeLanguage } from '@/lib/i18n';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer } from '@/test/fixtures';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { NotificationBell } from './components/notification-bell';
import { enablePush } from './push';

const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example/endpoint-1',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

/** This browser's push subscription, once there is one. */
let current: { endpoint: string; toJSON: () => typeof SUBSCRIPTION_JSON } | null = null;

const emptyList: NotificationList = {
  notifications: [],
  unreadCount: 0,
  totalCount: 0,
  totalPages: 0,
  page: 1,
};

/** A browser with the app's service worker and push, where the person grants the permission. */
beforeEach(() => {
  current = null;
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: {
          getSubscription: async () => current,
          subscribe: async () => {
            current = { endpoint: SUBSCRIPTION_JSON.endpoint, toJSON: () => SUBSCRIPTION_JSON };
            return current;
          },
        },
      }),
    },
  });
});

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
  await changeLanguage('en');
});

const subscribeCalls = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => r.method === 'POST' && r.path === 'push/subscribe')
    .map((r) => JSON.parse(String(r.body)) as Record<string, unknown>);

const routes = [
  { path: 'push/key', body: ok({ publicKey: 'BPubKey' }) },
  { method: 'POST', path: 'push/subscribe', status: 201, body: ok({}) },
  { path: 'notification/list', body: ok(emptyList) },
];

describe('alerts in the UI’s language (issue #18)', () => {
  it('subscribes with the UI’s language', async () => {
    await changeLanguage('hi');
    const { requests } = mockFetch(routes);
    expect(await enablePush()).toBe('on');
    expect(subscribeCalls(requests)).toEqual([{ ...SUBSCRIPTION_JSON, lang: 'hi' }]);
  });

  it('sends the subscription again with the new language when the person switches, not before', async () => {
    current = { endpoint: SUBSCRIPTION_JSON.endpoint, toJSON: () => SUBSCRIPTION_JSON };
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch(routes);
    const { unmount } = renderAt(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    expect(subscribeCalls(requests)).toEqual([]);

    await act(() => changeLanguage('ta'));
    await waitFor(() => expect(subscribeCalls(requests)).toEqual([{ ...SUBSCRIPTION_JSON, lang: 'ta' }]));
    await act(() => changeLanguage('kn'));
    await waitFor(() => expect(subscribeCalls(requests)).toHaveLength(2));
    expect(subscribeCalls(requests)[1]).toMatchObject({ lang: 'kn' });
    unmount();
  });

  it('sends nothing on a switch where alerts are off', async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch(routes);
    const { unmount } = renderAt(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    await act(() => changeLanguage('mr'));
    // The push code loads on the switch and finds no subscription; give it the time a send would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(subscribeCalls(requests)).toEqual([]);
    unmount();
  });
});
