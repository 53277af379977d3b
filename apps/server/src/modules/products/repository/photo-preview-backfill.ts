import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { tables, type Database } from '../../../db';
import type { SavedImage } from '../../../storage';
import { listingPhotoFacts, type DescribeStored } from '../photo-facts';

const { products, appMeta } = tables;

const META_KEY = 'photo_previews';
/** Bumped when every listing still without facts must be looked at again (how they are made changed). */
export const PHOTO_PREVIEWS_VERSION = 'previews-1';

/** Rows read per round trip: each distinct photo among them is read from the photo store once. */
const BATCH = 500;

/** Photos remembered across batches (listings often share a photo); cleared past this many. */
const REMEMBERED_MAX = 20_000;

/**
 * Fills data saver's facts (`photo_preview`) of listings stored before they existed, once per
 * {@link PHOTO_PREVIEWS_VERSION} (kept in app_meta). Listings with photos and no facts are walked by id in batches;
 * each distinct photo is read from the photo store once; a listing whose first photo's files are missing keeps null.
 * Listings without photos are never written, and the walk over them is one index-ordered pass with no query per row.
 * Safe to run in several processes at once: a row is written only while it still has the photos it was read with
 * and no facts (an update meanwhile wrote its own). Returns how many listings were filled.
 */
export async function fillListingPhotoPreviews(
  db: Database,
  describeStored: DescribeStored,
): Promise<number> {
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  if (stored?.value === PHOTO_PREVIEWS_VERSION) return 0;
  const remembered = new Map<string, Promise<SavedImage | null>>();
  const describe = (key: string): Promise<SavedImage | null> => {
    let found = remembered.get(key);
    if (!found) {
      found = describeStored(key);
      remembered.set(key, found);
    }
    return found;
  };
  let filled = 0;
  let after: string | null = null;
  for (;;) {
    const rows: { id: string; images: string[] }[] = await db
      .select({ id: products.id, images: products.images })
      .from(products)
      .where(
        and(
          after === null ? undefined : gt(products.id, after),
          isNull(products.photoPreview),
          sql`cardinality(${products.images}) > 0`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const ids: string[] = [];
    const images: string[] = [];
    const facts: string[] = [];
    for (const row of rows) {
      const made = await listingPhotoFacts(row.images, [], null, describe);
      if (made === null || made.preview === null) continue;
      ids.push(row.id);
      // Postgres arrays of arrays must be rectangular, so each row's photos travel as one text array literal.
      images.push(`{${row.images.join(',')}}`);
      facts.push(JSON.stringify(made));
    }
    if (remembered.size > REMEMBERED_MAX) remembered.clear();
    if (ids.length === 0) continue;
    const result = (await db.execute(sql`
      UPDATE products AS p SET photo_preview = v.facts
      FROM unnest(${sql.param(ids)}::uuid[], ${sql.param(images)}::text[], ${sql.param(facts)}::jsonb[])
        AS v(id, images, facts)
      WHERE p.id = v.id AND p.photo_preview IS NULL AND p.images = v.images::text[]
      RETURNING p.id`)) as unknown as { rows: unknown[] };
    filled += result.rows.length;
  }
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value: PHOTO_PREVIEWS_VERSION })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: PHOTO_PREVIEWS_VERSION, updatedAt: new Date() },
    });
  return filled;
}
