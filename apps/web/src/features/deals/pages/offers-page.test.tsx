import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LotOffers, RankedOffer } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { product, seller, sessionOf } from '@/test/fixtures';
import { PRODUCT_ID, deal } from '@/test/deal-fixtures';
import { renderAt } from '@/test/render';
import { OffersPage } from './offers-page';

afterEach(() => useRootStore.setState({ user: null, chat: INITIAL_CHAT }));

const IN_TWO_DAYS = new Date(Date.now() + 2 * 86_400_000).toISOString();

const lot = product({ _id: PRODUCT_ID, productName: 'Nashik red onion', unit: 'quintal', quantity: 40 });

/** An open offer from `name`, as the farmer's ranked list carries it. */
function offer(
  id: string,
  name: string,
  price: number,
  quantity: number,
  overrides: Partial<RankedOffer> = {},
): RankedOffer {
  const buyerId = `0190a000-0000-7000-8000-0000000001${id}`;
  return {
    deal: deal(
      {
        _id: `0190d000-0000-7000-8000-0000000000${id}`,
        buyerId,
        lastProposedBy: buyerId,
        otherParty: { _id: buyerId, fullName: name, role: 'user' },
        price,
        quantity,
        pickupBy: '2026-12-08',
      },
      'seller',
    ),
    pricePerKg: price / 100,
    buyerTrust: { phoneVerified: false, dealsDone: 0, partners: 0, rating: { average: null, count: 0 } },
    mandi: null,
    ...overrides,
  };
}

const sunita = offer('01', 'Sunita Rao', 1850, 40, {
  buyerTrust: { phoneVerified: true, dealsDone: 5, partners: 4, rating: { average: 4.6, count: 12 } },
  mandi: { market: 'Lasalgaon', modalPrice: 1750, unit: 'quintal', date: '2026-11-20', percent: 6 },
});
const vikram = offer('02', 'Vikram Singh', 1700, 10, {
  mandi: { market: 'Lasalgaon', modalPrice: 1790, unit: 'quintal', date: '2026-11-20', percent: -5 },
});

function setup(first: LotOffers, after: LotOffers = first) {
  useRootStore.setState({ user: sessionOf(seller) });
  let accepted = false;
  const api = mockFetch([
    { path: `product/${PRODUCT_ID}`, body: ok({ product: lot }) },
    {
      path: `deal/offers/${PRODUCT_ID}`,
      get body() {
        return ok(accepted ? after : first);
      },
    },
    {
      method: 'POST',
      path: `deal/accept/${sunita.deal._id}`,
      get body() {
        accepted = true;
        return ok({ deal: { ...sunita.deal, status: 'accepted' } });
      },
    },
  ]);
  renderAt(<OffersPage />, { path: `/offers/${PRODUCT_ID}`, route: '/offers/:id' });
  return api;
}

describe("the farmer's offers page", () => {
  it('names the lot and its deadline, and ranks the offers as the server ranked them', async () => {
    setup({ offersUntil: IN_TWO_DAYS, offers: [sunita, vikram] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offers for Nashik red onion' }),
    ).toBeVisible();
    expect(screen.getByText(/^Open for offers until /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Extend' })).toHaveAttribute(
      'href',
      `/upload?edit=${PRODUCT_ID}`,
    );
    const ranked = screen.getByRole('list', { name: 'Offers, best price first' });
    // One item an offer: nothing inside an offer is a list item of its own.
    expect(within(ranked).getAllByRole('listitem')).toHaveLength(2);
    const cards = within(ranked).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Sunita Rao',
      'Vikram Singh',
    ]);
  });

  it('shows each offer’s price per unit and per kg, quantity, pickup, the buyer’s trust and the mandi comparison', async () => {
    setup({ offersUntil: IN_TWO_DAYS, offers: [sunita, vikram] });
    const best = await screen.findByRole('article', { name: 'Sunita Rao' });
    expect(best).toHaveTextContent('₹1,850 / quintal');
    expect(best).toHaveTextContent('= ₹18.5 / kg');
    expect(best).toHaveTextContent('40 quintal');
    expect(best).toHaveTextContent('pickup 8 Dec 2026');
    const trust = within(best).getByRole('group', { name: 'Why trust Sunita Rao' });
    expect(within(trust).getByText('Phone verified')).toBeInTheDocument();
    expect(within(trust).getByRole('img', { name: 'Rated 4.6 out of 5 by 12 reviews' })).toBeInTheDocument();
    expect(trust).toHaveTextContent('5 deals with 4 farmers');
    expect(best).toHaveTextContent(/\+6% over .Lasalgaon., 20 Nov/);
    const second = screen.getByRole('article', { name: 'Vikram Singh' });
    expect(second).toHaveTextContent(/−5% under .Lasalgaon., 20 Nov/);
    expect(second).toHaveTextContent('No deals yet');
    expect(within(second).getByRole('link', { name: /^Chat with .Vikram Singh.$/ })).toHaveAttribute(
      'href',
      `/chat/${vikram.deal.buyerId}`,
    );
  });

  it('accepts after a confirm that says the others close, then reads the offers again', async () => {
    const { requests } = setup(
      { offersUntil: IN_TWO_DAYS, offers: [sunita, vikram] },
      { offersUntil: IN_TWO_DAYS, offers: [] },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept the offer of Sunita Rao' }));
    const confirm = await screen.findByRole('dialog', { name: /^Accept the offer of .Sunita Rao.\?$/ });
    expect(confirm).toHaveTextContent('It is for the whole lot: accepting it closes the other offer.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === `deal/accept/${sunita.deal._id}`)).toBe(
        true,
      ),
    );
    expect(await screen.findByText('No offers yet')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === `deal/offers/${PRODUCT_ID}`)).toHaveLength(2);
  });

  it('says the rule for an offer on part of the lot, and offers no Accept on an offer the farmer countered', async () => {
    const countered = offer('03', 'Meena Das', 1650, 5);
    countered.deal = { ...countered.deal, lastProposedBy: seller._id };
    setup({ offersUntil: null, offers: [vikram, countered] });
    const user = userEvent.setup();
    expect(await screen.findByText('No deadline: offers come until you sell')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a deadline' })).toBeInTheDocument();
    const meena = screen.getByRole('article', { name: 'Meena Das' });
    expect(within(meena).queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(meena).toHaveTextContent(/Waiting for .Meena Das. to answer/);
    await user.click(screen.getByRole('button', { name: 'Accept the offer of Vikram Singh' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Accepting an offer for the whole lot closes the others.',
    );
  });

  it('says when offers closed, and that none came', async () => {
    setup({ offersUntil: new Date(Date.now() - 3_600_000).toISOString(), offers: [] });
    expect(await screen.findByText(/^Offers closed /)).toBeInTheDocument();
    expect(screen.getByText('No offers yet')).toBeInTheDocument();
  });

  it('says the offers could not be loaded (someone else’s lot)', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    mockFetch([
      { path: `product/${PRODUCT_ID}`, body: ok({ product: lot }) },
      { path: `deal/offers/${PRODUCT_ID}`, status: 403, body: fail('forbidden', 'server.forbidden') },
    ]);
    renderAt(<OffersPage />, { path: `/offers/${PRODUCT_ID}`, route: '/offers/:id' });
    expect(await screen.findByText('The offers could not be loaded.')).toBeInTheDocument();
  });
});
