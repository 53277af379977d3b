import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useRootStore } from '@/lib/store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { buyer, product, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { PRODUCT_ID, deal } from '@/test/deal-fixtures';
import { OfferSheet } from './offer-sheet';

afterEach(() => useRootStore.setState({ user: null }));

function setup(propose: { status?: number; body: unknown } = { status: 201, body: ok({ deal: deal() }) }) {
  useRootStore.setState({ user: buyer });
  const api = mockFetch([
    {
      path: `product/${PRODUCT_ID}`,
      body: ok({ product: product({ _id: PRODUCT_ID, price: 2400, quantity: 50 }) }),
    },
    { method: 'POST', path: 'deal/propose', ...propose },
  ]);
  renderAt(
    <OfferSheet
      open
      onClose={() => undefined}
      mode={{ kind: 'propose', productId: PRODUCT_ID }}
      otherName={seller.fullName}
    />,
  );
  return api;
}

async function form() {
  return screen.findByRole('form', { name: 'Your offer to Ramesh Patel' });
}

describe('the offer form', () => {
  it('shows the listing price beside the price, and checks every field with the contract’s rules', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    const offer = await form();
    expect(await within(offer).findByText('Listed at ₹2,400 / quintal')).toBeInTheDocument();
    expect(within(offer).getByText('50 quintal listed')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send offer' });

    await user.click(send);
    expect(await within(offer).findByText('Price is required')).toBeInTheDocument();
    expect(within(offer).getByText('Quantity is required')).toBeInTheDocument();

    await user.type(within(offer).getByLabelText('Price per quintal (₹)'), '0');
    expect(await within(offer).findByText('Price must be more than 0')).toBeInTheDocument();
    await user.clear(within(offer).getByLabelText('Price per quintal (₹)'));
    await user.type(within(offer).getByLabelText('Price per quintal (₹)'), '2100');

    // More than the listing has: refused before it is sent.
    await user.type(within(offer).getByLabelText('Quantity (quintal)'), '60');
    const pickup = within(offer).getByLabelText(/Pickup date/);
    await user.type(pickup, '2020-01-01');
    expect(await within(offer).findByText('Choose today or a later pickup date')).toBeInTheDocument();
    await user.clear(pickup);
    // The note stops at the contract's 300 characters.
    expect(within(offer).getByLabelText(/^Note/)).toHaveAttribute('maxLength', '300');
    await user.click(send);
    expect(await within(offer).findByText('This is more than the farmer has listed')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(within(offer).getByLabelText('Quantity (quintal)'));
    await user.type(within(offer).getByLabelText('Quantity (quintal)'), '40');
    await user.type(within(offer).getByLabelText(/^Note/), 'Can collect Sunday');
    await user.click(send);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === 'deal/propose')).toBe(true),
    );
    const sent = requests.find((r) => r.method === 'POST' && r.path === 'deal/propose')!;
    expect(JSON.parse(String(sent.body))).toEqual({
      productId: PRODUCT_ID,
      price: 2100,
      quantity: 40,
      note: 'Can collect Sunday',
    });
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
  });

  it('puts the server’s field errors on the fields', async () => {
    setup({
      status: 400,
      body: fail('validation_failed', 'server.validationFailed', {
        quantity: 'validation.dealQuantityTooLarge',
      }),
    });
    const user = userEvent.setup();
    const offer = await form();
    await within(offer).findByText('Listed at ₹2,400 / quintal');
    await user.type(within(offer).getByLabelText('Price per quintal (₹)'), '2100');
    await user.type(within(offer).getByLabelText('Quantity (quintal)'), '10');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const quantity = within(offer).getByLabelText('Quantity (quintal)');
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(within(offer).getByText('This is more than the farmer has listed')).toBeInTheDocument();
  });

  it('says so in the reader’s words when the farmer no longer takes offers', async () => {
    setup({ status: 409, body: fail('offers_closed', 'server.offersClosed') });
    const user = userEvent.setup();
    const offer = await form();
    await within(offer).findByText('Listed at ₹2,400 / quintal');
    await user.type(within(offer).getByLabelText('Price per quintal (₹)'), '2100');
    await user.type(within(offer).getByLabelText('Quantity (quintal)'), '10');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(
      await screen.findByText('This farmer is no longer taking offers on this crop'),
    ).toBeInTheDocument();
  });
});
