import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { product, seller, sessionOf } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { UploadPage } from './upload-page';

afterEach(() => {
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

/** The farmer's edit form for `listing`, and the form data of the update once it is sent. */
function editListing(listing: ReturnType<typeof product>) {
  useRootStore.setState({ user: sessionOf(seller) });
  const { requests } = mockFetch([
    { path: 'user/me', body: ok({ user: seller }) },
    { path: `product/${listing._id}`, body: ok({ product: listing }) },
    { method: 'PUT', path: `product/update/${listing._id}`, body: ok({ product: listing }) },
  ]);
  renderAt(<UploadPage />, { path: `/upload?edit=${listing._id}`, route: '/upload' });
  const updated = async () => {
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    return requests.find((r) => r.method === 'PUT')!.body as FormData;
  };
  return { user: userEvent.setup(), updated };
}

describe('Upload page: how long the listing stays up', () => {
  it('sends the chosen days as expiresInDays when posting', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const { requests } = mockFetch([
      { path: 'user/me', body: ok({ user: seller }) },
      { method: 'POST', path: 'product/create', status: 201, body: ok({ product: product() }) },
    ]);
    renderAt(<UploadPage />, { path: '/upload' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Product name'), 'Sharbati wheat');
    await user.type(screen.getByLabelText('Price (₹)'), '2400');
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal');
    await user.type(screen.getByLabelText('Quantity'), '50');
    await user.type(screen.getByLabelText('Description'), 'Cleaned, 50 kg bags');
    await user.selectOptions(screen.getByLabelText('Stays up for'), '15');
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(requests.some((r) => r.path === 'product/create')).toBe(true));
    const form = requests.find((r) => r.path === 'product/create')!.body as FormData;
    expect(form.get('expiresInDays')).toBe('15');
    expect(form.get('productName')).toBe('Sharbati wheat');
  });

  it('sends them on an update too, which renews the listing', async () => {
    const { user, updated } = editListing(product({ productName: 'Sharbati wheat', status: 'expired' }));
    await user.selectOptions(await screen.findByLabelText('Stays up for'), '90');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect((await updated()).get('expiresInDays')).toBe('90');
  });

  it('keeps the listing’s date on an update unless the farmer picks days', async () => {
    const { user, updated } = editListing(
      product({ productName: 'Sharbati wheat', expiresAt: '2026-12-20T06:30:00.000Z' }),
    );
    const stay = await screen.findByLabelText('Stays up for');
    expect(stay).toHaveDisplayValue('As it is: until 20 Dec 2026');
    const price = screen.getByLabelText('Price (₹)');
    await user.clear(price);
    await user.type(price, '2500');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    const form = await updated();
    expect(form.get('price')).toBe('2500');
    expect(form.has('expiresInDays')).toBe(false);
  });
});

describe('Upload page: the trade details', () => {
  it('sends each as a multipart text field, organic as true/false and blank for none', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const { requests } = mockFetch([
      { path: 'user/me', body: ok({ user: seller }) },
      { method: 'POST', path: 'product/create', status: 201, body: ok({ product: product() }) },
    ]);
    renderAt(<UploadPage />, { path: '/upload' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Product name'), 'Wheat');
    await user.type(screen.getByLabelText('Price (₹)'), '2400');
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal');
    await user.type(screen.getByLabelText('Quantity'), '50');
    await user.type(screen.getByLabelText('Description'), 'Cleaned, 50 kg bags');
    await user.click(screen.getByText('More about this crop'));
    await user.type(screen.getByLabelText('Variety'), 'Sharbati');
    await user.click(screen.getByRole('radio', { name: /Grade A/ }));
    await user.type(screen.getByLabelText('Minimum order'), '10');
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(requests.some((r) => r.path === 'product/create')).toBe(true));
    const form = requests.find((r) => r.path === 'product/create')!.body as FormData;
    expect(form.get('variety')).toBe('Sharbati');
    expect(form.get('grade')).toBe('A');
    expect(form.get('organic')).toBe('false');
    expect(form.get('harvestedOn')).toBe('');
    expect(form.get('minOrderQuantity')).toBe('10');
  });

  it('sends a listing’s details again on an update, so they are kept, and a cleared one blank', async () => {
    const { user, updated } = editListing(
      product({
        productName: 'Sharbati wheat',
        variety: 'Sharbati',
        grade: 'A',
        organic: true,
        harvestedOn: null,
        minOrderQuantity: 10,
      }),
    );
    await user.clear(await screen.findByLabelText('Minimum order'));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    const form = await updated();
    expect(form.get('variety')).toBe('Sharbati');
    expect(form.get('grade')).toBe('A');
    expect(form.get('organic')).toBe('true');
    expect(form.get('minOrderQuantity')).toBe('');
  });
});

describe('Upload page: the PIN code on an update', () => {
  const placed = {
    pincode: '422209',
    place: 'Pimpalgaon Baswant',
    district: 'Nashik',
    state: 'Maharashtra',
    lat: 20.16,
    lon: 73.99,
  };

  it('sends the listing’s PIN code again, so its place is kept', async () => {
    const { user, updated } = editListing(product({ productName: 'Red onion', location: placed }));
    expect(await screen.findByLabelText(/PIN code/)).toHaveValue('422209');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect((await updated()).get('pincode')).toBe('422209');
  });

  it('sends a cleared PIN code blank, which is how an update clears it', async () => {
    const { user, updated } = editListing(product({ productName: 'Red onion', location: placed }));
    await user.clear(await screen.findByLabelText(/PIN code/));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect((await updated()).get('pincode')).toBe('');
  });
});
