import { PAGING, type CropLang } from '@kisansetu/contract';
import { CROP_VOCABULARY, letters, type CropVocabulary } from '@kisansetu/contract/crops';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db';
import { tables } from '../../../db';
import { listingVisibility } from '../../products';
import { byRelevance } from './pages';
import { escapeLike, likeIgnoringCase, normaliseQuery } from './text';

const { products } = tables;

/** Listing names are suggested from this many letters on: shorter, the crops alone say more. */
const NAMES_FROM_LETTERS = 3;
/** Newest matching listings read to find distinct names among them. */
const NAMES_SCANNED = 60;

/**
 * Search-as-you-type (GET product/suggest): crops whose name or spelling starts with what was typed, named in the
 * UI's language ('aloo' → 'आलू' in Hindi), then names of live listings that start with it or have a word that does.
 * The names come from the newest matching listings only, so a common prefix costs a short index walk.
 */
export function createProductSuggest(db: Database, vocabulary: CropVocabulary = CROP_VOCABULARY) {
  return async function suggest(typed: string, lang: CropLang): Promise<string[]> {
    const q = normaliseQuery(typed);
    if (q === '') return [];
    const max = PAGING.suggestionsMax;
    const crops = vocabulary.suggest(q, lang, max);
    if (crops.length >= max || letters(q).length < NAMES_FROM_LETTERS) return crops;
    const escaped = escapeLike(q);
    const lowered = products.productNameLower;
    // The ids from the rank index alone (it holds the lowered name), then the names of those few from the table.
    const newest = db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${listingVisibility.visible()} AND (${likeIgnoringCase(lowered, `${escaped}%`)} OR ${likeIgnoringCase(lowered, `% ${escaped}%`)})`,
      )
      .orderBy(...byRelevance)
      .limit(NAMES_SCANNED);
    const rows = await db
      .select({ name: products.productName })
      .from(products)
      .where(inArray(products.id, newest))
      .orderBy(...byRelevance);
    const seen = new Set(crops.map((name) => name.toLowerCase()));
    const names: string[] = [];
    for (const { name } of rows) {
      const key = name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      names.push(name);
    }
    return [...crops, ...names].slice(0, max);
  };
}

export type ProductSuggest = ReturnType<typeof createProductSuggest>;
