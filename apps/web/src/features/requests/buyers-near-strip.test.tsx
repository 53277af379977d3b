import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuyRequest } from '@kisansetu/contract';
import { loadHomePage } from '@/features/home';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { buyer, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';

const { Component: HomePage } = await loadHomePage();

afterEach(() => {
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

function nearby(index: number): BuyRequest {
  return {
    _id: `0190b000-0000-7000-8000-00000000000${index}`,
    buyerId: buyer._id,
    buyerName: buyer.fullName,
    productName: `Crop ${index}`,
    quantity: 10 * index,
    unit: 'quintal',
    maxPrice: null,
    address: 'Nashik',
    location: null,
    radiusKm: 100,
    neededBy: null,
    description: null,
    status: 'open',
    offerCount: 0,
    createdAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2099-11-27T08:00:00.000Z',
    distanceKm: index * 5,
  };
}

const emptyProducts = ok({ products: [], page: 1, totalPages: 0, totalCount: 0 });

describe('the home page’s Buyers near you', () => {
  it('shows a signed-in farmer the first four open requests near them, with distances and a link to all', async () => {
    useRootStore.setState({ user: seller });
    const requests = [1, 2, 3, 4, 5].map(nearby);
    mockFetch([
      { path: 'product/new', body: emptyProducts },
      {
        path: 'request/open',
        body: ok({ requests, origin: null, totalCount: 5, totalPages: 1, page: 1 }),
      },
    ]);
    renderAt(<HomePage />);
    const strip = await screen.findByRole('region', { name: 'Buyers near you' });
    const cards = within(strip).getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByText('~5 km')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Offer on Crop 1' })).toHaveAttribute(
      'href',
      `/requests/${requests[0]!._id}`,
    );
    expect(within(strip).getByRole('link', { name: 'See all buyers near you' })).toHaveAttribute(
      'href',
      '/requests',
    );
  });

  it('asks nothing of request/open for a buyer', async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([{ path: 'product/new', body: emptyProducts }]);
    renderAt(<HomePage />);
    await waitFor(() => expect(requests.some((r) => r.path === 'product/new')).toBe(true));
    expect(requests.some((r) => r.path.startsWith('request/'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Buyers near you' })).not.toBeInTheDocument();
  });
});
