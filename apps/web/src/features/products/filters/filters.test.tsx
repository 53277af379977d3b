import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, product } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ProductListPage } from '../pages/product-list-page';

afterEach(() => vi.unstubAllGlobals());

/** Opens the Filters sheet and waits for its (lazily loaded) controls. */
async function openFilters(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: /^Filters/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Filters' });
  await within(sheet).findByRole('group', { name: 'Category' });
  return sheet;
}

const productNewUrls = (requests: { path: string; url: string }[]) =>
  requests.filter((r) => r.path === 'product/new').map((r) => r.url);

describe('Filters on /product', () => {
  it('apply from the sheet as they are chosen, show as chips above the results, and come off one by one or all at once', async () => {
    const onion = product({ productName: 'Red onion' });
    // Two listings on the page, but the server counts 5 that the filters keep: the count line says 5.
    const { requests } = mockFetch([{ path: 'product/new', body: ok(page([onion, product()], 1, 1, 5)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductListPage />, { path: '/product', route: '/product' });
    expect(await screen.findByRole('heading', { name: '5 products', level: 2 })).toBeInTheDocument();

    const sheet = await openFilters(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Vegetables' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=vegetable'));
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(within(sheet).getByRole('checkbox', { name: 'Organic only' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Grade A' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=vegetable&organic=true&grade=A&inStock=true'),
    );
    // The sheet stays open while the person goes on choosing; the list behind it follows from page 1.
    expect(sheet).toBeVisible();
    await waitFor(() =>
      expect(productNewUrls(requests).at(-1)).toBe(
        '/api/v1/product/new?page=1&category=vegetable&organic=true&grade=A&inStock=true',
      ),
    );
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const chips = screen.getByRole('list', { name: 'Filters on' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Vegetables', 'Organic', 'Grade A', 'In stock']);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters, 4 filters on');

    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Organic' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=vegetable&grade=A&inStock=true'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Filters on' })).not.toBeInTheDocument();

    // Back restores the filters the page had, chips and all.
    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=vegetable&grade=A&inStock=true'),
    );
    expect(await screen.findByRole('button', { name: 'Remove filter: Grade A' })).toBeInTheDocument();
  });

  it('sends the order chosen on the sort chip to the API, offering "Nearest" only with a point to measure from', async () => {
    const { requests } = mockFetch([
      { path: 'product/new', body: ok({ ...page([product()], 1, 1, 1), origin: null }) },
    ]);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductListPage />, { path: '/product', route: '/product' });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Price: low to high', 'Price: high to low']);
    expect(sort).toHaveValue('newest');
    await user.selectOptions(sort, 'Price: low to high');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
    await waitFor(() =>
      expect(productNewUrls(requests).at(-1)).toBe('/api/v1/product/new?page=1&sort=price_asc'),
    );
    // The where chip says where only; the order is the sort chip's alone, and the filter sheet has none.
    expect(screen.getByRole('button', { name: /^Where:/ })).toHaveAccessibleName('Where: Anywhere');
    const sheet = await openFilters(user);
    expect(within(sheet).queryByRole('group', { name: 'Sort by' })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await waitFor(() =>
      expect(productNewUrls(requests).at(-1)).toBe('/api/v1/product/new?page=1&sort=price_desc'),
    );
  });

  it('offers "Nearest" once a PIN code gives a point', async () => {
    mockFetch([{ path: 'product/new', body: ok({ ...page([product()], 1, 1, 1), origin: null }) }]);
    renderAt(<ProductListPage />, { path: '/product?pincode=422003', route: '/product' });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getByRole('option', { name: 'Nearest first' })).toBeInTheDocument();
  });

  it('applies a typed price range with its unit, and keeps one the contract refuses in the sheet with its message', async () => {
    const { requests } = mockFetch([{ path: 'product/new', body: ok(page([product()], 1, 1, 1)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductListPage />, { path: '/product', route: '/product' });
    const sheet = await openFilters(user);
    expect(within(sheet).getByText('Prices per quintal or ton are compared per kg too.')).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('Up to (₹)'), '30');
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toBe('?maxPrice=30'));
    expect(screen.getByRole('button', { name: 'Remove filter: up to ₹30 / kg' })).toBeInTheDocument();

    await user.type(within(sheet).getByLabelText('From (₹)'), '50{Enter}');
    expect(
      await within(sheet).findByText('Minimum price cannot be more than the maximum'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?maxPrice=30');

    await user.clear(within(sheet).getByLabelText('From (₹)'));
    await user.type(within(sheet).getByLabelText('From (₹)'), '20');
    await user.selectOptions(within(sheet).getByLabelText('Price per'), 'per quintal');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?minPrice=20&maxPrice=30&priceUnit=quintal'),
    );
    await waitFor(() =>
      expect(productNewUrls(requests).at(-1)).toBe(
        '/api/v1/product/new?page=1&minPrice=20&maxPrice=30&priceUnit=quintal',
      ),
    );
    expect(screen.getByRole('button', { name: 'Remove filter: ₹20 to ₹30 / quintal' })).toBeInTheDocument();
    await user.selectOptions(within(sheet).getByLabelText('Price per'), 'per litre');
    expect(await within(sheet).findByText('Only produce sold per litre.')).toBeInTheDocument();
  });

  it('opens an address with a bad value: the value is dropped, the rest applies', async () => {
    const { requests } = mockFetch([{ path: 'product/new', body: ok(page([product()], 1, 1, 1)) }]);
    renderAt(<ProductListPage />, {
      path: '/product?category=weeds&maxPrice=cheap&minPrice=-3&priceUnit=sack&organic=true&grade=A',
      route: '/product',
    });
    expect(await screen.findByRole('button', { name: 'Remove filter: Organic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Grade A' })).toBeInTheDocument();
    await waitFor(() =>
      expect(productNewUrls(requests)).toEqual(['/api/v1/product/new?page=1&organic=true&grade=A']),
    );
  });

  it('says when the filters keep nothing', async () => {
    mockFetch([{ path: 'product/new', body: ok(page([], 1, 0, 0)) }]);
    renderAt(<ProductListPage />, { path: '/product?organic=true', route: '/product' });
    expect(
      await screen.findByRole('heading', {
        name: 'Nothing matches these filters. Remove one or clear them all.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });

  it('blames the filters, not the distance, when a filtered list within a radius is empty, and clears them', async () => {
    mockFetch([{ path: 'product/new', body: ok(page([], 1, 0, 0)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductListPage />, {
      path: '/product?pincode=422001&radiusKm=25&organic=true',
      route: '/product',
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Nothing matches these filters. Remove one or clear them all.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search within 50 km' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pincode=422001&radiusKm=25'));
    // Without a filter, the distance is what to widen.
    expect(await screen.findByRole('button', { name: 'Search within 50 km' })).toBeInTheDocument();
  });

  it('opens /product?category=… (a category button of the home page) narrowed to it', async () => {
    const { requests } = mockFetch([
      { path: 'product/new', body: ok(page([product({ productName: 'Brinjal' })], 1, 1, 1)) },
    ]);
    renderAt(<ProductListPage />, { path: '/product?category=vegetable', route: '/product' });
    expect(await screen.findByText('Brinjal')).toBeInTheDocument();
    expect(productNewUrls(requests)).toEqual(['/api/v1/product/new?page=1&category=vegetable']);
    expect(screen.getByRole('button', { name: 'Remove filter: Vegetables' })).toBeInTheDocument();
    const row = screen.getByRole('navigation', { name: 'Category' });
    expect(within(row).getByRole('link', { name: 'Vegetables' })).toHaveAttribute('aria-current', 'true');
  });

  it('browses by category from the row above the list, keeping the sort', async () => {
    const { requests } = mockFetch([{ path: 'product/new', body: ok(page([product()], 1, 1, 1)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductListPage />, { path: '/product?sort=price_asc', route: '/product' });
    const row = await screen.findByRole('navigation', { name: 'Category' });
    expect(within(row).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(row).getByRole('link', { name: 'Fruits' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc&category=fruit'));
    expect(within(row).getByRole('link', { name: 'Fruits' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() =>
      expect(productNewUrls(requests).at(-1)).toBe(
        '/api/v1/product/new?page=1&sort=price_asc&category=fruit',
      ),
    );
    await user.click(within(row).getByRole('link', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
  });
});
