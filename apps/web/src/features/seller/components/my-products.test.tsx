import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { product, seller, sessionOf } from '@/test/fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { MyProducts } from './my-products';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

beforeEach(() => {
  // Only Date is faked: the status badge counts days from now.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useRootStore.setState({ user: sessionOf(seller) });
});

afterEach(() => {
  vi.useRealTimers();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

const fresh = product({ productName: 'Fresh onion', expiresAt: inDays(25) });
const ending = product({ productName: 'Ending garlic', expiresAt: inDays(2) });
const sold = product({ productName: 'Sold wheat', status: 'sold', expiresAt: inDays(-1) });
const expired = product({ productName: 'Old potato', status: 'expired', expiresAt: inDays(-4) });
const hidden = product({ productName: 'Hidden rice', status: 'hidden', expiresAt: inDays(10) });

function card(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('article')!;
}

function setup(extra: Parameters<typeof mockFetch>[0] = []) {
  const mocks = mockFetch([
    { path: `product/my/${seller._id}`, body: ok({ myProduct: [fresh, ending, sold, expired, hidden] }) },
    ...extra,
  ]);
  renderAt(<MyProducts userId={seller._id} />);
  return mocks;
}

describe('My Products: the listing lifecycle', () => {
  it('shows each listing with its status and the buttons that status allows', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Fresh onion' });
    const expectations: [Product, string, boolean, boolean][] = [
      [fresh, 'Active · expires in 25 days', true, false],
      [ending, 'Active · expires in 2 days', true, true],
      [sold, 'Sold', false, true],
      [expired, 'Expired', false, true],
      [hidden, 'Hidden', false, false],
    ];
    for (const [listing, badge, canSell, canRenew] of expectations) {
      const scope = within(card(listing.productName));
      expect(scope.getByTestId('listing-status')).toHaveTextContent(badge);
      const sell = scope.queryByRole('button', { name: `Mark as sold: ${listing.productName}` });
      const renew = scope.queryByRole('button', { name: `Renew: ${listing.productName}` });
      expect(Boolean(sell), `${listing.productName} Mark as sold`).toBe(canSell);
      expect(Boolean(renew), `${listing.productName} Renew`).toBe(canRenew);
      expect(scope.getByRole('button', { name: `Update ${listing.productName}` })).toBeInTheDocument();
    }
  });

  it('Mark as sold posts product/sold/{id} in one tap; the card shows Sold and the server’s message', async () => {
    const { requests } = setup([
      {
        method: 'POST',
        path: `product/sold/${fresh._id}`,
        body: ok({ product: { ...fresh, status: 'sold', expiresAt: NOW.toISOString() } }, 'Marked as sold'),
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as sold: Fresh onion' }));
    expect(await screen.findByText('Marked as sold')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('Fresh onion')).getByTestId('listing-status')).toHaveTextContent('Sold'),
    );
    expect(within(card('Fresh onion')).getByRole('button', { name: 'Renew: Fresh onion' })).toBeEnabled();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `product/sold/${fresh._id}`,
    ]);
  });

  it('Renew posts product/renew/{id} with no body (the server’s 30 days); the card is active again', async () => {
    const { requests } = setup([
      {
        method: 'POST',
        path: `product/renew/${expired._id}`,
        body: ok({ product: { ...expired, status: 'active', expiresAt: inDays(30) } }, 'Listing renewed'),
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renew: Old potato' }));
    expect(await screen.findByText('Listing renewed')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('Old potato')).getByTestId('listing-status')).toHaveTextContent(
        'Active · expires in 30 days',
      ),
    );
    expect(within(card('Old potato')).queryByRole('button', { name: 'Renew: Old potato' })).toBeNull();
    const renew = requests.find((r) => r.method === 'POST');
    expect(renew?.path).toBe(`product/renew/${expired._id}`);
    expect(renew?.body).toBeUndefined();
  });

  it('a refused call says why and leaves the card as it was', async () => {
    setup([
      {
        method: 'POST',
        path: `product/sold/${fresh._id}`,
        status: 403,
        body: fail('forbidden', 'server.forbidden'),
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as sold: Fresh onion' }));
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
    expect(within(card('Fresh onion')).getByTestId('listing-status')).toHaveTextContent('Active');
  });
});

/** A listing's 14 days of views, oldest first, from 17 to 30 Nov 2026. */
function fourteenDays(views: number[]): { date: string; views: number }[] {
  return views.map((count, index) => ({ date: `2026-11-${String(17 + index)}`, views: count }));
}

describe('My Products: what buyers did with each listing', () => {
  const statsAnswer = {
    stats: [
      {
        productId: fresh._id,
        views: 31,
        wishlisted: 4,
        enquiries: 3,
        deals: { proposed: 2, accepted: 1, done: 1 },
      },
      {
        productId: sold._id,
        views: 7,
        wishlisted: 1,
        enquiries: 1,
        deals: { proposed: 1, accepted: 1, done: 1 },
      },
    ],
  };

  it('shows views, wishlists, enquiries and deals on every card, from one stats call', async () => {
    const { requests } = setup([{ path: 'product/stats', body: ok(statsAnswer) }]);
    const onion = await screen.findByLabelText('Figures of Fresh onion');
    expect(card('Fresh onion')).toContainElement(onion);
    expect(onion).toHaveTextContent('Views31Wishlists4Enquiries3Deals2');
    expect(screen.getByLabelText('Figures of Sold wheat')).toHaveTextContent(
      'Views7Wishlists1Enquiries1Deals1',
    );
    // A listing the answer leaves out has had nothing yet: zeros, not a blank.
    expect(screen.getByLabelText('Figures of Ending garlic')).toHaveTextContent(
      'Views0Wishlists0Enquiries0Deals0',
    );
    expect(requests.filter((r) => r.path.startsWith('product/stats'))).toHaveLength(1);
  });

  it('opens a listing’s statistics: its totals, deals and the 14 days of views drawn and said in words', async () => {
    const days = fourteenDays([0, 1, 2, 0, 3, 1, 0, 2, 4, 1, 0, 3, 5, 1]);
    const { requests } = setup([
      { path: 'product/stats', body: ok(statsAnswer) },
      {
        path: `product/stats/${fresh._id}`,
        body: ok({
          views: 31,
          viewsByDay: days,
          wishlisted: 4,
          enquiries: 3,
          deals: { proposed: 2, accepted: 1, done: 1 },
        }),
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Statistics of Fresh onion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statistics: Fresh onion' });
    const summary = await within(dialog).findByText('Views in the last 14 days: 23');
    expect(summary.closest('figure')).toHaveAccessibleName('Views in the last 14 days: 23');
    expect(within(dialog).getByTestId('views-sparkline').querySelectorAll('rect')).toHaveLength(14);
    expect(within(dialog).getByText('17 Nov')).toBeInTheDocument();
    expect(within(dialog).getByText('30 Nov')).toBeInTheDocument();
    for (const [term, value] of [
      ['Views', '31'],
      ['Wishlists', '4'],
      ['Enquiries', '3'],
      ['Offers', '2'],
      ['Agreed', '1'],
      ['Done', '1'],
    ] as const) {
      expect(within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    expect(requests.filter((r) => r.path === `product/stats/${fresh._id}`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
