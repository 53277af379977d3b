import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicSeller } from '@kisansetu/contract';
import { loadProductDetailPage } from '@/features/products';
import { loadProfilePage } from '@/features/profile';
import { loadSellerProfilePage } from '@/features/seller';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { buyer, product, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { SafetyTip } from './components/safety-tip';

// The pages that offer Block and Report, through their features' public loaders.
const { Component: ProductDetailPage } = await loadProductDetailPage();
const { Component: ProfilePage } = await loadProfilePage();
const { Component: SellerProfilePage } = await loadSellerProfilePage();

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

const publicSeller = (signedIn: boolean): PublicSeller => {
  const { aadharNumber: _aadhaar, email, phoneNumber, ...rest } = seller;
  return signedIn ? { ...rest, email, phoneNumber } : rest;
};

function bodyOf(
  requests: { method: string; path: string; body: BodyInit | null | undefined }[],
  method: string,
  path: string,
) {
  const request = requests.find((r) => r.method === method && r.path === path);
  return request ? (JSON.parse(String(request.body)) as unknown) : undefined;
}

describe('contact details', () => {
  it("shows 'Log in to see contact details' to a visitor, who gets neither email nor phone, and no Block or Report", async () => {
    mockFetch([
      { path: `user/detail/${seller._id}`, body: ok({ seller: publicSeller(false), products: [] }) },
    ]);
    renderAt(<SellerProfilePage />, { path: `/user/profile/${seller._id}`, route: '/user/profile/:id' });
    const link = await screen.findByRole('link', { name: 'Log in to see contact details' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByText(seller.phoneNumber)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Block|Report/ })).not.toBeInTheDocument();
  });

  it('shows the email and phone to a signed-in buyer, with Report and Block', async () => {
    useRootStore.setState({ user: buyer });
    mockFetch([
      { path: `user/detail/${seller._id}`, body: ok({ seller: publicSeller(true), products: [] }) },
    ]);
    renderAt(<SellerProfilePage />, { path: `/user/profile/${seller._id}`, route: '/user/profile/:id' });
    expect(await screen.findByRole('link', { name: seller.email })).toHaveAttribute(
      'href',
      `mailto:${seller.email}`,
    );
    expect(screen.queryByRole('link', { name: 'Log in to see contact details' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Report ${seller.fullName}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Block ${seller.fullName}` })).toBeInTheDocument();
  });

  it('gives a signed-in buyer a Call button that dials the farmer, and none to another farmer', async () => {
    useRootStore.setState({ user: buyer });
    mockFetch([
      { path: `user/detail/${seller._id}`, body: ok({ seller: publicSeller(true), products: [] }) },
    ]);
    const view = renderAt(<SellerProfilePage />, {
      path: `/user/profile/${seller._id}`,
      route: '/user/profile/:id',
    });
    const call = await screen.findByRole('link', { name: `Call ${seller.fullName}` });
    expect(call).toHaveAttribute('href', `tel:${seller.phoneNumber.replace(/[^\d+]/g, '')}`);
    view.unmount();

    useRootStore.setState({ user: { ...seller, _id: 'another-farmer' } });
    renderAt(<SellerProfilePage />, { path: `/user/profile/${seller._id}`, route: '/user/profile/:id' });
    expect(await screen.findByRole('link', { name: seller.email })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `Call ${seller.fullName}` })).not.toBeInTheDocument();
  });
});

describe('block', () => {
  it('blocks a seller from their profile after a confirmation', async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([
      { path: `user/detail/${seller._id}`, body: ok({ seller: publicSeller(true), products: [] }) },
      { method: 'POST', path: `user/block/${seller._id}`, status: 201, body: ok({}, 'Blocked') },
    ]);
    renderAt(<SellerProfilePage />, { path: `/user/profile/${seller._id}`, route: '/user/profile/:id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Block ${seller.fullName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Block ${seller.fullName}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: `Block ${seller.fullName}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: `Block ${seller.fullName}?` })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText(`${seller.fullName} is blocked.`)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.path === `user/block/${seller._id}`)).toHaveLength(
      1,
    );
  });

  it('lists blocked people on the own profile, each with Unblock', async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([
      {
        path: 'user/blocked',
        body: ok({ blocked: [{ _id: seller._id, fullName: seller.fullName, avatarUrl: null }] }),
      },
      { method: 'DELETE', path: `user/block/${seller._id}`, body: ok({}, 'Unblocked') },
    ]);
    renderAt(<ProfilePage />, { path: '/profile' });
    const section = await screen.findByRole('region', { name: 'Blocked people' });
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: `Unblock ${seller.fullName}` }));
    expect(await screen.findByText(`${seller.fullName} is unblocked.`)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});

describe('report', () => {
  it('reports a listing with one of the six reasons and details, then says what happens next', async () => {
    useRootStore.setState({ user: buyer });
    const wheat = product();
    const { requests } = mockFetch([
      { path: `product/${wheat._id}`, body: ok({ product: wheat }) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
      { method: 'POST', path: 'report', status: 201, body: ok({ report: { _id: 'r1', status: 'open' } }) },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${wheat._id}`, route: '/description/:id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Misleading or false' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'The photo is of another crop');
    expect(within(dialog).getByText(/472 characters left/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/A moderator will review your report/)).toBeInTheDocument();
    expect(screen.getByText(/not told who reported them/)).toBeInTheDocument();
    expect(bodyOf(requests, 'POST', 'report')).toEqual({
      targetType: 'product',
      targetId: wheat._id,
      reason: 'misleading',
      details: 'The photo is of another crop',
    });
  });

  it("shows the server's text when the same listing was already reported (409 already_reported)", async () => {
    useRootStore.setState({ user: buyer });
    const wheat = product();
    mockFetch([
      { path: `product/${wheat._id}`, body: ok({ product: wheat }) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
      {
        method: 'POST',
        path: 'report',
        status: 409,
        body: fail('already_reported', 'server.alreadyReported'),
      },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${wheat._id}`, route: '/description/:id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reported this. A moderator will look at it.',
    );
  });

  it('offers no Report on your own listing, nor to a visitor', async () => {
    const wheat = product();
    mockFetch([
      { path: `product/${wheat._id}`, body: ok({ product: wheat }) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${wheat._id}`, route: '/description/:id' });
    expect(await screen.findByRole('heading', { name: wheat.productName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument(),
    );
  });
});

describe('safety tip', () => {
  it('is shown for payment-risk words in English and Hindi, and not for a PIN code', () => {
    const { rerender } = renderAt(<SafetyTip text="Pay in advance, then I send the wheat" />);
    expect(screen.getByRole('note')).toHaveTextContent(/Never share your UPI PIN or OTP/);
    rerender(<SafetyTip text="पहले पैसे भेजो" />);
    expect(screen.queryByRole('note')).toBeInTheDocument();
    rerender(<SafetyTip text="My PIN code is 462001" />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
