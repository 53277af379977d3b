import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CHAT, INITIAL_SEARCH, useRootStore } from '@/lib/store';
import { buyer, product } from '@/test/fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ProductDetailPage } from './product-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT, search: INITIAL_SEARCH });
});

describe('Product detail', () => {
  it("shows 'Loading...', then every field, the seller link and the buyer's buttons", async () => {
    useRootStore.setState({ user: buyer });
    const rice = product({
      productName: 'Basmati rice',
      price: 5200,
      unit: 'quintal',
      quantity: 120,
      availability: 'out_of_stock',
      image: ['/uploads/a.webp', '/uploads/b.webp'],
      thumbnails: ['/uploads/a-card.webp', '/uploads/b-card.webp'],
      createdAt: '2026-03-12T10:00:00.000Z',
    });
    mockFetch([
      { path: `product/${rice._id}`, body: ok({ product: rice }) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${rice._id}`, route: '/description/:id' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Basmati rice' })).toBeInTheDocument();
    expect(screen.getByText('₹5,200 / quintal')).toBeInTheDocument();
    expect(screen.getByText('120 quintal')).toBeInTheDocument();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByText('12 Mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: rice.sellerName })).toHaveAttribute(
      'href',
      `/user/profile/${rice.sellerId}`,
    );
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(screen.getByAltText('Basmati rice, photo 1 of 2')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('Basmati rice, photo 2 of 2')).toHaveAttribute('loading', 'lazy');
    expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Chat with ${rice.sellerName}` })).toBeInTheDocument();
  });

  it("shows where a located listing is ('Near Nashik, Maharashtra'), only the PIN code's area", async () => {
    const onion = product({
      productName: 'Red onion',
      address: 'Khet 12, Pimpalgaon, Nashik',
      location: {
        pincode: '422001',
        place: 'Nashik',
        district: 'Nashik',
        state: 'Maharashtra',
        lat: 20.0,
        lon: 73.79,
      },
    });
    mockFetch([{ path: `product/${onion._id}`, body: ok({ product: onion }) }]);
    renderAt(<ProductDetailPage />, { path: `/description/${onion._id}`, route: '/description/:id' });
    expect(await screen.findByText('Near Nashik, Maharashtra')).toBeInTheDocument();
    expect(screen.getByText('Khet 12, Pimpalgaon, Nashik')).toBeInTheDocument();
  });

  it("shows 'Failed to load product.' when it cannot be loaded", async () => {
    mockFetch([{ path: /^product\//, status: 404, body: fail('not_found', 'Product not found') }]);
    renderAt(<ProductDetailPage />, { path: '/description/missing', route: '/description/:id' });
    expect(await screen.findByText('Failed to load product.')).toBeInTheDocument();
    expect(await screen.findByText('Product Not loading...')).toBeInTheDocument();
  });
});
