import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewList } from '@kisansetu/contract';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { SellerReviews } from './seller-reviews';

const FARMER_ID = '0190a1b2-0000-7000-8000-0000000000f1';

function reviewBy(name: string, stars: number, counted: boolean, n: number): Review {
  return {
    _id: `0190a1b2-0000-7000-8000-00000000000${n}`,
    stars,
    counted,
    text: '',
    author: { _id: `0190a1b2-0000-7000-8000-0000000000a${n}`, fullName: name, role: 'user' },
    productName: 'Red onion',
    createdAt: '2026-11-20T08:00:00.000Z',
  };
}

describe("A farmer's reviews", () => {
  it('mark the reviews that do not make the rating, and say why once', async () => {
    const list: ReviewList = {
      reviews: [reviewBy('Second Account', 5, false, 1), reviewBy('Sunita Sharma', 4, true, 2)],
      totalCount: 2,
      totalPages: 1,
      page: 1,
      average: 4,
      count: 1,
      histogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
    };
    mockFetch([{ path: `user/reviews/${FARMER_ID}`, body: ok(list) }]);
    renderWithQueries(<SellerReviews userId={FARMER_ID} name="Ramesh Patil" />);

    const [puppet, honest] = await screen.findAllByRole('article');
    expect(within(puppet!).getByText('Not counted in the rating')).toBeInTheDocument();
    expect(within(honest!).queryByText('Not counted in the rating')).not.toBeInTheDocument();
    expect(screen.getAllByText(/only from people who proved a phone of their own/)).toHaveLength(1);
  });
});
