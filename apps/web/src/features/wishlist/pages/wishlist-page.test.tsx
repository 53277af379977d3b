import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, entry, product, sessionOf } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { WishlistPage } from './wishlist-page';

afterEach(() => {
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('Wishlist: listings that are no longer for sale', () => {
  it('marks a sold entry "Sold" and an expired one "Expired"; an active one has no badge', async () => {
    useRootStore.setState({ user: sessionOf(buyer) });
    const onion = product({ productName: 'Red onion' });
    const wheat = product({ productName: 'Sharbati wheat', status: 'sold' });
    const potato = product({ productName: 'Jyoti potato', status: 'expired' });
    mockFetch([{ path: 'cart/get', body: ok({ Cart: [entry(onion), entry(wheat), entry(potato)] }) }]);
    renderAt(<WishlistPage />, { path: '/cart' });
    const article = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('article')!;
    expect(within(await article('Sharbati wheat')).getByTestId('listing-status')).toHaveTextContent('Sold');
    expect(within(await article('Jyoti potato')).getByTestId('listing-status')).toHaveTextContent('Expired');
    expect(within(await article('Red onion')).queryByTestId('listing-status')).toBeNull();
  });
});
