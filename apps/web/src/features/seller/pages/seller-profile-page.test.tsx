import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { PublicSeller } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller, sessionOf } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { SellerProfilePage } from './seller-profile-page';

afterEach(() => {
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

/** The public profile of `seller` as a signed-in buyer gets it. */
function publicOf(overrides: Partial<PublicSeller>): PublicSeller {
  const { _id, fullName, email, phoneNumber, phoneVerified, role, avatarUrl, createdAt } = seller;
  return {
    _id,
    fullName,
    email,
    phoneNumber,
    phoneVerified,
    role,
    avatarUrl,
    createdAt,
    location: null,
    organisation: null,
    helper: false,
    ...overrides,
  };
}

function renderSeller(profile: PublicSeller) {
  useRootStore.setState({ user: sessionOf(buyer) });
  mockFetch([
    { path: `user/detail/${seller._id}`, body: ok({ seller: profile, products: [] }) },
    { path: 'user/blocked', body: ok({ blocked: [] }) },
  ]);
  renderAt(<SellerProfilePage />, { path: `/user/profile/${seller._id}`, route: '/user/profile/:id' });
  return screen.findByRole('region', { name: 'Farmer profile' });
}

describe("A farmer's public profile", () => {
  it('loads without a toast: a page that opened needs no announcement', async () => {
    const success = vi.spyOn(toast, 'success');
    await renderSeller(publicOf({}));
    expect(success).not.toHaveBeenCalled();
    success.mockRestore();
  });

  it("shows 'Phone verified' for a farmer who proved their number, and no email row when they have none", async () => {
    const section = await renderSeller(publicOf({ email: null, phoneVerified: true }));
    expect(within(section).getByRole('img', { name: 'Phone verified' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '+91 91234 56780' })).toHaveAttribute(
      'href',
      `tel:${seller.phoneNumber}`,
    );
    expect(within(section).queryByText('Email')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('null');
  });

  it('shows no mark for an unverified number, and the email when there is one', async () => {
    const section = await renderSeller(publicOf({ phoneVerified: false }));
    expect(within(section).getByRole('link', { name: seller.email })).toHaveAttribute(
      'href',
      `mailto:${seller.email}`,
    );
    expect(within(section).queryByRole('img', { name: 'Phone verified' })).not.toBeInTheDocument();
  });
});
