import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductPage, User } from '@kisansetu/contract';
import { changeLanguage } from '@/lib/i18n';
import { useRootStore } from '@/lib/store';
import { buyer, page, product, sessionOf } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { SEARCH_ARRIVAL } from '../arrival';
import { SearchPage } from './search-page';

/** Sunita: a buyer in Andheri East, whose address the search box is prefilled with. */
const sunita: User = { ...buyer, fullName: 'Sunita Rao', address: 'Andheri East' };

/**
 * product/search on the test network, answering by its query: with an address `withAddress`, without one
 * `withoutAddress`. Records the addresses asked for.
 */
function mockSearch(withAddress: ProductPage, withoutAddress: ProductPage) {
  mockFetch([
    { path: 'cart/get', body: ok({ Cart: [] }) },
    { path: 'user/me', body: ok({ user: sunita }) },
  ]);
  const urls: string[] = [];
  server.use(
    http.get('*/api/v1/product/search', ({ request }) => {
      const url = new URL(request.url);
      urls.push(url.pathname + url.search);
      return HttpResponse.json(ok(url.searchParams.has('address') ? withAddress : withoutAddress));
    }),
  );
  return { urls };
}

function potatoes(count: number): Product[] {
  return Array.from({ length: count }, (_, index) =>
    product({ productName: `Potato ${index + 1}`, address: 'Agra, Uttar Pradesh' }),
  );
}

afterEach(async () => {
  useRootStore.setState({ user: null });
  await changeLanguage('en');
});

describe('Search: a place that finds nothing', () => {
  it("shows the name's results across India with a note, and a way back to the address alone", async () => {
    useRootStore.setState({ user: sessionOf(sunita) });
    const { urls } = mockSearch(page([], 1, 0, 0), page(potatoes(2), 1, 1, 2));
    const user = userEvent.setup();
    renderAt(<SearchPage />, { path: '/search' });
    await user.type(screen.getByRole('combobox', { name: 'Product name' }), 'potato');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: '2 products found', level: 2 });
    // The place is chosen where every where is: the where chip's sheet.
    await user.click(screen.getByRole('button', { name: /^Where:/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Where' });
    await user.type(await within(sheet).findByLabelText('PIN code or place'), 'Andheri East{Enter}');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));

    const heading = await screen.findByRole('heading', { name: '2 products found', level: 2 });
    await waitFor(() =>
      expect(heading).toHaveAccessibleDescription('No potato in Andheri East — showing all of India'),
    );
    await waitFor(() => expect(heading).toHaveFocus());
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('article')).toHaveLength(2);
    // The search without the address is the one made before: the fallback comes from it.
    expect(urls).toEqual([
      '/api/v1/product/search?name=potato&page=1&limit=12',
      '/api/v1/product/search?name=potato&address=Andheri+East&page=1&limit=12',
    ]);

    await user.click(screen.getByRole('button', { name: 'Only in Andheri East' }));
    const none = screen.getByRole('heading', { name: 'No potato in Andheri East', level: 2 });
    await waitFor(() => expect(none).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all of India' }));
    expect(await screen.findByRole('heading', { name: '2 products found' })).toHaveFocus();
    expect(screen.getByText('No potato in Andheri East — showing all of India')).toBeInTheDocument();
  });

  it('says so in Hindi', async () => {
    await changeLanguage('hi');
    useRootStore.setState({ user: sessionOf(sunita) });
    mockSearch(page([], 1, 0, 0), page(potatoes(1), 1, 1, 1));
    renderAt(<SearchPage />, {
      path: `/search?${new URLSearchParams({ name: 'आलू', address: 'Andheri East' })}`,
      route: '/search',
    });
    const heading = await screen.findByRole('heading', { name: '1 फ़सल मिली', level: 2 });
    expect(heading).toHaveAccessibleDescription('Andheri East में आलू नहीं मिला — पूरे भारत के नतीजे दिखा रहे हैं');
  });

  it("falls back to the spec's empty text when the name finds nothing anywhere", async () => {
    useRootStore.setState({ user: sessionOf(sunita) });
    mockSearch(page([], 1, 0, 0), page([], 1, 0, 0));
    renderAt(<SearchPage />, { path: '/search?name=saffron&address=Andheri+East', route: '/search' });
    expect(
      await screen.findByRole('heading', { name: 'No products found. Try searching above!', level: 2 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Check the spelling, or try another crop or a shorter name.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/showing all of India/)).not.toBeInTheDocument();
  });
});

describe('Search: results in view', () => {
  it('brings the heading, which names the count, into view and focuses it after Search', async () => {
    mockFetch([{ path: 'product/search', body: ok(page(potatoes(3), 1, 1, 3)) }]);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    renderAt(<SearchPage />, { path: '/search' });
    await user.type(screen.getByRole('combobox', { name: 'Product name' }), 'potato');
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: '3 products found', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrolled.mock.contexts).toContain(heading);
  });

  it('does the same on arriving from a Most Searched crop or the home search bar', async () => {
    mockFetch([{ path: 'product/search', body: ok(page(potatoes(1), 1, 1, 1)) }]);
    renderAt(<SearchPage />, { path: '/search?name=Potato', route: '/search', state: SEARCH_ARRIVAL });
    const heading = await screen.findByRole('heading', { name: '1 product found' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('focuses the results of each new search once: Back to an earlier search leaves the place alone', async () => {
    mockFetch([{ path: 'product/search', body: ok(page(potatoes(3), 1, 1, 3)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, { path: '/search' });
    const name = screen.getByRole('combobox', { name: 'Product name' });
    await user.type(name, 'potato{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: '3 products found' })).toHaveFocus());

    mockFetch([{ path: 'product/search', body: ok(page(potatoes(1), 1, 1, 1)) }]);
    await user.clear(screen.getByRole('combobox', { name: 'Product name' }));
    await user.type(screen.getByRole('combobox', { name: 'Product name' }), 'onion{Enter}');
    const onions = await screen.findByRole('heading', { name: '1 product found' });
    await waitFor(() => expect(onions).toHaveFocus());

    onions.blur();
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await router.navigate(-1);
    const again = await screen.findByRole('heading', { name: '3 products found' });
    expect(router.state.location.search).toBe('?name=potato');
    expect(again).not.toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('leaves the focus alone on a plain visit (a reload, a link)', async () => {
    mockFetch([{ path: 'product/search', body: ok(page(potatoes(1), 1, 1, 1)) }]);
    renderAt(<SearchPage />, { path: '/search?name=Potato', route: '/search' });
    const heading = await screen.findByRole('heading', { name: '1 product found' });
    expect(heading).not.toHaveFocus();
  });
});

describe('Search: counts and empty results', () => {
  it("shows a capped count as '1,000+ products found' and Load More keeps going", async () => {
    const capped = { ...page(potatoes(12), 1, 2, 1000), totalCapped: true };
    mockFetch([{ path: 'product/search', body: ok(capped) }]);
    const user = userEvent.setup();
    renderAt(<SearchPage />, { path: '/search?name=Wheat', route: '/search' });
    expect(await screen.findByRole('heading', { name: '1,000+ products found' })).toBeInTheDocument();
    const next = mockFetch([
      { path: 'product/search', body: ok({ ...page(potatoes(12), 2, 3, 1000), totalCapped: true }) },
    ]);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(next.requests.map((r) => r.url)).toEqual(['/api/v1/product/search?name=Wheat&page=2&limit=12']);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();
  });

  it('writes the count with Indian grouping in Hindi too', async () => {
    await changeLanguage('hi');
    mockFetch([
      { path: 'product/search', body: ok({ ...page(potatoes(12), 1, 9, 100000), totalCapped: true }) },
    ]);
    renderAt(<SearchPage />, { path: '/search?name=Wheat', route: '/search' });
    expect(await screen.findByRole('heading', { name: '1,00,000+ फ़सलें मिलीं' })).toBeInTheDocument();
  });

  it("with a radius, says 'Nothing within 25 km — try 50 km' and its button widens the search", async () => {
    const origin = { source: 'pincode', place: 'Nashik', district: 'Nashik', state: 'Maharashtra' } as const;
    mockFetch([{ path: 'product/search', body: ok({ ...page([], 1, 0, 0), origin }) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, {
      path: '/search?name=Onion&pincode=422003&radiusKm=25',
      route: '/search',
    });
    expect(
      await screen.findByRole('heading', { name: 'Nothing within 25 km — try 50 km', level: 2 }),
    ).toBeInTheDocument();
    const wider = mockFetch([
      { path: 'product/search', body: ok({ ...page([product({ distanceKm: 40 })], 1, 1, 1), origin }) },
    ]);
    await user.click(screen.getByRole('button', { name: 'Search within 50 km' }));
    await waitFor(() => expect(router.state.location.search).toBe('?name=Onion&pincode=422003&radiusKm=50'));
    const heading = await screen.findByRole('heading', { name: '1 product found' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(wider.requests.map((r) => r.url)).toEqual([
      '/api/v1/product/search?name=Onion&page=1&limit=12&radiusKm=50&pincode=422003',
    ]);
  });
});
