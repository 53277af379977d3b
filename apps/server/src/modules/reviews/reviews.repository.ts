import { and, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

/** The last ten digits of a stored phone number, however it was typed. */
export const phoneDigitsOf = (column: SQL | AnyColumn) =>
  sql`right(regexp_replace(${column}, '\\D', '', 'g'), 10)`;

/**
 * True when `personId` proved a phone of their own (verified, and not the number `otherId` gave): someone a farmer
 * cannot make up with a second email address.
 */
export function isProvenPerson(personId: SQL | AnyColumn | string, otherId: SQL | AnyColumn | string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${users} person, ${users} other
    WHERE person.id = ${personId} AND other.id = ${otherId} AND person.phone_verified_at IS NOT NULL
      AND ${phoneDigitsOf(sql`person.phone_number`)} <> ${phoneDigitsOf(sql`other.phone_number`)})`;
}

/**
 * Whether a review the author writes now counts: the author is a proven person, and has no counted review of the
 * subject in the last days of the pair window (reviews_author_idx).
 */
function countsAsPerson(authorId: string, subjectId: string): SQL {
  return sql`(${isProvenPerson(authorId, subjectId)} AND NOT EXISTS (SELECT 1 FROM ${reviews} earlier
    WHERE earlier.author_id = ${authorId} AND earlier.subject_id = ${subjectId} AND earlier.counted
      AND earlier.created_at > now() - make_interval(days => ${DEALS.pairCountsOnceInDays})))`;
}

/** Reviews' reads and writes. */
export function createReviewsRepository(db: Database) {
  async function withAuthors(where: SQL): Promise<ReviewWithAuthor[]> {
    const rows = await db
      .select({ review: reviews, author: { id: users.id, fullName: users.fullName, role: users.role } })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return rows.map((row) => ({ ...row.review, author: row.author }));
  }

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

    /**
     * Stores a review, deciding once whether it counts toward the subject's rating (see {@link countsAsPerson});
     * undefined when the author already reviewed this deal (the unique index).
     */
    async insert(row: Omit<typeof reviews.$inferInsert, 'counted'>): Promise<ReviewRow | undefined> {
      const [stored] = await db
        .insert(reviews)
        .values({ ...row, counted: countsAsPerson(row.authorId, row.subjectId) })
        .onConflictDoNothing({ target: [reviews.dealId, reviews.authorId] })
        .returning();
      return stored;
    },

    /** Every review the person wrote, hidden or blind ones too, newest first (their data download). */
    async writtenBy(authorId: string): Promise<ReviewWithAuthor[]> {
      return withAuthors(eq(reviews.authorId, authorId));
    },

    /**
     * The reviews about the person that show, newest first (their data download): a blind one stays out until it
     * shows, so the download is no way to read a review before answering it.
     */
    async shownAbout(subjectId: string): Promise<ReviewWithAuthor[]> {
      return withAuthors(and(eq(reviews.subjectId, subjectId), shownReview)!);
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
     * The shown reviews of `subjectId`, newest first, a page at a time, with how many show in all and how many of
     * each star the counted ones have (reviews_subject_created_idx serves both).
     */
    async shownOf(
      subjectId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: ReviewWithAuthor[]; shown: number; countedStars: Map<number, number> }> {
      const about = and(eq(reviews.subjectId, subjectId), shownReview);
      const [rows, tally] = await Promise.all([
        db
          .select({ review: reviews, author: { id: users.id, fullName: users.fullName, role: users.role } })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.authorId))
          .where(about)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ stars: reviews.stars, counted: reviews.counted, n: count() })
          .from(reviews)
          .where(about)
          .groupBy(reviews.stars, reviews.counted),
      ]);
      const countedStars = new Map<number, number>();
      for (const row of tally) if (row.counted) countedStars.set(row.stars, row.n);
      return {
        rows: rows.map((row) => ({ ...row.review, author: row.author })),
        shown: tally.reduce((sum, row) => sum + row.n, 0),
        countedStars,
      };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
