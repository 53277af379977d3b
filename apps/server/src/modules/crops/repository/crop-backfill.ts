import { CROP_VOCABULARY, type CropVocabulary } from '@kisansetu/contract/crops';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { tables, type Database } from '../../../db';
import { recordWords } from './listing-words';

const { products, appMeta } = tables;

const META_KEY = 'crop_vocabulary';
/** Bumped when the listing-words dictionary must be filled again (its rules changed). */
const WORDS_VERSION = 'words-2';

/** Rows read and resolved per round trip. */
const BATCH = 5000;

/**
 * Resolves every listing's `crop` (and its `category`, the crop's group) again when the vocabulary changed since the last run (its fingerprint is kept in
 * app_meta): a crop added or a spelling fixed then reaches old listings too; the same pass fills the typo dictionary
 * (listing_words) with the names' words. Rows are walked by id in batches and only the ones whose crop changes are
 * written, so a run after a small change touches few rows. Safe to run in several processes at once (each writes the
 * same values); returns how many listings changed.
 */
export async function resolveListingCrops(
  db: Database,
  vocabulary: CropVocabulary = CROP_VOCABULARY,
): Promise<number> {
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  const version = `${vocabulary.version}/${WORDS_VERSION}`;
  if (stored?.value === version) return 0;
  let changed = 0;
  let after: string | null = null;
  const cropOf = new Map<string, string | null>();
  for (;;) {
    const rows: { id: string; name: string; crop: string | null; category: string | null }[] = await db
      .select({
        id: products.id,
        name: products.productName,
        crop: products.crop,
        category: products.category,
      })
      .from(products)
      .where(after === null ? undefined : gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    await recordWords(db, [...new Set(rows.map((row) => row.name))]);
    const ids: string[] = [];
    const crops: (string | null)[] = [];
    const categories: (string | null)[] = [];
    for (const row of rows) {
      if (!cropOf.has(row.name)) cropOf.set(row.name, vocabulary.cropOfName(row.name));
      const crop = cropOf.get(row.name) ?? null;
      const category = crop === null ? null : (vocabulary.get(crop)?.group ?? null);
      if (crop === row.crop && category === row.category) continue;
      ids.push(row.id);
      crops.push(crop);
      categories.push(category);
    }
    if (cropOf.size > 50_000) cropOf.clear();
    if (ids.length === 0) continue;
    await db.execute(sql`
      UPDATE products AS p SET crop = v.crop, category = v.category
      FROM unnest(${sql.param(ids)}::uuid[], ${sql.param(crops)}::text[], ${sql.param(categories)}::text[])
        AS v(id, crop, category)
      WHERE p.id = v.id`);
    changed += ids.length;
  }
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value: version })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } });
  return changed;
}
