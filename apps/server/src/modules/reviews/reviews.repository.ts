import { and, count, desc, eq, sql } from 'drizzle-orm';
import { DEALS, type AccountRole } from '@kisansetu/contract';
import type { Database } from '../../db';
import { tables } from '../../db';

const { deals, reviews, users } = tables;

export type ReviewRow = typeof reviews.$inferSelect;

/** A review with its author as a review shows them. */
export interface ReviewWithAuthor extends ReviewRow {
  author: { id: string; fullName: string; role: AccountRole };
}

/** What a review of a deal needs to know of it. */
export interface DealForReview {
  id: string;
  sellerId: string;
  buyerId: string;
  status: (typeof deals.$inferSelect)['status'];
  doneAt: Date | null;
  productName: string;
}

/**
 * A review shows to everyone (not only its author) once the other party reviewed the same deal, or the blind days
 * have passed since the deal was done, and no moderator hid it.
 */
export const shownReview = sql`(${reviews.hiddenAt} IS NULL AND (${reviews.dealDoneAt} <= now() - make_interval(days => ${DEALS.reviewBlindDays}) OR EXISTS (SELECT 1 FROM ${reviews} other_review WHERE other_review.deal_id = ${reviews.dealId} AND other_review.author_id <> ${reviews.authorId})))`;

/** Reviews' reads and writes. */
export function createReviewsRepository(db: Database) {
  return {
    async findDeal(id: string): Promise<DealForReview | undefined> {
      const [row] = await db
        .select({
          id: deals.id,
          sellerId: deals.sellerId,
          buyerId: deals.buyerId,
          status: deals.status,
          doneAt: deals.doneAt,
          productName: deals.productName,
        })
        .from(deals)
        .where(eq(deals.id, id))
        .limit(1);
      return row;
    },

    /** Stores a review; undefined when the author already reviewed this deal (the unique index). */
    async insert(row: typeof reviews.$inferInsert): Promise<ReviewRow | undefined> {
      const [stored] = await db
        .insert(reviews)
        .values(row)
        .onConflictDoNothing({ target: [reviews.dealId, reviews.authorId] })
        .returning();
      return stored;
    },

    async userExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), sql`${users.deletedAt} IS NULL`))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The shown reviews of `subjectId`, newest first, a page at a time, with how many of each star they all have
     * (reviews_subject_created_idx serves both).
     */
    async shownOf(
      subjectId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: ReviewWithAuthor[]; stars: Map<number, number> }> {
      const about = and(eq(reviews.subjectId, subjectId), shownReview);
      const [rows, counted] = await Promise.all([
        db
          .select({ review: reviews, author: { id: users.id, fullName: users.fullName, role: users.role } })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.authorId))
          .where(about)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
        db.select({ stars: reviews.stars, n: count() }).from(reviews).where(about).groupBy(reviews.stars),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.review, author: row.author })),
        stars: new Map(counted.map((row) => [row.stars, row.n])),
      };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
