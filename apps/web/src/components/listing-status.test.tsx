import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ListingStatusBadge, listingState } from './listing-status';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

beforeEach(() => {
  // Only Date is faked: the badge counts the days left from now.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

describe('Listing status badge', () => {
  it.each([
    [{ status: 'active' as const, expiresAt: inDays(30) }, 'Active · expires in 30 days'],
    [{ status: 'active' as const, expiresAt: inDays(0.5) }, 'Active · expires in 1 day'],
    [{ status: 'sold' as const, expiresAt: inDays(-1) }, 'Sold'],
    [{ status: 'expired' as const, expiresAt: inDays(-3) }, 'Expired'],
    [{ status: 'hidden' as const, expiresAt: inDays(10) }, 'Hidden'],
    // Open since before it ran out: the page shows what is true now.
    [{ status: 'active' as const, expiresAt: inDays(-0.1) }, 'Expired'],
  ])('%o reads %s', (listing, text) => {
    render(<ListingStatusBadge product={listing} />);
    expect(screen.getByTestId('listing-status')).toHaveTextContent(text);
  });

  it('reads in Hindi', async () => {
    await changeLanguage('hi');
    render(<ListingStatusBadge product={{ status: 'sold', expiresAt: inDays(-1) }} />);
    expect(screen.getByTestId('listing-status')).toHaveTextContent('बिक गई');
  });

  it('counts whole days left, rounded up', () => {
    expect(listingState({ status: 'active', expiresAt: inDays(2.2) })).toEqual({
      status: 'active',
      daysLeft: 3,
    });
    expect(listingState({ status: 'sold', expiresAt: inDays(5) })).toEqual({
      status: 'sold',
      daysLeft: null,
    });
  });
});
