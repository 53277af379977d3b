import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, page, product, sessionOf } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { SearchPage } from './search-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('Search page', () => {
  it("asks only for the crop (where is the where chip's) and shows 'No products found. Try searching above!'", async () => {
    useRootStore.setState({ user: sessionOf(buyer) });
    mockFetch([
      { path: 'cart/get', body: ok({ Cart: [] }) },
      { path: 'user/me', body: ok({ user: buyer }) },
    ]);
    renderAt(<SearchPage />, { path: '/search' });
    expect(await screen.findByText('No products found. Try searching above!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect(screen.getByRole('button', { name: /^Where:/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('searches 12 a page from page 1 and pages with Load More, the search being in the URL', async () => {
    const first = Array.from({ length: 12 }, () => product({ productName: 'Basmati rice' }));
    const second = [product({ productName: 'Basmati rice' })];
    const { requests } = mockFetch([{ path: 'product/search', body: ok(page(first, 1, 2, 13)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, { path: '/search' });
    await user.type(screen.getByLabelText('Product name'), 'basmati');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('13 products found')).toBeInTheDocument();
    expect(requests.at(-1)!.url).toBe('/api/v1/product/search?name=basmati&page=1&limit=12');
    expect(router.state.location.search).toBe('?name=basmati');
    expect(router.state.historyAction).toBe('PUSH');

    mockFetch([{ path: 'product/search', body: ok(page(second, 2, 2, 13)) }]);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(router.state.location.search).toBe('?name=basmati');
  });

  it('runs the search its URL names, as a shared link does in a fresh browser', async () => {
    useRootStore.setState({ user: sessionOf(buyer) });
    const { requests } = mockFetch([
      { path: 'cart/get', body: ok({ Cart: [] }) },
      { path: 'user/me', body: ok({ user: buyer }) },
      { path: 'product/search', body: ok(page([product({ productName: 'Wheat' })], 1, 1, 1)) },
    ]);
    renderAt(<SearchPage />, { path: '/search?name=wheat&address=nashik', route: '/search' });
    expect(await screen.findByRole('heading', { name: '1 product found', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveValue('wheat');
    // The link's address (an old link's `address=`), shown as the where choice.
    expect(screen.getByRole('button', { name: /^Where:/ })).toHaveAccessibleName('Where: In nashik');
    expect(requests.filter((r) => r.path === 'product/search').map((r) => r.url)).toEqual([
      '/api/v1/product/search?name=wheat&address=nashik&page=1&limit=12',
    ]);
  });

  it('ignores what the URL says beyond a name and an address', async () => {
    const { requests } = mockFetch([{ path: 'product/search', body: ok(page([], 1, 0, 0)) }]);
    renderAt(<SearchPage />, {
      path: `/search?name=%20Potato%20&address=${'x'.repeat(400)}&page=9`,
      route: '/search',
    });
    expect(await screen.findByText('No products found. Try searching above!')).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveValue('Potato');
    expect(screen.getByRole('button', { name: /^Where:/ })).toHaveAccessibleName('Where: Anywhere');
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/product/search?name=Potato&page=1&limit=12']);
  });

  it('makes each search a history entry: Back shows the one before, with its results from the cache', async () => {
    const rice = product({ productName: 'Basmati rice' });
    const onion = product({ productName: 'Red onion' });
    const { requests } = mockFetch([{ path: 'product/search', body: ok(page([rice], 1, 1, 1)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, {
      path: '/search?name=rice&address=Nashik',
      route: '/search',
    });
    expect(await screen.findByRole('heading', { name: 'Basmati rice' })).toBeInTheDocument();

    mockFetch([{ path: 'product/search', body: ok(page([onion], 1, 1, 1)) }]);
    const name = screen.getByLabelText('Product name');
    await user.clear(name);
    await user.type(name, 'onion{Enter}');
    expect(await screen.findByRole('heading', { name: 'Red onion' })).toBeInTheDocument();
    // The place is the where choice: a new crop keeps it.
    expect(router.state.location.search).toBe('?name=onion&address=Nashik');

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Basmati rice' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?name=rice&address=Nashik');
    expect(screen.getByLabelText('Product name')).toHaveValue('rice');
    // The earlier results came from the cache: one request for rice, made before the onion search.
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/product/search?name=rice&address=Nashik&page=1&limit=12',
    ]);
  });

  it('runs the same search again in place, without a second history entry', async () => {
    mockFetch([{ path: 'product/search', body: ok(page([product()], 1, 1, 1)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, { path: '/search?name=Wheat', route: '/search' });
    await screen.findByRole('heading', { name: '1 product found' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.search).toBe('?name=Wheat');
  });

  it('Clear empties the crop, keeping where (the place) and the order', async () => {
    useRootStore.setState({ user: sessionOf(buyer) });
    mockFetch([
      { path: 'cart/get', body: ok({ Cart: [] }) },
      { path: 'user/me', body: ok({ user: buyer }) },
      { path: 'product/search', body: ok(page([product()], 1, 1, 1)) },
    ]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, {
      path: '/search?name=Wheat&address=Sehore%2C%20Madhya%20Pradesh&sort=distance',
      route: '/search',
    });
    await screen.findByRole('heading', { name: '1 product found' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?address=Sehore%2C+Madhya+Pradesh&sort=distance'),
    );
    expect(screen.getByLabelText('Product name')).toHaveValue('');
    expect(screen.getByRole('button', { name: /^Where:/ })).toHaveAccessibleName('Where: In Sehore');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it("names a village with its district where the two are short, as the buyer's namesakes differ by it", async () => {
    mockFetch([
      { path: 'cart/get', body: ok({ Cart: [] }) },
      { path: 'user/me', body: ok({ user: buyer }) },
      { path: 'product/search', body: ok(page([product()], 1, 1, 1)) },
    ]);
    renderAt(<SearchPage />, { path: '/search?address=Rampur%2C%20Karnal%2C%20Haryana', route: '/search' });
    await screen.findByRole('heading', { name: '1 product found' });
    expect(screen.getByRole('button', { name: /^Where:/ })).toHaveAccessibleName('Where: In Rampur, Karnal');
  });

  it('saves the search the URL names, with its near-me choice (the PIN and radius, not an address they replace)', async () => {
    useRootStore.setState({ user: sessionOf(buyer) });
    const { requests } = mockFetch([
      { path: 'cart/get', body: ok({ Cart: [] }) },
      { path: 'user/me', body: ok({ user: buyer }) },
      { path: 'product/search', body: ok(page([product()], 1, 1, 1)) },
      { method: 'POST', path: 'search/saved', body: ok({ savedSearch: {} }) },
    ]);
    const user = userEvent.setup();
    renderAt(<SearchPage />, {
      path: '/search?name=Onion&address=Nashik&radiusKm=50&pincode=422003',
      route: '/search',
    });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const saved = requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(String(saved.body))).toEqual({
      query: 'Onion',
      pincode: '422003',
      radiusKm: 50,
    });
  });
});

describe('Search page: near me', () => {
  it('adds the sort and radius to the search query, from the URL', async () => {
    const origin = { source: 'pincode', place: 'Nashik', district: 'Nashik', state: 'Maharashtra' } as const;
    const { requests } = mockFetch([
      { path: 'product/search', body: ok({ ...page([product({ distanceKm: 40 })], 1, 1, 1), origin }) },
    ]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, {
      path: '/search?name=Onion&pincode=422003',
      route: '/search',
    });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');
    await user.selectOptions(sort, 'Nearest first');
    await user.click(await screen.findByRole('button', { name: /^Where:/ }));
    await user.selectOptions(await screen.findByLabelText('Distance'), 'Within 100 km');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?name=Onion&pincode=422003&sort=distance&radiusKm=100'),
    );
    await waitFor(() =>
      expect(requests.at(-1)!.url).toBe(
        '/api/v1/product/search?name=Onion&page=1&limit=12&sort=distance&radiusKm=100&pincode=422003',
      ),
    );
    expect(await screen.findByText('~40 km')).toBeInTheDocument();
    expect(screen.getByText('Distances from PIN 422003, Nashik, Maharashtra')).toBeInTheDocument();
  });

  it('lets a PIN code with a radius replace the address: a Mumbai address cannot empty a search near Pune', async () => {
    const { requests } = mockFetch([{ path: 'product/search', body: ok(page([], 1, 0, 0)) }]);
    renderAt(<SearchPage />, {
      path: '/search?name=Potato&address=Andheri%20East&pincode=411001&radiusKm=100',
      route: '/search',
    });
    await waitFor(() =>
      expect(requests.at(-1)!.url).toBe(
        '/api/v1/product/search?name=Potato&page=1&limit=12&radiusKm=100&pincode=411001',
      ),
    );
    // Nothing within 100 km: said as such, never "nothing in Andheri East" with India-wide results.
    expect(await screen.findByText('Nothing within 100 km — try 250 km')).toBeInTheDocument();
    expect(screen.queryByText(/Andheri East/)).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === 'product/search')).toHaveLength(1);
  });

  it('keeps the near-me choice when a new search is made', async () => {
    mockFetch([{ path: 'product/search', body: ok(page([product()], 1, 1, 1)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, {
      path: '/search?sort=distance&radiusKm=50',
      route: '/search',
    });
    await user.type(screen.getByLabelText('Product name'), 'Garlic{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?name=Garlic&sort=distance&radiusKm=50'));
  });
});

describe('Search page: filters and price sort', () => {
  it('sends the filters and the sort of its URL with the search, and a filter chosen in the sheet as a new entry', async () => {
    const { requests } = mockFetch([{ path: 'product/search', body: ok(page([product()], 1, 1, 1)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, {
      path: '/search?name=onion&sort=price_desc&organic=true&category=weeds',
      route: '/search',
    });
    // The unknown category is dropped; the rest is asked for.
    await waitFor(() =>
      expect(requests.map((r) => r.url)).toEqual([
        '/api/v1/product/search?name=onion&page=1&limit=12&sort=price_desc&organic=true',
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(sheet).findByRole('radio', { name: 'Grade B' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?name=onion&sort=price_desc&organic=true&grade=B'),
    );
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() =>
      expect(requests.at(-1)!.url).toBe(
        '/api/v1/product/search?name=onion&page=1&limit=12&sort=price_desc&organic=true&grade=B',
      ),
    );
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    const chips = await screen.findByRole('list', { name: 'Filters on' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Organic', 'Grade B']);
  });

  it('says the filters kept nothing when a filtered search finds nothing', async () => {
    mockFetch([{ path: 'product/search', body: ok(page([], 1, 0, 0)) }]);
    renderAt(<SearchPage />, { path: '/search?name=onion&grade=C', route: '/search' });
    expect(
      await screen.findByText('Nothing matches these filters. Remove one or clear them all.'),
    ).toBeInTheDocument();
  });

  it('blames the filters, not the distance, when a filtered search within a radius finds nothing, and clears them', async () => {
    const { requests } = mockFetch([{ path: 'product/search', body: ok(page([], 1, 0, 0)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, {
      path: '/search?name=onion&pincode=422001&radiusKm=25&organic=true',
      route: '/search',
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Nothing matches these filters. Remove one or clear them all.',
        level: 2,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/try 50 km/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search within 50 km' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?name=onion&pincode=422001&radiusKm=25'));
    await waitFor(() =>
      expect(requests.at(-1)!.url).toBe(
        '/api/v1/product/search?name=onion&page=1&limit=12&radiusKm=25&pincode=422001',
      ),
    );
  });
});

describe('Search page: one place for where, one for the order', () => {
  it('has one sort control (none in the where or filter sheets) and one where (no address box)', async () => {
    mockFetch([{ path: 'product/search', body: ok(page([product()], 1, 1, 1)) }]);
    const user = userEvent.setup();
    renderAt(<SearchPage />, { path: '/search?name=onion', route: '/search' });
    await screen.findByRole('heading', { name: '1 product found' });
    expect(screen.queryByLabelText('Address')).toBeNull();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Best match', 'Newest first', 'Price: low to high', 'Price: high to low']);

    await user.click(screen.getByRole('button', { name: /^Where:/ }));
    const where = await screen.findByRole('dialog', { name: 'Where' });
    await within(where).findByLabelText('PIN code or place');
    expect(within(where).queryByLabelText('Sort by')).toBeNull();
    expect(within(where).queryByRole('group', { name: 'Sort by' })).toBeNull();
    await user.click(within(where).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    await within(filters).findByRole('radio', { name: 'Grade B' });
    expect(within(filters).queryByRole('group', { name: 'Sort by' })).toBeNull();
  });

  it('takes a PIN code or a place in the one where box: the PIN measures distances, a place narrows to it', async () => {
    const origin = { source: 'pincode', place: 'Nashik', district: 'Nashik', state: 'Maharashtra' } as const;
    const { requests } = mockFetch([
      { path: 'product/search', body: ok({ ...page([product({ distanceKm: 4 })], 1, 1, 1), origin }) },
    ]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPage />, { path: '/search?name=onion', route: '/search' });
    await screen.findByRole('heading', { name: '1 product found' });
    await user.click(screen.getByRole('button', { name: /^Where:/ }));
    const where = await screen.findByRole('dialog', { name: 'Where' });
    await user.type(await within(where).findByLabelText('PIN code or place'), '422001{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?name=onion&pincode=422001&sort=distance'),
    );
    await waitFor(() =>
      expect(requests.at(-1)!.url).toBe(
        '/api/v1/product/search?name=onion&page=1&limit=12&sort=distance&pincode=422001',
      ),
    );

    await user.click(screen.getByRole('button', { name: /^Where:/ }));
    const again = await screen.findByRole('dialog', { name: 'Where' });
    const box = await within(again).findByLabelText('PIN code or place');
    await user.clear(box);
    await user.type(box, 'Lasalgaon{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?name=onion&sort=distance&address=Lasalgaon'),
    );
  });
});
