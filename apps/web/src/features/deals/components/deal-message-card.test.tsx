import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deal } from '@kisansetu/contract';
import { useRootStore } from '@/lib/store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { buyer, product, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { DEAL_ID, PRODUCT_ID, deal, dealMessage } from '@/test/deal-fixtures';
import { DealMessageCard } from './deal-message-card';

afterEach(() => useRootStore.setState({ user: null }));

/** The deal's latest card as `me` sees it, with GET deal/{id} answering `current`. */
function renderCard(
  me: typeof buyer | typeof seller,
  current: Deal,
  message = dealMessage(buyer._id, seller._id),
) {
  useRootStore.setState({ user: me });
  const other = me._id === buyer._id ? seller : buyer;
  const api = mockFetch([
    { path: `deal/${DEAL_ID}`, body: ok({ deal: current }) },
    {
      method: 'POST',
      path: `deal/accept/${DEAL_ID}`,
      body: ok({ deal: { ...current, status: 'accepted' } }),
    },
    { path: `product/${PRODUCT_ID}`, body: ok({ product: product({ _id: PRODUCT_ID }) }) },
    {
      method: 'POST',
      path: `product/sold/${PRODUCT_ID}`,
      body: ok({ product: product({ _id: PRODUCT_ID, status: 'sold' }) }),
    },
  ]);
  const view = renderAt(
    <DealMessageCard message={message} myId={me._id} otherName={other.fullName} latest />,
  );
  return { ...view, ...api };
}

const card = () => screen.getByRole('article', { name: /Nashik red onion/ });

describe('the deal card in the chat', () => {
  it('shows the crop, the terms, the status and what happened, in words of the reader', async () => {
    renderCard(
      seller,
      deal({ pickupBy: '2026-03-20' }, 'seller'),
      dealMessage(buyer._id, seller._id, { pickupBy: '2026-03-20' }, 'Can collect Sunday'),
    );
    expect(await within(card()).findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(card()).toHaveTextContent('Asha Verma made an offer');
    expect(card()).toHaveTextContent('₹2,100 / quintal');
    expect(card()).toHaveTextContent('40 quintal');
    expect(card()).toHaveTextContent('20 Mar 2026');
    expect(card()).toHaveTextContent('Waiting for answer');
    expect(card()).toHaveTextContent('Can collect Sunday');
  });

  it('gives the farmer Accept, Counter and Decline on the buyer’s offer, and accepting posts it', async () => {
    const { requests } = renderCard(seller, deal({}, 'seller'));
    const user = userEvent.setup();
    const accept = await within(card()).findByRole('button', { name: 'Accept' });
    expect(within(card()).getByRole('button', { name: 'Counter' })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await user.click(accept);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === `deal/accept/${DEAL_ID}`)).toBe(true),
    );
    // The answer is the deal as it is now: agreed, so Mark as done replaces the three.
    expect(await within(card()).findByRole('button', { name: 'Mark as done' })).toBeInTheDocument();
    expect(await screen.findByText('Deal agreed')).toBeInTheDocument();
  });

  it('gives the buyer who proposed last only Withdraw, while waiting for the farmer', async () => {
    renderCard(buyer, deal());
    expect(await within(card()).findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(card()).getByText(/Waiting for .Ramesh Patel. to answer/)).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('opens the counter-offer form with the terms on the table', async () => {
    renderCard(seller, deal({}, 'seller'));
    const user = userEvent.setup();
    await user.click(await within(card()).findByRole('button', { name: 'Counter' }));
    const form = await screen.findByRole('form', { name: 'Counter-offer to Asha Verma' });
    expect(within(form).getByLabelText('Price per quintal (₹)')).toHaveValue('2100');
    expect(within(form).getByLabelText('Quantity (quintal)')).toHaveValue('40');
  });

  it('once agreed: Mark as done and Cancel deal to both, and who has marked already', async () => {
    renderCard(buyer, deal({ status: 'accepted', sellerDone: true }));
    expect(await within(card()).findByRole('button', { name: 'Mark as done' })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Cancel deal' })).toBeInTheDocument();
    expect(within(card()).getByText(/Ramesh Patel.? marked it done/)).toBeInTheDocument();
  });

  it('once done: Rate {name}, and once rated the stars given', async () => {
    const done = deal({
      status: 'done',
      sellerDone: true,
      buyerDone: true,
      doneAt: new Date().toISOString(),
    });
    const first = renderCard(buyer, done);
    expect(await within(card()).findByRole('button', { name: /^Rate .Ramesh Patel.$/ })).toBeInTheDocument();
    first.unmount();
    renderCard(buyer, { ...done, myReview: { stars: 4 } });
    expect(await within(card()).findByText('You rated 4★')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /Rate/ })).toBeNull();
  });

  it('asks the farmer whose deals cover the lot to mark the listing sold', async () => {
    const done = deal(
      {
        status: 'done',
        sellerDone: true,
        buyerDone: true,
        doneAt: new Date().toISOString(),
        listingCovered: true,
      },
      'seller',
    );
    const { requests } = renderCard(seller, done);
    const user = userEvent.setup();
    const ask = await within(card()).findByRole('group', { name: /Mark the listing as sold\?/ });
    await user.click(within(ask).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === `product/sold/${PRODUCT_ID}`)).toBe(true),
    );
  });

  it('lists each round in its history', async () => {
    renderCard(
      buyer,
      deal({
        lastProposedBy: seller._id,
        price: 2200,
        rounds: [
          { by: buyer._id, price: 2100, quantity: 40, pickupBy: null, at: '2026-03-01T08:00:00.000Z' },
          { by: seller._id, price: 2200, quantity: 40, pickupBy: null, at: '2026-03-02T08:00:00.000Z' },
        ],
      }),
    );
    const history = await within(card()).findByText('History (2 offers)');
    const items = within(history.closest('details')!).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You: ₹2,100 / quintal · 40 quintal');
    expect(items[1]).toHaveTextContent('Ramesh Patel: ₹2,200 / quintal · 40 quintal');
  });

  it('an older card of the deal shows its terms without actions or a status that has moved on', async () => {
    useRootStore.setState({ user: seller });
    const { requests } = mockFetch([]);
    renderAt(
      <DealMessageCard
        message={dealMessage(buyer._id, seller._id)}
        myId={seller._id}
        otherName="Asha Verma"
        latest={false}
      />,
    );
    expect(card()).toHaveTextContent('Asha Verma made an offer');
    expect(within(card()).queryByRole('button')).toBeNull();
    expect(card()).not.toHaveTextContent('Waiting for answer');
    expect(requests).toEqual([]);
  });

  it('tells the buyer whose offer closed that the farmer accepted another, and the farmer what they did', async () => {
    const closed = {
      event: 'declined',
      status: 'declined',
      closedBecause: 'another_offer_accepted',
    } as const;
    const first = renderCard(buyer, deal({ status: 'declined' }), dealMessage(seller._id, buyer._id, closed));
    expect(await within(card()).findByText('The farmer accepted another offer')).toBeInTheDocument();
    expect(card()).not.toHaveTextContent('declined the offer');
    first.unmount();
    renderCard(seller, deal({ status: 'declined' }, 'seller'), dealMessage(seller._id, buyer._id, closed));
    expect(
      await within(card()).findByText('You accepted another offer for the whole lot'),
    ).toBeInTheDocument();
  });
});
