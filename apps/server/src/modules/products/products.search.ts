import { CROP_VOCABULARY, foldText, type CropVocabulary } from '@kisansetu/contract/crops';
import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database, IndexWalks } from '../../db';
import { asBackgroundWork, indexWalksInTransactions, tables } from '../../db';
import { radiusCondition } from './products.near-me';
import { listable } from './products.visibility';
import { addressParts, createAddressResolver } from './search-address';
import { correctionsOf } from '../crops';
import {
  appendPage,
  byNewest,
  inPageOrder,
  mergedPage,
  nearestPage,
  orderFor,
  type SearchReaders,
  type SearchParams,
  type Alternative,
  type SearchResult,
  type Stream,
} from './search-pages';
import { TYPOS_WHEN_FEWER_THAN, containsWords, correctedWords, nameMatch } from './search-text';

export type { SearchParams, SearchResult } from './search-pages';
export { TYPOS_WHEN_FEWER_THAN, escapeLike, normaliseQuery } from './search-text';

const { products } = tables;

const AVAILABILITIES = ['in_stock', 'out_of_stock'] as const;

/**
 * The streams of a crop search for {@link mergedPage}: each crop's listings, in stock and out of stock, within each
 * alternative of the filters (an address's, see addressParts), so that each stream is one range of
 * products_crop_rank_idx, newest first. An alternative of few listings is one lookup a crop, in the page's order.
 */
function cropStreams(crops: readonly string[], alternatives: Alternative[], params: SearchParams): Stream[] {
  return alternatives.flatMap(({ where: within, few }) =>
    crops.flatMap((crop) =>
      few
        ? [{ where: and(eq(products.crop, crop), within)!, order: orderFor(params.sort), few }]
        : AVAILABILITIES.map((availability) => ({
            where: and(eq(products.crop, crop), eq(products.availability, availability), within)!,
            order: byNewest,
          })),
    ),
  );
}

const anyOf = (alternatives: Alternative[]): SQL => or(...alternatives.map(({ where }) => where))!;

/** Each alternative narrowed by `condition`. */
const narrowedBy = (alternatives: Alternative[], condition: SQL | undefined): Alternative[] =>
  alternatives.map(({ where, few }) => ({ where: and(where, condition)!, few }));

/**
 * Product search by name (in any language the crop vocabulary knows, typo-tolerant) and/or address (partial, or the
 * place the gazetteer knows), in stock and newest first, or newest or nearest first; near-me narrows it to a radius.
 *
 * A name that names crops ('aloo', 'टमाटर', 'wheet', 'red onion') is a walk of those crops' listings in
 * products_crop_rank_idx, whatever language the listings are written in; the other words narrow them. Any other name
 * is matched by its words (trigram index, or a walk of the rank index for a common word); while the real matches are
 * few, listings with a correction of a misspelt word follow them ('sharbti' → Sharbati, see correctionsOf).
 */
export function createProductSearch(
  db: Database,
  {
    indexWalks = indexWalksInTransactions(db),
    vocabulary = CROP_VOCABULARY,
  }: { indexWalks?: IndexWalks; vocabulary?: CropVocabulary } = {},
) {
  const placeOf = createAddressResolver(db);
  const readers: SearchReaders = { db, indexWalks };

  async function byName(
    name: string,
    alternatives: Alternative[],
    params: SearchParams,
  ): Promise<SearchResult> {
    const byDistance = params.sort === 'distance' && params.near;
    const query = vocabulary.resolveQuery(name);
    const match = nameMatch(name);
    if (query.crops.length > 0) {
      const crops = query.crops;
      const narrowed = (rest: readonly string[]) => narrowedBy(alternatives, containsWords(rest));
      const run = (within: Alternative[]) =>
        byDistance
          ? nearestPage(readers, and(inArray(products.crop, crops), anyOf(within)), params)
          : mergedPage(readers, cropStreams(crops, within, params), params);
      const result = await run(narrowed(query.rest));
      // 'lal onion' with no listing saying 'lal': the onions, rather than nothing.
      if (query.rest.length === 0 || result.total > 0) return result;
      return run(alternatives);
    }
    const real = narrowedBy(alternatives, match.where);
    const realResult = byDistance
      ? nearestPage(readers, anyOf(real), params)
      : mergedPage(readers, inPageOrder(real, params, { byWords: true }), params);
    // A misspelling's corrections are looked up beside its real matches rather than after them: the lookup is one
    // cheap statement on a small table, and waiting for the real matches first made 'sharbti' a search of three
    // steps (issue #13). It is wasted when the real matches are many, so it is sent after their page and count.
    const corrections = match.typos
      ? Promise.all(
          foldText(name)
            .split(' ')
            .map(async (w) => [w, ...(await correctionsOf(db, w))]),
        )
      : undefined;
    // Observed here so that a lookup not needed (or beside a failed search) is never an unhandled rejection.
    corrections?.catch(() => undefined);
    const result = await realResult;
    if (corrections === undefined || result.total >= TYPOS_WHEN_FEWER_THAN) return result;
    const typo = correctedWords(await corrections);
    if (typo === undefined) return result;
    // With no real match there is nothing to leave out: the extra ILIKE cost a planner estimate and a test a row.
    const typoOnly = and(typo, result.total > 0 ? not(match.where) : undefined, anyOf(alternatives))!;
    if (byDistance) return nearestPage(readers, sql`(${anyOf(real)} OR ${typoOnly})`, params);
    return appendPage(readers, result, typoOnly, params);
  }

  // Searches are the heavy reads: on the embedded database, pages, logins and chat go before them.
  return (params: SearchParams): Promise<SearchResult> => asBackgroundWork(() => search(params));

  async function search(params: SearchParams): Promise<SearchResult> {
    const near = params.near ?? null;
    const place = params.address === undefined ? null : await placeOf(params.address);
    const parts = params.address === undefined ? [{ where: sql`true` }] : addressParts(params.address, place);
    const alternatives = narrowedBy(parts, and(listable(params.excludeSellers), radiusCondition(near)));
    if (params.name !== undefined) return byName(params.name, alternatives, params);
    if (params.sort === 'distance' && near) return nearestPage(readers, anyOf(alternatives), params);
    return mergedPage(readers, inPageOrder(alternatives, params), params);
  }
}

export type ProductSearch = ReturnType<typeof createProductSearch>;
