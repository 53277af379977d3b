import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { setDataSaver, savedThisMonth } from '@/lib/data-saver';
import { PREVIEW_SRC, product } from '@/test/fixtures';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof product>[0]) {
  const { container } = render(
    <MemoryRouter>
      <ProductCard product={product(overrides)} actions={null} />
    </MemoryRouter>,
  );
  return within(container).getByRole('article');
}

beforeEach(() => {
  // Only Date is faked: the card says how long ago a listing was posted, counted from now.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-02-03T10:00:00.000Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

describe('Product card (mine)', () => {
  it('does not call a sold listing "In Stock": its badge says Sold', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product({ status: 'sold', quantity: 50 })} variant="mine" actions={null} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByTestId('listing-status')).toHaveTextContent('Sold');
    expect(card).toHaveTextContent('50 quintal');
    expect(card).not.toHaveTextContent('In Stock');
  });
});

describe('Product card (grid)', () => {
  it('shows the quantity with its unit, the seller, how long ago it was posted and the price per kg', () => {
    const card = renderCard({
      price: 2400,
      unit: 'quintal',
      quantity: 50,
      sellerName: 'Ramesh Patel',
      createdAt: '2026-02-01T08:00:00.000Z',
    });
    expect(within(card).getByText('₹2,400 / quintal')).toBeInTheDocument();
    expect(within(card).getByText('(₹24 / kg)')).toBeInTheDocument();
    expect(within(card).getByText('50 quintal available')).toBeInTheDocument();
    expect(within(card).getByText('Ramesh Patel')).toBeInTheDocument();
    expect(card).toHaveTextContent('Sold by Ramesh Patel · Posted 2 days ago');
    expect(within(card).getByText('Posted 2 days ago')).toHaveAttribute(
      'datetime',
      '2026-02-01T08:00:00.000Z',
    );
  });

  it('gives the per-kg price of a price per ton, and none for a price per kg or per piece', () => {
    const ton = renderCard({ price: 18000, unit: 'ton' });
    expect(within(ton).getByText('(₹18 / kg)')).toBeInTheDocument();
    cleanup();
    const kg = renderCard({ price: 110, unit: 'kg', quantity: 750 });
    expect(within(kg).getByText('₹110 / kg')).toBeInTheDocument();
    expect(within(kg).getAllByText(/\/ kg\)?$/)).toHaveLength(1);
    expect(within(kg).getByText('750 kg available')).toBeInTheDocument();
    cleanup();
    const pieces = renderCard({ price: 5, unit: 'pieces' });
    expect(within(pieces).queryByText(/\/ kg\)?$/)).toBeNull();
  });

  it('never says a quantity is available when it is not: out of stock, sold or expired', () => {
    const out = renderCard({ quantity: 200, unit: 'kg', availability: 'out_of_stock' });
    expect(within(out).queryByText(/available/)).toBeNull();
    expect(within(out).getByText('Out of Stock')).toBeInTheDocument();
    cleanup();
    const sold = renderCard({ quantity: 50, status: 'sold' });
    expect(within(sold).queryByText(/available/)).toBeNull();
    expect(within(sold).getByTestId('listing-status')).toHaveTextContent('Sold');
    cleanup();
    const expired = renderCard({ quantity: 50, expiresAt: '2026-02-01T00:00:00.000Z' });
    expect(within(expired).queryByText(/available/)).toBeNull();
    expect(within(expired).getByTestId('listing-status')).toHaveTextContent('Expired');
  });

  it('says until when a lot takes offers and how many there are, never an amount', () => {
    const open = renderCard({ price: 1800, offersUntil: '2026-02-05T11:30:00.000Z', offerCount: 3 });
    expect(within(open).getByText('Offers until 5 Feb 2026 · 3 offers')).toBeInTheDocument();
    cleanup();
    const counted = renderCard({ offersUntil: null, offerCount: 1 });
    expect(within(counted).getByText('1 offer')).toBeInTheDocument();
    cleanup();
    // After the deadline, with nothing waiting: nothing to say.
    const closed = renderCard({ offersUntil: '2026-02-01T11:30:00.000Z', offerCount: 0 });
    expect(within(closed).queryByText(/offer/i)).toBeNull();
  });

  it('says it all in Hindi for a Hindi reader', async () => {
    await changeLanguage('hi');
    const card = renderCard({
      price: 2450,
      unit: 'quintal',
      quantity: 12,
      sellerName: 'Ramesh Patel',
      createdAt: '2026-01-31T08:00:00.000Z',
    });
    expect(within(card).getByText('₹2,450 / क्विंटल')).toBeInTheDocument();
    expect(within(card).getByText('(₹24.5 / किलो)')).toBeInTheDocument();
    expect(within(card).getByText('12 क्विंटल उपलब्ध')).toBeInTheDocument();
    expect(within(card).getByText('3 दिन पहले डाली गई')).toBeInTheDocument();
  });
});

describe('Product card: the trade details', () => {
  it('shows variety, grade and the organic mark in one short line', () => {
    const card = renderCard({ variety: 'Sharbati', grade: 'A', organic: true });
    expect(within(card).getByText('Sharbati · Grade A · Organic')).toBeInTheDocument();
    cleanup();
    const gradeOnly = renderCard({ grade: 'C' });
    expect(within(gradeOnly).getByText('Grade C')).toBeInTheDocument();
  });

  it('adds no line to a listing without them', () => {
    const card = renderCard({ variety: null, grade: null, organic: false });
    expect(card).not.toHaveTextContent(/Grade|Organic/);
  });

  it('says them in the reader’s language; the variety stays as the farmer wrote it', async () => {
    await changeLanguage('hi');
    const card = renderCard({ variety: 'Sharbati', grade: 'B', organic: true });
    expect(within(card).getByText('Sharbati · ग्रेड B · जैविक')).toBeInTheDocument();
  });
});

describe('Product card with data saver on', () => {
  afterEach(() => {
    setDataSaver(null);
    localStorage.clear();
  });

  it('shows the blurred stand-in and its size instead of the photo, and loads the photo on a tap', async () => {
    setDataSaver(true);
    const card = renderCard({ productName: 'Nashik onion' });
    const photo = card.querySelector<HTMLImageElement>('img[src$="-card.webp"]');
    expect(photo).toBeNull();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(PREVIEW_SRC);
    const load = within(card).getByRole('button', { name: 'Load the photo of Nashik onion (18 kB)' });
    expect(load).toHaveTextContent('18 kB');
    expect(savedThisMonth()).toBe(18_400);

    fireEvent.click(load);
    expect(card.querySelector('img[src$="-card.webp"]')).not.toBeNull();
    expect(within(card).queryByRole('button', { name: /Load the photo/ })).toBeNull();
    expect(savedThisMonth()).toBe(0);
  });

  it('loads the photo at once when data saver is off, and a listing without photos has no button', () => {
    setDataSaver(false);
    const card = renderCard({});
    expect(card.querySelector('img[src$="-card.webp"]')).not.toBeNull();
    cleanup();
    setDataSaver(true);
    const bare = renderCard({ image: [], thumbnails: [], photoPreview: null });
    expect(within(bare).queryByRole('button', { name: /Load the photo/ })).toBeNull();
  });
});
