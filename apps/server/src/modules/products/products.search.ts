import { CROP_VOCABULARY, type CropVocabulary } from '@kisansetu/contract/crops';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { radiusCondition } from './products.near-me';
import { listable } from './products.visibility';
import { addressCondition, createAddressResolver } from './search-address';
import {
  mergedPage,
  nearestPage,
  walkPage,
  withTyposPage,
  type Reader,
  type SearchParams,
  type SearchResult,
} from './search-pages';
import { FUZZY_THRESHOLD, TYPOS_WHEN_FEWER_THAN, containsWords, nameMatch } from './search-text';

export type { SearchParams, SearchResult } from './search-pages';
export { FUZZY_THRESHOLD, TYPOS_WHEN_FEWER_THAN, escapeLike, normaliseQuery } from './search-text';

const { products } = tables;

const AVAILABILITIES = ['in_stock', 'out_of_stock'] as const;

/**
 * The streams of a crop search for {@link mergedPage}: each crop's listings (in stock, then out of stock), and the
 * listings that name no crop but have a word starting with the query (`literal`): a listing not yet resolved, or an
 * unusual name ('Wheat Flour' if the vocabulary did not know it; never 'Buckwheat' for wheat).
 */
function cropStreams(crops: readonly string[], literal: SQL | undefined, filters: SQL): SQL[] {
  const streams: SQL[] = [];
  for (const crop of crops) {
    for (const availability of AVAILABILITIES) {
      streams.push(and(eq(products.crop, crop), eq(products.availability, availability), filters)!);
    }
  }
  if (literal) {
    for (const availability of AVAILABILITIES) {
      streams.push(and(isNull(products.crop), eq(products.availability, availability), literal, filters)!);
    }
  }
  return streams;
}

/**
 * Product search by name (in any language the crop vocabulary knows, typo-tolerant) and/or address (partial, or the
 * place the gazetteer knows), in stock and newest first, or newest or nearest first; near-me narrows it to a radius.
 *
 * A name that names crops ('aloo', 'टमाटर', 'wheet', 'red onion') is a walk of those crops' listings in
 * products_crop_rank_idx, whatever language the listings are written in; the other words narrow them. Any other name
 * is matched by its words through the trigram index, typos included while the real matches are few.
 */
export function createProductSearch(db: Database, vocabulary: CropVocabulary = CROP_VOCABULARY) {
  const placeOf = createAddressResolver(db);

  async function byName(
    reader: Reader,
    name: string,
    filters: SQL,
    params: SearchParams,
  ): Promise<SearchResult> {
    const byDistance = params.sort === 'distance' && params.near;
    const query = vocabulary.resolveQuery(name);
    const match = nameMatch(name);
    if (query.crops.length > 0) {
      const crops = query.crops;
      const narrowed = (rest: readonly string[]) => and(filters, containsWords(rest))!;
      const run = (within: SQL) =>
        byDistance
          ? nearestPage(
              reader,
              and(
                sql`(${inArray(products.crop, crops)} OR (${isNull(products.crop)} AND ${match.startsWord}))`,
                within,
              ),
              params,
            )
          : mergedPage(reader, cropStreams(crops, match.startsWord, within), params);
      const result = await run(narrowed(query.rest));
      // 'lal onion' with no listing saying 'lal': the onions, rather than nothing.
      if (query.rest.length === 0 || result.total > 0) return result;
      return run(filters);
    }
    const real = and(match.where, filters)!;
    const result = byDistance
      ? await nearestPage(reader, real, params)
      : await walkPage(reader, real, params);
    if (match.typo === undefined || result.total >= TYPOS_WHEN_FEWER_THAN) return result;
    // `<<%` compares against a server setting, not an argument; set_config(..., true) scopes it to this transaction,
    // so it never leaks into other queries on a pooled connection.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
      );
      return withTyposPage(
        tx,
        { real: match.where, typo: match.typo!, closeness: match.closeness, filters },
        params,
      );
    });
  }

  return async function search(params: SearchParams): Promise<SearchResult> {
    const near = params.near ?? null;
    const place = params.address === undefined ? null : await placeOf(params.address);
    const filters = and(
      listable(params.excludeSellers),
      params.address === undefined ? undefined : addressCondition(params.address, place),
      radiusCondition(near),
    )!;
    if (params.name !== undefined) return byName(db, params.name, filters, params);
    if (params.sort === 'distance' && near) return nearestPage(db, filters, params);
    return walkPage(db, filters, params);
  };
}

export type ProductSearch = ReturnType<typeof createProductSearch>;
