import { sql } from 'drizzle-orm';
import { DEALS } from '@kisansetu/contract';
import type { Database } from '../../db';
import { tables } from '../../db';
import { isProvenPerson, phoneDigitsOf, shownReview } from './reviews.repository';

const { conversations, deals, messages, reviews, users } = tables;

/** What trust is computed from: the account, its done deals and its shown stars. */
export interface TrustBasis {
  phoneVerified: boolean;
  aadhaarOnFile: boolean;
  memberSince: Date;
  /** Done deals with proven people (a verified phone not this person's), a pair's counted once a period. */
  dealsDone: number;
  /** How many distinct proven people those deals were with. */
  partners: number;
  average: number | null;
  reviewCount: number;
}

/** How a person answers conversations others started with them (see {@link createTrustRepository}). */
export interface ResponseStats {
  conversations: number;
  answered: number;
  medianMinutes: number | null;
}

type Rows<T> = { rows: T[] };

/** The reads behind a person's trust signals: two statements, each on indexes. */
export function createTrustRepository(db: Database) {
  return {
    /**
     * The account with its done deals with proven people (deals_seller_done_idx and deals_buyer_done_idx), and the
     * average and count of its shown, counted reviews (reviews_subject_created_idx); undefined for an unknown or
     * closed account.
     */
    async basis(userId: string): Promise<TrustBasis | undefined> {
      const result = (await db.execute(sql`
        SELECT ${users.phoneVerifiedAt} IS NOT NULL AS phone_verified,
          (${users.role} = 'seller' AND (${users.aadhaarHash} IS NOT NULL OR ${users.aadhaarLast4} IS NOT NULL))
            AS aadhaar_on_file,
          ${users.createdAt} AS member_since,
          done.partners, done.deals_done,
          rating.average, rating.count
        FROM ${users}
        CROSS JOIN LATERAL (
          SELECT count(DISTINCT pair.partner)::int AS partners,
            count(DISTINCT (pair.partner, pair.period))::int AS deals_done
          FROM (
            SELECT ${deals.buyerId} AS partner, ${deals.doneAt} AS done_at FROM ${deals}
              WHERE ${deals.sellerId} = ${userId} AND ${deals.status} = 'done'
            UNION ALL
            SELECT ${deals.sellerId}, ${deals.doneAt} FROM ${deals}
              WHERE ${deals.buyerId} = ${userId} AND ${deals.status} = 'done'
          ) AS done_deal
          CROSS JOIN LATERAL (
            SELECT done_deal.partner,
              floor(extract(epoch FROM done_deal.done_at) / (86400 * ${DEALS.pairCountsOnceInDays})) AS period
          ) AS pair
          WHERE ${isProvenPerson(sql`done_deal.partner`, userId)}
        ) AS done
        CROSS JOIN LATERAL (
          SELECT round(avg(${reviews.stars}), 1)::float8 AS average, count(*)::int AS count
          FROM ${reviews} WHERE ${reviews.subjectId} = ${userId} AND ${reviews.counted} AND ${shownReview}
        ) AS rating
        WHERE ${users.id} = ${userId} AND ${users.deletedAt} IS NULL`)) as unknown as Rows<{
        phone_verified: boolean;
        aadhaar_on_file: boolean;
        member_since: Date | string;
        partners: number;
        deals_done: number;
        average: number | string | null;
        count: number;
      }>;
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        phoneVerified: row.phone_verified === true,
        aadhaarOnFile: row.aadhaar_on_file === true,
        memberSince: new Date(row.member_since),
        dealsDone: Number(row.deals_done),
        partners: Number(row.partners),
        average: row.average === null ? null : Number(row.average),
        reviewCount: Number(row.count),
      };
    },

    /**
     * What an offer is weighed by, for many people in one statement: a proved phone, their done deals with proven
     * people and distinct partners, their shown stars (the same counts as {@link basis}, each person by the same
     * indexes). Closed accounts are left out.
     */
    async offerSignalsOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      const ids = sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      // Each done deal's partner is looked up by its id (a scalar sub-query, one index probe a deal): a join or an
      // EXISTS lets the planner hash every account once per person asked about.
      const result = (await db.execute(sql`
        SELECT ${users.id} AS id, ${users.phoneVerifiedAt} IS NOT NULL AS phone_verified,
          done.partners, done.deals_done, rating.average, rating.count
        FROM ${users}
        CROSS JOIN LATERAL (SELECT ${phoneDigitsOf(users.phoneNumber)} AS digits) AS me
        CROSS JOIN LATERAL (
          SELECT count(DISTINCT done_deal.partner)::int AS partners,
            count(DISTINCT (done_deal.partner,
              floor(extract(epoch FROM done_deal.done_at) / (86400 * ${DEALS.pairCountsOnceInDays}))))::int AS deals_done
          FROM (
            SELECT ${deals.buyerId} AS partner, ${deals.doneAt} AS done_at FROM ${deals}
              WHERE ${deals.sellerId} = ${users.id} AND ${deals.status} = 'done'
            UNION ALL
            SELECT ${deals.sellerId}, ${deals.doneAt} FROM ${deals}
              WHERE ${deals.buyerId} = ${users.id} AND ${deals.status} = 'done'
          ) AS done_deal
          WHERE (SELECT partner.phone_verified_at IS NOT NULL AND ${phoneDigitsOf(sql`partner.phone_number`)} <> me.digits
            FROM ${users} partner WHERE partner.id = done_deal.partner)
        ) AS done
        CROSS JOIN LATERAL (
          SELECT round(avg(${reviews.stars}), 1)::float8 AS average, count(*)::int AS count
          FROM ${reviews} WHERE ${reviews.subjectId} = ${users.id} AND ${reviews.counted} AND ${shownReview}
        ) AS rating
        WHERE ${users.id} IN (${ids}) AND ${users.deletedAt} IS NULL`)) as unknown as Rows<{
        id: string;
        phone_verified: boolean;
        partners: number;
        deals_done: number;
        average: number | string | null;
        count: number;
      }>;
      return result.rows.map((row) => ({
        id: row.id,
        phoneVerified: row.phone_verified === true,
        dealsDone: Number(row.deals_done),
        partners: Number(row.partners),
        rating: { average: row.average === null ? null : Number(row.average), count: Number(row.count) },
      }));
    },

    /**
     * Conversations proven people (see {@link isProvenPerson}) started with `userId` in the response window where they
     * wrote: how many, how many got the person's first reply within the answered hours, and the median minutes to
     * that first reply (over those that got one). A conversation is found by the pair index or conversations_user_b_idx; its first messages
     * by messages_conversation_id_idx.
     */
    async responses(userId: string): Promise<ResponseStats> {
      const result = (await db.execute(sql`
        WITH asked AS (
          SELECT ${conversations.id} AS id,
            (SELECT min(${messages.createdAt}) FROM ${messages}
              WHERE ${messages.conversationId} = ${conversations.id}
                AND ${messages.senderId} = ${conversations.initiatorId}) AS asked_at
          FROM ${conversations}
          WHERE (${conversations.userAId} = ${userId} OR ${conversations.userBId} = ${userId})
            AND ${conversations.initiatorId} <> ${userId}
            AND ${conversations.createdAt} > now() - make_interval(days => ${DEALS.responseWindowDays})
            AND ${isProvenPerson(conversations.initiatorId, userId)}
        ), answered AS (
          SELECT asked.asked_at,
            (SELECT min(${messages.createdAt}) FROM ${messages}
              WHERE ${messages.conversationId} = asked.id AND ${messages.senderId} = ${userId}
                AND ${messages.createdAt} >= asked.asked_at) AS replied_at
          FROM asked WHERE asked.asked_at IS NOT NULL
        )
        SELECT count(*)::int AS conversations,
          (count(*) FILTER (
            WHERE replied_at <= asked_at + make_interval(hours => ${DEALS.responseAnsweredHours})))::int AS answered,
          (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM replied_at - asked_at) / 60)
            FILTER (WHERE replied_at IS NOT NULL))::float8 AS median_minutes
        FROM answered`)) as unknown as Rows<{
        conversations: number;
        answered: number;
        median_minutes: number | string | null;
      }>;
      const row = result.rows[0];
      return {
        conversations: Number(row?.conversations ?? 0),
        answered: Number(row?.answered ?? 0),
        medianMinutes: row?.median_minutes == null ? null : Number(row.median_minutes),
      };
    },
  };
}

export type TrustRepository = ReturnType<typeof createTrustRepository>;
