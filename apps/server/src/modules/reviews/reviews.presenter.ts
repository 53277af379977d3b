import type { Review } from '@kisansetu/contract';
import type { ReviewWithAuthor } from './reviews.repository';

/** A review as shown: its author's name and role, never their contact details. */
export function toReview(row: ReviewWithAuthor): Review {
  return {
    _id: row.id,
    stars: row.stars,
    counted: row.counted,
    text: row.text,
    author: { _id: row.author.id, fullName: row.author.fullName, role: row.author.role },
    productName: row.productName,
    createdAt: row.createdAt.toISOString(),
  };
}
