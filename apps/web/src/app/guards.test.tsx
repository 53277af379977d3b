import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@kisansetu/contract';
import { createQueryClient } from '@/lib/query-client';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { appRouter } from '@/test/app-router';
import { buyer, page, seller, sessionOf } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

/** The signed-in user as a reload restores them: the store's id, role and name; the profile is `user/me`'s. */
function serve(user: User | null) {
  useRootStore.setState({ user: user ? sessionOf(user) : null });
  return mockFetch([
    { path: 'product/new', body: ok(page([], 1, 0, 0)) },
    { path: 'cart/get', body: ok({ Cart: [] }) },
    { path: 'user/me', body: ok({ user }) },
    { path: 'meta', body: ok({ allowedEmailDomains: ['gmail.com'], supportEmail: 'help@kisansetu.in' }) },
    { path: /^product\/my\//, body: ok({ myProduct: [] }) },
  ]);
}

function visit(path: string, user: User | null) {
  serve(user);
  const { router, element } = appRouter(path);
  render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
  return { router };
}

describe('route guards (a failed guard goes to /)', () => {
  it('sends a buyer away from /upload', async () => {
    const { router } = visit('/upload', buyer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Most Searched')).toBeInTheDocument();
  });

  it('sends a visitor away from /cart', async () => {
    const { router } = visit('/cart', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor away from /profile', async () => {
    const { router: first } = visit('/profile', null);
    await waitFor(() => expect(first.state.location.pathname).toBe('/'));
  });

  it('sends a seller away from /profile/update-user', async () => {
    const { router } = visit('/profile/update-user', seller);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a seller open /upload', async () => {
    const { router } = visit('/upload', seller);
    expect(await screen.findByRole('heading', { name: 'Post New Crop' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/upload');
  });

  it("lets a buyer open /cart, titled 'Your Wishlist'", async () => {
    visit('/cart', buyer);
    expect(await screen.findByRole('heading', { name: 'Your Wishlist' })).toBeInTheDocument();
    expect(await screen.findByText('Your Wishlist is empty.')).toBeInTheDocument();
  });

  it('lets a buyer in on the stored role alone, while the profile is still on its way', async () => {
    const { fetchMock } = serve(buyer);
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('user/me') ? new Promise<Response>(() => undefined) : inner(input, init),
    );
    const { element } = appRouter('/cart');
    render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
    expect(await screen.findByText('Your Wishlist is empty.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My profile' })).toBeInTheDocument();
  });

  it('sends the misspelt /uplaod to /upload', async () => {
    const { router } = visit('/uplaod', seller);
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
  });

  it('shows a not-found page for an unknown address', async () => {
    visit('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
