import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';

const { products, productViews, users } = tables;

/** One view: a listing, the India day it was seen on, and who saw it (an id or a keyed hash). */
export interface ViewRow {
  productId: string;
  day: string;
  viewer: string;
}

/** A listing's figures, as the stats view and My Products show them. */
export interface ListingFigures {
  productId: string;
  views: number;
  wishlisted: number;
  enquiries: number;
  proposed: number;
  accepted: number;
  done: number;
}

/** A count over one table's rows of the listing in the outer query, written out in full: drizzle leaves a column
 * of a single-table select unqualified, which inside the subquery would name the subquery's own table. */
const perListing = (from: string, where = 'true') =>
  sql
    .raw(`(SELECT count(*) FROM ${from} AS t WHERE t.product_id = "products"."id" AND ${where})`)
    .mapWith(Number);

/** The figures of listings `which` selects, each a count over an index of its own table (no N+1 in the app). */
function figuresOf(db: Database, which: SQL) {
  return db
    .select({
      productId: products.id,
      views: perListing('product_views'),
      wishlisted: perListing('wishlist_entries'),
      enquiries: sql
        .raw(
          `(SELECT count(DISTINCT t.conversation_id) FROM messages AS t WHERE t.product_id = "products"."id")`,
        )
        .mapWith(Number),
      proposed: perListing('deals'),
      accepted: perListing('deals', "t.status IN ('accepted', 'done')"),
      done: perListing('deals', "t.status = 'done'"),
    })
    .from(products)
    .where(which);
}

export function createListingStatsRepository(db: Database) {
  return {
    /**
     * Stores a batch of views; a viewer already counted that day, a listing deleted since, or a person whose account
     * closed since is passed over (one statement, so a batch never half-lands).
     */
    async recordViews(rows: readonly ViewRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        INSERT INTO ${productViews} (product_id, day, viewer)
        SELECT v.product_id, v.day, v.viewer
        FROM unnest(${sql.param(rows.map((r) => r.productId))}::uuid[],
                    ${sql.param(rows.map((r) => r.day))}::date[],
                    ${sql.param(rows.map((r) => r.viewer))}::text[]) AS v(product_id, day, viewer)
        WHERE EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = v.product_id)
          AND (v.viewer NOT LIKE 'u:%' OR EXISTS (SELECT 1 FROM ${users}
            WHERE ${users.id} = substr(v.viewer, 3)::uuid AND ${users.deletedAt} IS NULL))
        ON CONFLICT DO NOTHING`);
    },

    /** The listings a signed-in person opened, a row a listing a day, newest first (their data download). */
    async viewsBy(userId: string): Promise<{ productId: string; day: string }[]> {
      return db
        .select({ productId: productViews.productId, day: productViews.day })
        .from(productViews)
        .where(eq(productViews.viewer, `u:${userId}`))
        .orderBy(desc(productViews.day));
    },

    /** The listing's seller, or undefined when there is no such listing. */
    async sellerOf(productId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sellerId: products.sellerId })
        .from(products)
        .where(eq(products.id, productId));
      return row?.sellerId;
    },

    async figures(productId: string): Promise<ListingFigures | undefined> {
      const [row] = await figuresOf(db, eq(products.id, productId));
      return row;
    },

    /** Every listing of the seller, whatever its status. */
    figuresOfSeller: (sellerId: string): Promise<ListingFigures[]> =>
      figuresOf(db, eq(products.sellerId, sellerId)),

    /** Views a day since `fromDay` (India days), only the days that had views. */
    async viewsByDay(productId: string, fromDay: string): Promise<{ day: string; views: number }[]> {
      return db
        .select({ day: productViews.day, views: count() })
        .from(productViews)
        .where(and(eq(productViews.productId, productId), gte(productViews.day, fromDay)))
        .groupBy(productViews.day);
    },
  };
}

export type ListingStatsRepository = ReturnType<typeof createListingStatsRepository>;
