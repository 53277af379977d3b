import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, product, seller, sessionOf } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ProductDetailPage } from './product-detail-page';

afterEach(() => {
  vi.useRealTimers();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

function show(listing: Product, viewer = buyer) {
  useRootStore.setState({ user: viewer === seller ? sessionOf(seller) : viewer });
  mockFetch([
    { path: `product/${listing._id}`, body: ok({ product: listing }) },
    { path: 'cart/get', body: ok({ Cart: [] }) },
  ]);
  renderAt(<ProductDetailPage />, { path: `/description/${listing._id}`, route: '/description/:id' });
}

describe('A listing open for offers', () => {
  it('tells a buyer until when and how many offers wait, never their amounts', async () => {
    // Only the clock is held (on Friday 4 December 2026), so the deadline stays ahead whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T10:00:00.000Z'));
    // Sunday 6 December 2026, 6 pm in India.
    const listing = product({ price: 1800, offersUntil: '2026-12-06T12:30:00.000Z', offerCount: 3 });
    show(listing);
    const line = await screen.findByText(/^Open for offers until /);
    expect(line).toHaveTextContent(/^Open for offers until Sun, 6 Dec, 6:00 pm · 3 offers$/i);
    expect(screen.queryByRole('link', { name: 'See the offers' })).toBeNull();
    // The only price on the page is the farmer's own.
    expect(screen.getAllByText(/₹/).map((node) => node.textContent)).toEqual(['₹1,800 / quintal']);
  });

  it('shows the count alone without a deadline', async () => {
    show(product({ offerCount: 1 }));
    expect(await screen.findByText('1 offer')).toBeInTheDocument();
  });

  it('shows nothing of offers for a listing without a deadline or offers', async () => {
    show(product({ productName: 'Plain wheat' }));
    expect(await screen.findByRole('heading', { name: 'Plain wheat' })).toBeInTheDocument();
    expect(screen.queryByText(/offer/i)).toBeNull();
  });

  it('says offers closed once the time has passed', async () => {
    show(product({ offersUntil: new Date(Date.now() - 60_000).toISOString(), offerCount: 2 }));
    expect(await screen.findByText('Offers closed · 2 offers')).toBeInTheDocument();
  });

  it('leads the farmer to the ranked offers', async () => {
    const listing = product({ offerCount: 2 });
    show(listing, seller);
    expect(await screen.findByRole('link', { name: 'See the offers' })).toHaveAttribute(
      'href',
      `/offers/${listing._id}`,
    );
  });
});
