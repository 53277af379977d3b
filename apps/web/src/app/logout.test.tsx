import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { appRouter } from '@/test/app-router';
import { buyer, entry, page, product } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('logout', () => {
  it('clears the wishlist, user and chat state and every cached answer, then goes to /', async () => {
    const wheat = product();
    useRootStore.setState({
      user: buyer,
      chat: {
        isChatOpen: true,
        chatView: 'single',
        selectedUserId: wheat.sellerId,
        selectedProfileId: null,
        selectedProductId: wheat._id,
      },
    });
    const { requests } = mockFetch([
      { path: 'cart/get', body: ok({ Cart: [entry(wheat)] }) },
      { path: 'user/me', body: ok({ user: buyer }) },
      { path: 'product/new', body: ok(page([wheat], 1, 1, 1)) },
      { method: 'POST', path: 'user/logout', body: ok({}, 'Logged out successfully') },
    ]);
    const queryClient = createQueryClient();
    const { router, element } = appRouter('/cart');
    const user = userEvent.setup();
    render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The badge counts the wishlist before logout.
    expect((await within(nav).findAllByRole('link', { name: 'Wishlist, 1 item' })).length).toBeGreaterThan(0);

    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.some((r) => r.method === 'POST' && r.path === 'user/logout')).toBe(true);
    const state = useRootStore.getState();
    expect(state.user).toBeNull();
    expect(state.chat).toEqual(INITIAL_CHAT);
    expect(queryClient.getQueryData(['wishlist'])).toBeUndefined();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('root') ?? '{}').state.user).toBeNull();
    expect(within(nav).queryByRole('link', { name: /Wishlist/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("stops this phone's alerts first, so the next person on a shared phone does not get them", async () => {
    useRootStore.setState({ user: buyer });
    const unsubscribe = vi.fn().mockResolvedValue(true);
    const subscription = { endpoint: 'https://push.example/endpoint-1', unsubscribe };
    // A browser with a service worker holding a push subscription (what "Get alerts on this phone" left).
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
      },
    });
    try {
      const { requests } = mockFetch([
        { path: 'cart/get', body: ok({ Cart: [] }) },
        { path: 'user/me', body: ok({ user: buyer }) },
        { path: 'product/new', body: ok(page([], 1, 0, 0)) },
        { method: 'DELETE', path: 'push/subscribe', body: ok({}) },
        { method: 'POST', path: 'user/logout', body: ok({}, 'Logged out successfully') },
      ]);
      const { router, element } = appRouter('/');
      render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      await userEvent.setup().click(within(nav).getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await waitFor(() => expect(requests.some((r) => r.path === 'user/logout')).toBe(true));
      const order = requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
      expect(order).toEqual(['DELETE push/subscribe', 'POST user/logout']);
      expect(JSON.parse(String(requests.find((r) => r.method === 'DELETE')?.body))).toEqual({
        endpoint: 'https://push.example/endpoint-1',
      });
      expect(unsubscribe).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
