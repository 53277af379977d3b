import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, product } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { LatestProducts } from './latest-products';

afterEach(() => vi.unstubAllGlobals());

describe('Latest crops on the home page', () => {
  it('shows only lots a buyer can get now: not an out-of-stock one, nor one that expired since', async () => {
    const fresh = product({ productName: 'Sharbati Wheat' });
    const outOfStock = product({ productName: 'Red Onion', availability: 'out_of_stock' });
    const expired = product({ productName: 'Desi Tomato', expiresAt: '2020-01-01T00:00:00.000Z' });
    mockFetch([{ path: 'product/new', body: ok(page([fresh, outOfStock, expired], 1, 1, 3)) }]);
    renderAt(<LatestProducts />);
    const latest = await screen.findByRole('list', { name: 'Latest products' });
    expect(within(latest).getByRole('heading', { name: 'Sharbati Wheat' })).toBeInTheDocument();
    expect(within(latest).queryByRole('heading', { name: 'Red Onion' })).not.toBeInTheDocument();
    expect(within(latest).queryByRole('heading', { name: 'Desi Tomato' })).not.toBeInTheDocument();
    expect(within(latest).getAllByRole('article')).toHaveLength(1);
  });
});
