import { DEALS, isWellFormedId, type ReviewCreateRequest, type AccountRole } from '@kisansetu/contract';
import { AppError } from '../../errors';
import type { ReviewWithAuthor, ReviewsRepository } from './reviews.repository';

/** Who is writing: the session's user. */
export interface ReviewAuthor {
  id: string;
  fullName: string;
  role: AccountRole;
}

export interface ReviewsServiceDeps {
  reviews: ReviewsRepository;
  /** A review was written: both parties' trust signals may change. */
  reviewed?: (authorId: string, subjectId: string) => void;
}

/** A page of the reviews that show of a person, with the average and the count of each star over all of them. */
export interface ReviewPage {
  rows: ReviewWithAuthor[];
  totalCount: number;
  totalPages: number;
  page: number;
  /** The average of the counted reviews' stars, and how many they are; the histogram is theirs too. */
  average: number | null;
  count: number;
  histogram: Record<'1' | '2' | '3' | '4' | '5', number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reviews: each party of a done deal reviews the other once, within the review window. A review stays blind (shown
 * only to its author) until the other side reviewed too or the blind days passed, so neither answers the other's.
 */
export function createReviewsService({ reviews, reviewed }: ReviewsServiceDeps) {
  return {
    /**
     * The author's review of the other party of `dealId`. Refused: 404 for an unknown deal or one they are not party
     * to, 409 `review_not_allowed` before it is done or past the window, 409 `already_reviewed` the second time.
     */
    async create(
      author: ReviewAuthor,
      dealId: string,
      input: ReviewCreateRequest,
    ): Promise<ReviewWithAuthor> {
      const deal = isWellFormedId(dealId) ? await reviews.findDeal(dealId.toLowerCase()) : undefined;
      if (!deal || (deal.sellerId !== author.id && deal.buyerId !== author.id)) {
        throw new AppError('not_found', 'server.dealNotFound');
      }
      const windowEnd = deal.doneAt && deal.doneAt.getTime() + DEALS.reviewWindowDays * DAY_MS;
      if (deal.status !== 'done' || !deal.doneAt || !windowEnd || windowEnd < Date.now()) {
        throw new AppError('review_not_allowed', 'server.reviewNotAllowed');
      }
      const subjectId = deal.sellerId === author.id ? deal.buyerId : deal.sellerId;
      const row = await reviews.insert({
        dealId: deal.id,
        authorId: author.id,
        subjectId,
        stars: input.stars,
        text: input.text ?? '',
        productName: deal.productName,
        dealDoneAt: deal.doneAt,
      });
      if (!row) throw new AppError('already_reviewed', 'server.alreadyReviewed');
      reviewed?.(author.id, subjectId);
      return { ...row, author: { id: author.id, fullName: author.fullName, role: author.role } };
    },

    /** The reviews of a person that show, newest first, 10 a page; 404 for an unknown or closed account. */
    async list(rawUserId: string, page: number): Promise<ReviewPage> {
      const userId = rawUserId.toLowerCase();
      if (!isWellFormedId(userId) || !(await reviews.userExists(userId))) {
        throw new AppError('not_found', 'server.userNotFound');
      }
      const size = DEALS.reviewsPageSize;
      const { rows, shown, countedStars } = await reviews.shownOf(userId, size, (page - 1) * size);
      const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      let counted = 0;
      let sum = 0;
      for (const [star, n] of countedStars) {
        const key = String(star) as keyof typeof histogram;
        if (key in histogram) histogram[key] = n;
        counted += n;
        sum += star * n;
      }
      return {
        rows,
        totalCount: shown,
        totalPages: Math.ceil(shown / size),
        page,
        average: counted === 0 ? null : Math.round((sum / counted) * 10) / 10,
        count: counted,
        histogram,
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
