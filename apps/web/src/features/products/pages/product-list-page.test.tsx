import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, product } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ProductListPage } from './product-list-page';

afterEach(() => vi.unstubAllGlobals());

describe('Product list: Load More', () => {
  it("loads the next page, then shows 'No more products to show.' at the end", async () => {
    const first = Array.from({ length: 12 }, () => product());
    const second = Array.from({ length: 3 }, () => product());
    const { requests } = mockFetch([{ path: 'product/new', body: ok(page(first, 1, 2, 15)) }]);
    const user = userEvent.setup();
    renderAt(<ProductListPage />, { path: '/product' });
    expect(await screen.findByText(first[0]!.productName)).toBeInTheDocument();
    expect(screen.queryByText('No more products to show.')).not.toBeInTheDocument();

    mockFetch([{ path: 'product/new', body: ok(page(second, 2, 2, 15)) }]);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText(second[2]!.productName)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(await screen.findByText('No more products to show.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(requests[0]!.url).toBe('/api/v1/product/new?page=1');
  });

  it('shows each card with its first thumbnail, rupee price per unit and address', async () => {
    const potato = product({
      productName: 'Potato',
      price: 120000,
      unit: 'ton',
      address: 'Agra, Uttar Pradesh',
    });
    mockFetch([{ path: 'product/new', body: ok(page([potato], 1, 1, 1)) }]);
    renderAt(<ProductListPage />, { path: '/product' });
    expect(await screen.findByRole('link', { name: 'Potato' })).toHaveAttribute(
      'href',
      `/description/${potato._id}`,
    );
    expect(screen.getByText('₹1,20,000 / ton')).toBeInTheDocument();
    expect(screen.getByText('Agra, Uttar Pradesh')).toBeInTheDocument();
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', potato.thumbnails[0]);
    // The first cards of this page are its largest paint: fetched eagerly; all images decode off the main thread.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('decoding', 'async');
    await waitFor(() => expect(screen.getByText('No more products to show.')).toBeInTheDocument());
  });
});
