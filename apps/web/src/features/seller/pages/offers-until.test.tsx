import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@kisansetu/contract';
import { changeLanguage } from '@/lib/i18n';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { product, seller, sessionOf } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { indiaDayAfter } from '../offers-time';
import { UploadPage } from './upload-page';

afterEach(async () => {
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
  await changeLanguage('en');
});

/** The new-crop form, with product/create answering `answer`. */
async function postForm(answer: { status: number; body: unknown }) {
  useRootStore.setState({ user: sessionOf(seller) });
  const { requests } = mockFetch([
    { path: 'user/me', body: ok({ user: seller }) },
    { method: 'POST', path: 'product/create', ...answer },
  ]);
  renderAt(<UploadPage />, { path: '/upload' });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Product name'), 'Nashik red onion');
  await user.type(screen.getByLabelText('Price (₹)'), '1800');
  await user.selectOptions(screen.getByLabelText('Unit'), 'quintal');
  await user.type(screen.getByLabelText('Quantity'), '40');
  await user.type(screen.getByLabelText('Description'), 'Dry, sorted, 50 kg bags');
  const created = () => requests.find((r) => r.path === 'product/create')?.body as FormData | undefined;
  return { user, requests, created };
}

/** The edit form of `listing`, and the form data of the update once it is sent. */
function editForm(listing: Product) {
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

describe('Posting a crop: open for offers until', () => {
  it('is optional, says buyers never see amounts, and sends none when left blank', async () => {
    const { user, created } = await postForm({ status: 201, body: ok({ product: product() }) });
    expect(screen.getByRole('group', { name: /Open for offers until/ })).toHaveTextContent(
      'Buyers see how many offers there are, never their amounts.',
    );
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(created()).toBeDefined());
    expect(created()!.has('offersUntil')).toBe(false);
  });

  it('sends the day and hour as an ISO time with India’s offset', async () => {
    const { user, created } = await postForm({ status: 201, body: ok({ product: product() }) });
    const day = indiaDayAfter(2);
    await user.type(screen.getByLabelText('Day'), day);
    // A day picked first gets the evening; the farmer may choose another hour.
    expect(screen.getByLabelText('Hour')).toHaveValue('18');
    await user.selectOptions(screen.getByLabelText('Hour'), '20');
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(created()).toBeDefined());
    expect(created()!.get('offersUntil')).toBe(`${day}T20:00:00+05:30`);
  });

  it('shows the contract’s refusals under the field, in the reader’s language, and sends nothing', async () => {
    const { user, requests } = await postForm({ status: 201, body: ok({ product: product() }) });
    const day = screen.getByLabelText('Day');
    await user.type(day, indiaDayAfter(9));
    expect(await screen.findByText('Offers can stay open for at most 7 days')).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    await user.clear(day);
    await user.type(day, indiaDayAfter(-1));
    expect(await screen.findByText('Choose a time later than now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    expect(requests.some((r) => r.path === 'product/create')).toBe(false);
    await act(() => changeLanguage('hi'));
    expect(await screen.findByText('अभी के बाद का समय चुनें')).toBeInTheDocument();
  });

  it('puts the server’s refusal of the time on the field', async () => {
    const { user } = await postForm({
      status: 400,
      body: fail('validation_failed', 'server.validationFailed', {
        offersUntil: 'validation.offersUntilPast',
      }),
    });
    await user.type(screen.getByLabelText('Day'), indiaDayAfter(1));
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    expect(await screen.findByText('Choose a time later than now')).toBeInTheDocument();
    expect(screen.getByLabelText('Hour')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Editing a crop: open for offers until', () => {
  const day = indiaDayAfter(3);
  const until = new Date(`${day}T18:00:00+05:30`).toISOString();

  it('shows the deadline as it is and keeps it when left alone', async () => {
    const { user, updated } = editForm(product({ productName: 'Red onion', offersUntil: until }));
    expect(await screen.findByLabelText('Day')).toHaveValue(day);
    expect(screen.getByLabelText('Hour')).toHaveValue('18');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect((await updated()).has('offersUntil')).toBe(false);
  });

  it('extends it to a new time', async () => {
    const first = editForm(product({ productName: 'Red onion', offersUntil: until }));
    await first.user.selectOptions(await screen.findByLabelText('Hour'), '21');
    await first.user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect((await first.updated()).get('offersUntil')).toBe(`${day}T21:00:00+05:30`);
  });

  it('ends it with “No deadline”, sent blank', async () => {
    const { user, updated } = editForm(product({ productName: 'Red onion', offersUntil: until }));
    await user.click(await screen.findByRole('button', { name: 'No deadline' }));
    expect(screen.getByLabelText('Day')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect((await updated()).get('offersUntil')).toBe('');
  });

  it('says when a passed deadline closed offers, starts blank and keeps it unless a new time is chosen', async () => {
    const closed = new Date(Date.now() - 86_400_000).toISOString();
    const { user, updated } = editForm(product({ productName: 'Red onion', offersUntil: closed }));
    expect(
      await screen.findByText(/^Offers closed .+\. Choose a new time to take offers again\.$/),
    ).toBeVisible();
    expect(screen.getByLabelText('Day')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect((await updated()).has('offersUntil')).toBe(false);
  });
});
