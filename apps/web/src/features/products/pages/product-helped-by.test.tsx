import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { product } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ProductDetailPage } from './product-detail-page';

describe('A listing a helper posted', () => {
  it('names the helper and organisation on a listing a helper posted', async () => {
    const onion = product({
      productName: 'Red onion',
      helpedBy: { _id: 'helper-1', fullName: 'Ravi Kumar', organisation: 'Nashik Onion FPO' },
    });
    mockFetch([{ path: `product/${onion._id}`, body: ok({ product: onion }) }]);
    renderAt(<ProductDetailPage />, { path: `/description/${onion._id}`, route: '/description/:id' });
    expect(await screen.findByText('Listed with help from Ravi Kumar, Nashik Onion FPO')).toBeInTheDocument();
  });
});
