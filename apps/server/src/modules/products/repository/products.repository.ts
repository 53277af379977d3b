import { CROP_VOCABULARY } from '@kisansetu/contract/crops';
import type { CropGroup } from '@kisansetu/contract';
import { recordWords } from '../../crops';
import { and, arrayOverlaps, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db';
import { tables } from '../../../db';
import {
  productWithSellerColumns,
  type NewProductRow,
  type ProductRow,
  type ProductWithSeller,
} from './columns';
import {
  distancePage,
  pageColumns,
  type GeoPoint,
  type NearQuery,
  type ProductWithDistance,
} from './near-me';
import { isActive, listingVisibility } from './visibility';

export { productWithSellerColumns };
export type { NewProductRow, ProductRow, ProductWithSeller };

const { products, users } = tables;

/** The fields a seller sets through the form; the rest (ids, images, times) the service manages. */
export type ProductChanges = Pick<
  NewProductRow,
  | 'productName'
  | 'price'
  | 'unit'
  | 'quantity'
  | 'description'
  | 'address'
  | 'availability'
  | 'variety'
  | 'grade'
  | 'organic'
  | 'harvestedOn'
  | 'minOrderQuantity'
  | 'pincode'
  | 'place'
  | 'district'
  | 'state'
  | 'lat'
  | 'lon'
  | 'images'
  | 'photoPreview'
  | 'expiresAt'
  | 'soldAt'
>;

/** The crop a listing's name names, and the crop's group (its browsing category); both null for no crop. */
function cropOf(productName: string): { crop: string | null; category: CropGroup | null } {
  const crop = CROP_VOCABULARY.cropOfName(productName);
  return { crop, category: crop === null ? null : (CROP_VOCABULARY.get(crop)?.group ?? null) };
}

export function createProductsRepository(db: Database) {
  const withSeller = () =>
    db.select(productWithSellerColumns).from(products).innerJoin(users, eq(users.id, products.sellerId));
  // Built and named once: every product page reads it, and building the query each time cost more than running it.
  const byId = withSeller()
    .where(eq(products.id, sql.placeholder('id')))
    .limit(1)
    .prepare('product_with_seller_by_id');

  return {
    /** Every write names the listing's crop and category from its name here, so no path can store a stale one. */
    async insert(row: NewProductRow): Promise<ProductRow> {
      // The words first: extra words in the typo dictionary are harmless if the listing is then refused.
      await recordWords(db, [row.productName]);
      const [created] = await db
        .insert(products)
        .values({ ...row, ...cropOf(row.productName) })
        .returning();
      return created!;
    },

    async findById(id: string): Promise<ProductWithSeller | undefined> {
      const rows = await byId.execute({ id });
      return rows[0];
    },

    /**
     * One page of the newest listings; served by the (created_at DESC, id DESC) index, stopping after `limit`. With a
     * point, each row also carries its distance from it.
     */
    async pageNewest(
      limit: number,
      offset: number,
      point: GeoPoint | null = null,
      excludeSellers: readonly string[] = [],
    ): Promise<ProductWithDistance[]> {
      return db
        .select(pageColumns(point))
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(listingVisibility.visible(excludeSellers))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit)
        .offset(offset);
    },

    /** One page of all listings, nearest first, then those without a location (see {@link distancePage}). */
    pageNearest(
      limit: number,
      offset: number,
      near: NearQuery,
      excludeSellers: readonly string[] = [],
    ): Promise<ProductWithDistance[]> {
      return distancePage(db, { where: listingVisibility.visible(excludeSellers), near, limit, offset });
    },

    /** A user's stored place (their address's centre), or null when it did not resolve. */
    async storedLocationOf(userId: string): Promise<{
      lat: number;
      lon: number;
      place: string | null;
      district: string | null;
      state: string | null;
    } | null> {
      const [row] = await db
        .select({
          lat: users.lat,
          lon: users.lon,
          place: users.place,
          district: users.district,
          state: users.state,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row || row.lat === null || row.lon === null) return null;
      return { ...row, lat: row.lat, lon: row.lon };
    },

    /** Listings a list shows (see {@link listingVisibility}). */
    async countAll(excludeSellers: readonly string[] = []): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(listingVisibility.visible(excludeSellers));
      return row?.n ?? 0;
    },

    /**
     * A seller's listings, newest first (the (seller_id, created_at) index): all of them with `own` (the seller's
     * own view: sold, expired and hidden too), else the active ones.
     */
    async listBySeller(sellerId: string, { own = false } = {}): Promise<ProductWithSeller[]> {
      return withSeller()
        .where(
          and(eq(products.sellerId, sellerId), own ? undefined : and(isNull(products.hiddenAt), isActive())),
        )
        .orderBy(desc(products.createdAt), desc(products.id));
    },

    /**
     * Marks the seller's own listing sold: it leaves lists at once (its expiry becomes the time of the sale, unless
     * it had already passed). Undefined when it is gone or not theirs.
     */
    async markSold(id: string, sellerId: string): Promise<ProductRow | undefined> {
      const [sold] = await db
        .update(products)
        .set({
          soldAt: sql`now()`,
          expiresAt: sql`LEAST(${products.expiresAt}, now())`,
          updatedAt: new Date(),
        })
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
        .returning();
      return sold;
    },

    /** Puts the seller's own listing up again until `expiresAt`, sold or not. */
    async renew(id: string, sellerId: string, expiresAt: Date): Promise<ProductRow | undefined> {
      const [renewed] = await db
        .update(products)
        .set({ soldAt: null, expiresAt, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
        .returning();
      return renewed;
    },

    /** The role of a user id, or undefined when there is no such user. */
    async roleOf(userId: string): Promise<'user' | 'seller' | 'moderator' | undefined> {
      const rows = await db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.suspendedAt), isNull(users.deletedAt)))
        .limit(1);
      return rows[0]?.role;
    },

    /** Updates the seller's own listing; undefined when it is gone (or was never theirs). */
    async update(id: string, sellerId: string, changes: ProductChanges): Promise<ProductRow | undefined> {
      await recordWords(db, [changes.productName]);
      const [updated] = await db
        .update(products)
        .set({ ...changes, ...cropOf(changes.productName), updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
        .returning();
      return updated;
    },

    /** Deletes the seller's own listing (its wishlist entries go with it by the foreign key's cascade). */
    async delete(id: string, sellerId: string): Promise<ProductRow | undefined> {
      const [deleted] = await db
        .delete(products)
        .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
        .returning();
      return deleted;
    },

    /**
     * Which of `keys` some listing still shows. Photos are stored under content hashes, so two listings with the same
     * photo share one file; `images && keys` is answered by the GIN index on `images`.
     */
    async keysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ images: products.images })
        .from(products)
        .where(arrayOverlaps(products.images, keys));
      const wanted = new Set(keys);
      return new Set(rows.flatMap((row) => row.images.filter((key) => wanted.has(key))));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
