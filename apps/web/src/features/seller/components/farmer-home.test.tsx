import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { product, seller, sessionOf } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { FarmerHome } from './farmer-home';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe("A farmer's home", () => {
  it('starts with a large "Post a crop" and their own crops', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    mockFetch([
      {
        path: `product/my/${seller._id}`,
        body: ok({ myProduct: [product({ productName: 'Sharbati Wheat' })] }),
      },
    ]);
    renderAt(<FarmerHome />);
    const section = await screen.findByRole('region', { name: 'Your crops' });
    expect(within(section).getByRole('link', { name: '+ Post a crop' })).toHaveAttribute('href', '/upload');
    expect(await within(section).findByRole('heading', { name: 'Sharbati Wheat' })).toBeInTheDocument();
  });

  it('changes a price in one tap and one field, sending the listing back with everything else as it was', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const wheat = product({ productName: 'Sharbati Wheat', price: 2400, unit: 'quintal', quantity: 50 });
    const { requests } = mockFetch([
      { path: `product/my/${seller._id}`, body: ok({ myProduct: [wheat] }) },
      {
        method: 'PUT',
        path: `product/update/${wheat._id}`,
        body: ok({ product: { ...wheat, price: 2550 } }, 'Product Update successfully!'),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<FarmerHome />);
    await user.click(
      await screen.findByRole('button', { name: 'Change price or quantity of Sharbati Wheat' }),
    );
    const price = screen.getByRole('textbox', { name: 'Price (₹ per quintal)' });
    expect(price).toHaveFocus();
    await user.clear(price);
    await user.type(price, '2550');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const card = await screen.findByRole('article');
    await waitFor(() => expect(card).toHaveTextContent('₹2,550 / quintal'));
    const sent = requests.find((r) => r.method === 'PUT')!.body as FormData;
    expect(sent.get('price')).toBe('2550');
    expect(sent.get('quantity')).toBe('50');
    expect(sent.get('productName')).toBe('Sharbati Wheat');
    expect(JSON.parse(String(sent.get('existingImages')))).toEqual(wheat.image);
    // How long it stays up is left as it is: no renewal is asked for.
    expect(sent.has('expiresInDays')).toBe(false);
    // No PIN code field: the server keeps the listing's PIN and place (a blank one would clear them).
    expect(sent.has('pincode')).toBe(false);
  });

  it("refuses a price the contract refuses, with the contract's text, before anything is sent", async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const wheat = product({ productName: 'Sharbati Wheat' });
    const { requests } = mockFetch([{ path: `product/my/${seller._id}`, body: ok({ myProduct: [wheat] }) }]);
    const user = userEvent.setup();
    renderAt(<FarmerHome />);
    await user.click(
      await screen.findByRole('button', { name: 'Change price or quantity of Sharbati Wheat' }),
    );
    const price = screen.getByRole('textbox', { name: 'Price (₹ per quintal)' });
    await user.clear(price);
    await user.type(price, 'abc');
    expect(await screen.findByText('Price must be a number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});

describe("A farmer's home: the listing's details and figures", () => {
  it('keeps variety, grade and the other details when only the price changes', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const wheat = product({
      productName: 'Sharbati Wheat',
      price: 2400,
      unit: 'quintal',
      quantity: 50,
      variety: 'Sharbati',
      grade: 'A',
      organic: true,
      harvestedOn: '2026-02-20',
      minOrderQuantity: 5,
    });
    const { requests } = mockFetch([
      { path: `product/my/${seller._id}`, body: ok({ myProduct: [wheat] }) },
      {
        method: 'PUT',
        path: `product/update/${wheat._id}`,
        body: ok({ product: { ...wheat, price: 2550 } }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<FarmerHome />);
    await user.click(
      await screen.findByRole('button', { name: 'Change price or quantity of Sharbati Wheat' }),
    );
    const price = screen.getByRole('textbox', { name: 'Price (₹ per quintal)' });
    await user.clear(price);
    await user.type(price, '2550');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const sent = requests.find((r) => r.method === 'PUT')!.body as FormData;
    expect(sent.get('variety')).toBe('Sharbati');
    expect(sent.get('grade')).toBe('A');
    expect(sent.get('organic')).toBe('true');
    expect(sent.get('harvestedOn')).toBe('2026-02-20');
    expect(sent.get('minOrderQuantity')).toBe('5');
  });

  it('shows each crop’s views, wishlists, enquiries and deals, and its statistics a tap away', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const wheat = product({ productName: 'Sharbati Wheat' });
    mockFetch([
      { path: `product/my/${seller._id}`, body: ok({ myProduct: [wheat] }) },
      {
        path: 'product/stats',
        body: ok({
          stats: [
            {
              productId: wheat._id,
              views: 12,
              wishlisted: 2,
              enquiries: 1,
              deals: { proposed: 1, accepted: 0, done: 0 },
            },
          ],
        }),
      },
    ]);
    renderAt(<FarmerHome />);
    expect(await screen.findByLabelText('Figures of Sharbati Wheat')).toHaveTextContent(
      'Views12Wishlists2Enquiries1Deals1',
    );
    expect(screen.getByRole('button', { name: 'Statistics of Sharbati Wheat' })).toBeInTheDocument();
  });
});

describe("A farmer's home: open for offers", () => {
  it('lists each lot open for offers with its count, the best offer of the first, and leads to the offers', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const onion = product({
      productName: 'Nashik onion',
      offerCount: 2,
      offersUntil: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    const garlic = product({
      productName: 'Garlic',
      offersUntil: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const wheat = product({ productName: 'Sharbati Wheat' });
    const best = {
      offersUntil: onion.offersUntil,
      offers: [{ deal: { price: 1850, unit: 'quintal' } }],
    };
    const { requests } = mockFetch([
      { path: `product/my/${seller._id}`, body: ok({ myProduct: [onion, garlic, wheat] }) },
      { path: `deal/offers/${onion._id}`, body: ok(best) },
    ]);
    renderAt(<FarmerHome />);
    const section = await screen.findByRole('region', { name: 'Open for offers' });
    const onionLine = await within(section).findByRole('link', { name: /Nashik onion/ });
    await waitFor(() => expect(onionLine).toHaveTextContent('2 offers · best ₹1,850 / quintal'));
    expect(onionLine).toHaveAttribute('href', `/offers/${onion._id}`);
    expect(within(section).getByRole('link', { name: /Garlic/ })).toHaveTextContent('Garlic0 offers');
    expect(within(section).queryByText(/Sharbati Wheat/)).toBeNull();
    // Only a lot with offers is asked for its best one.
    expect(requests.filter((r) => r.path.startsWith('deal/offers/')).map((r) => r.path)).toEqual([
      `deal/offers/${onion._id}`,
    ]);
  });
});
