import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CHAT, INITIAL_SEARCH, useRootStore } from '@/lib/store';
import { buyer, page, product, sessionOf } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { SearchPage } from './search-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT, search: INITIAL_SEARCH });
});

describe('Search page', () => {
  it("prefills the address from the signed-in user and shows 'No products found. Try searching above!'", async () => {
    useRootStore.setState({ user: sessionOf(buyer) });
    mockFetch([
      { path: 'cart/get', body: ok({ Cart: [] }) },
      { path: 'user/me', body: ok({ user: buyer }) },
    ]);
    renderAt(<SearchPage />, { path: '/search' });
    // The address is the profile's (the `me` query), filled in when it arrives.
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(buyer.address));
    expect(screen.getByText('No products found. Try searching above!')).toBeInTheDocument();
  });

  it('searches 12 a page from page 1, pages with Load More, and keeps the search state', async () => {
    const first = Array.from({ length: 12 }, () => product({ productName: 'Basmati rice' }));
    const second = [product({ productName: 'Basmati rice' })];
    const { requests } = mockFetch([{ path: 'product/search', body: ok(page(first, 1, 2, 13)) }]);
    const user = userEvent.setup();
    renderAt(<SearchPage />, { path: '/search' });
    await user.type(screen.getByLabelText('Product name'), 'basmati');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('13 products found')).toBeInTheDocument();
    expect(requests.at(-1)!.url).toBe('/api/v1/product/search?name=basmati&page=1&limit=12');
    expect(useRootStore.getState().search).toEqual({
      query: 'basmati',
      address: '',
      page: 1,
      totalCount: 13,
    });

    mockFetch([{ path: 'product/search', body: ok(page(second, 2, 2, 13)) }]);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument());
    expect(useRootStore.getState().search.page).toBe(2);
  });

  it('runs the search a Most Searched button set', async () => {
    useRootStore.setState({ search: { query: 'Potato', address: '', page: 1, totalCount: 0 } });
    mockFetch([{ path: 'product/search', body: ok(page([], 1, 0, 0)) }]);
    renderAt(<SearchPage />, { path: '/search' });
    expect(screen.getByLabelText('Product name')).toHaveValue('Potato');
    expect(await screen.findByText('No products found. Try searching above!')).toBeInTheDocument();
  });
});

describe('Search page: near me', () => {
  it('adds the sort and radius to the search query, from the URL', async () => {
    useRootStore.setState({ search: { query: 'Onion', address: '', page: 1, totalCount: 0 } });
    const origin = { source: 'pincode', place: 'Nashik', district: 'Nashik', state: 'Maharashtra' } as const;
    const { requests } = mockFetch([
      { path: 'product/search', body: ok({ ...page([product({ distanceKm: 40 })], 1, 1, 1), origin }) },
    ]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, { path: '/search?pincode=422003', route: '/search' });
    await user.click(await screen.findByRole('button', { name: /^Sort and distance:/ }));
    const sort = await screen.findByLabelText('Sort by');
    expect(sort).toHaveValue('relevance');
    await user.selectOptions(sort, 'Nearest first');
    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 100 km');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?pincode=422003&sort=distance&radiusKm=100'),
    );
    await waitFor(() =>
      expect(requests.at(-1)!.url).toBe(
        '/api/v1/product/search?name=Onion&page=1&limit=12&sort=distance&radiusKm=100&pincode=422003',
      ),
    );
    expect(await screen.findByText('~40 km')).toBeInTheDocument();
    expect(screen.getByText('Distances from PIN 422003, Nashik, Maharashtra')).toBeInTheDocument();
  });
});
