import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { buyer, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { HomePage } from './home-page';

afterEach(() => {
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

const emptyProducts = ok({ products: [], page: 1, totalPages: 0, totalCount: 0 });
const noRequests = ok({ requests: [], origin: null, totalCount: 0, totalPages: 0, page: 1 });

describe('the home page, by who is signed in', () => {
  it("gives a buyer the search bar 'What do you want to buy?' and the highlights", async () => {
    useRootStore.setState({ user: buyer });
    mockFetch([{ path: 'product/new', body: emptyProducts }]);
    renderAt(<HomePage />);
    expect(await screen.findByRole('combobox', { name: 'What do you want to buy?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
  });

  it("shows a farmer neither the buyer's search bar nor the buyer's highlights", async () => {
    useRootStore.setState({ user: seller });
    const { requests } = mockFetch([
      { path: 'product/new', body: emptyProducts },
      { path: 'request/open', body: noRequests },
    ]);
    renderAt(<HomePage />);
    await waitFor(() => expect(requests.some((r) => r.path === 'product/new')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'What do you want to buy?' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
  });

  it("sends a visitor's 'Start selling' to a sign-up with the farmer role already chosen", async () => {
    mockFetch([{ path: 'product/new', body: emptyProducts }]);
    renderAt(<HomePage />);
    const sell = await screen.findAllByRole('link', { name: 'Start selling', hidden: true });
    expect(sell.length).toBeGreaterThan(0);
    for (const link of sell) expect(link).toHaveAttribute('href', '/signup?role=seller');
  });
});
