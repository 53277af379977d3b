import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, entry, product, seller } from '@/test/fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { WishlistButton } from './wishlist-button';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

const wheat = product();

describe('Wishlist button states', () => {
  it("reads 'Add to Wishlist' for a buyer whose wishlist does not hold the product, then 'Wishlisted' and disabled", async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([
      { path: 'cart/get', body: ok({ Cart: [] }) },
      {
        method: 'POST',
        path: `cart/add/${wheat._id}`,
        status: 201,
        body: ok({ entry: entry(wheat) }, 'Successfully added to the cart'),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<WishlistButton productId={wheat._id} />);
    const button = await screen.findByRole('button', { name: 'Add to Wishlist' });
    await waitFor(() => expect(requests.some((r) => r.path === 'cart/get')).toBe(true));
    expect(button).toBeEnabled();
    await user.click(button);
    const done = await screen.findByRole('button', { name: 'Wishlisted' });
    expect(done).toBeDisabled();
    expect(await screen.findByText('Successfully added to the cart')).toBeInTheDocument();
  });

  it("reads 'Wishlisted' and is disabled when the product is already in the wishlist", async () => {
    useRootStore.setState({ user: buyer });
    mockFetch([{ path: 'cart/get', body: ok({ Cart: [entry(wheat)] }) }]);
    renderAt(<WishlistButton productId={wheat._id} />);
    expect(await screen.findByRole('button', { name: 'Wishlisted' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).not.toBeInTheDocument();
  });

  it("tells a visitor 'You are not Logged in !' and sends them to /login", async () => {
    const { requests } = mockFetch([]);
    const user = userEvent.setup();
    const { router } = renderAt(<WishlistButton productId={wheat._id} />);
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('You are not Logged in !')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows no button to a seller', () => {
    useRootStore.setState({ user: seller });
    mockFetch([]);
    renderAt(<WishlistButton productId={wheat._id} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'Failed to add to the cart !!' when the server refuses", async () => {
    useRootStore.setState({ user: buyer });
    mockFetch([
      { path: 'cart/get', body: ok({ Cart: [] }) },
      {
        method: 'POST',
        path: `cart/add/${wheat._id}`,
        status: 404,
        body: fail('not_found', 'server.productNotFound'),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<WishlistButton productId={wheat._id} />);
    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Failed to add to the cart !!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
  });
});
