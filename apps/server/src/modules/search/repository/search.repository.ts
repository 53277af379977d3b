import { hasProductFilters } from '@kisansetu/contract';
import { CROP_VOCABULARY, foldText, type CropVocabulary } from '@kisansetu/contract/crops';
import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database, IndexWalks } from '../../../db';
import { asBackgroundWork, indexWalksInTransactions, tables } from '../../../db';
import { listingVisibility } from '../../products';
import { addressParts, createAddressResolver } from './address';
import { createAlternativesWithListings, type AddressAlternatives } from './alternatives-with-listings';
import { createWordLookup } from '../../crops';
import {
  appendPage,
  byNewest,
  byRelevance,
  inPageOrder,
  mergedPage,
  nearestPage,
  orderFor,
  type SearchReaders,
  type SearchParams,
  type Alternative,
  type SearchResult,
  type Stream,
} from './pages';
import { TYPOS_WHEN_FEWER_THAN, containsWords, correctedWords, nameMatch, normaliseQuery } from './text';

export type { SearchParams, SearchResult } from './pages';
export { TYPOS_WHEN_FEWER_THAN, escapeLike, normaliseQuery } from './text';

const { products } = tables;

const AVAILABILITIES = ['in_stock', 'out_of_stock'] as const;

/**
 * The streams of a crop search for {@link mergedPage}: each crop's listings within each alternative of the filters (an
 * address's, see addressParts), each one range of a crop index (products_crop_rank_idx, or a district's): in the
 * page's order for best match first (in stock, then newest: the indexes' own order), and in stock and out of stock
 * apart for newest first, each newest first. An alternative of few listings is one lookup a crop, in the page's order.
 */
function cropStreams(crops: readonly string[], alternatives: Alternative[], params: SearchParams): Stream[] {
  const inIndexOrder = (params.sort ?? 'relevance') === 'relevance';
  return alternatives.flatMap(({ where, few, fewOfAll, byWords }) =>
    crops.flatMap((crop): Stream[] => {
      if (few || fewOfAll)
        return [{ where: and(eq(products.crop, crop), where)!, order: orderFor(params.sort), few: true }];
      if (inIndexOrder) return [{ where: and(eq(products.crop, crop), where)!, order: byRelevance, byWords }];
      return AVAILABILITIES.map((availability) => ({
        where: and(eq(products.crop, crop), eq(products.availability, availability), where)!,
        order: byNewest,
        byWords,
      }));
    }),
  );
}

/**
 * Whether a search's page can be planned once for any values (see readPage): not with a radius or a filter, nor with
 * words to match (a name's, an address the gazetteer does not know), whose best plan depends on how common they are.
 */
const plannedOnceFits = (params: SearchParams, alternatives: Alternative[]): boolean =>
  !params.near &&
  !hasProductFilters(params.filters ?? {}) &&
  !alternatives.some((alternative) => alternative.byWords);

/** The real matches of a misspelling, the usual case: none. */
const NOTHING: SearchResult = { rows: [], total: 0, capped: false };

const anyOf = (alternatives: Alternative[]): SQL => or(...alternatives.map(({ where }) => where))!;

/** Each alternative narrowed by `condition`. */
const narrowedBy = (alternatives: Alternative[], condition: SQL | undefined): Alternative[] =>
  alternatives.map((alternative) => ({ ...alternative, where: and(alternative.where, condition)! }));

/**
 * Product search by name (in any language the crop vocabulary knows, typo-tolerant) and/or address (partial, or the
 * place the gazetteer knows), in stock and newest first, or newest or nearest first; near-me narrows it to a radius.
 *
 * A name that names crops ('aloo', 'टमाटर', 'wheet', 'red onion') is a walk of those crops' listings in
 * products_crop_rank_idx, whatever language the listings are written in; the other words narrow them. Any other name
 * is matched by its words (trigram index, or a walk of the rank index for a common word); while the real matches are
 * few, listings with a correction of a misspelt word follow them ('sharbti' → Sharbati, see lookUpWord).
 */
export function createProductSearch(
  db: Database,
  {
    indexWalks = indexWalksInTransactions(db),
    plannedOnce = db,
    vocabulary = CROP_VOCABULARY,
    listingsChanged,
  }: {
    indexWalks?: IndexWalks;
    plannedOnce?: Database;
    vocabulary?: CropVocabulary;
    /**
     * Subscribes to every change of a listing, in this process or another; without it, an address's lookups outside
     * its place are never left out (see createAlternativesWithListings).
     */
    listingsChanged?: (listener: () => void) => void;
  } = {},
) {
  const placeOf = createAddressResolver(db);
  const withListings = listingsChanged && createAlternativesWithListings(indexWalks, listingsChanged);
  const readers: SearchReaders = { db, indexWalks, plannedOnce };
  const lookUpWord = createWordLookup(db);

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
      // Planned once where each branch is a crop's range of one index whatever the values.
      const fixed = plannedOnceFits(params, alternatives);
      const run = (within: Alternative[], plannedOnce: boolean) =>
        byDistance
          ? nearestPage(readers, and(inArray(products.crop, crops), anyOf(within)), params)
          : mergedPage(readers, cropStreams(crops, within, params), params, { plannedOnce });
      const result = await run(narrowed(query.rest), fixed && query.rest.length === 0);
      // 'lal onion' with no listing saying 'lal': the onions, rather than nothing.
      if (query.rest.length === 0 || result.total > 0) return result;
      return run(alternatives, fixed);
    }
    // A misspelling's corrections are looked up first, beside its real matches rather than after them: the lookup
    // heads a misspelling's critical path (its corrections' page waits for it), it is one cheap statement on a small
    // table, and a word looked up in the last minute costs none (createWordLookup). Waiting for the real matches
    // first would add a step to every misspelling's search. It is wasted when the real matches are many.
    const words = foldText(name).split(' ');
    const lookups = match.typos ? Promise.all(words.map((word) => lookUpWord(word))) : undefined;
    // A word the kept lookups say no listing has: its real matches are counted only if their page is full.
    const kept = words.map((word) => lookUpWord.kept(word));
    const likelyNone = match.typos && kept.some((word) => word && !word.known);
    const real = narrowedBy(alternatives, match.where);
    const realResult = byDistance
      ? nearestPage(readers, anyOf(real), params)
      : mergedPage(readers, inPageOrder(real, params, { byWords: true }), params, {
          countWhenFull: likelyNone,
        });
    // A word no listing has ('sharbti') has, nearly always, no real match: its corrections' page is then started as
    // soon as the lookup answers, beside the real matches' page and count rather than after them, which took a
    // misspelling two steps of a page and a count each. It is the page the search gives when the real matches are
    // none (appendPage after nothing), and it is used only when they are; otherwise it is dropped.
    const guessed =
      lookups && !byDistance
        ? lookups.then((found) => {
            const typo = found.every((word) => word.known)
              ? undefined
              : correctedWords(found.map((w) => w.words));
            return typo && appendPage(readers, NOTHING, and(typo, anyOf(alternatives))!, params);
          })
        : undefined;
    // Observed here so that a lookup or guess not needed (or beside a failed search) is never an unhandled rejection.
    lookups?.catch(() => undefined);
    guessed?.catch(() => undefined);
    const result = await realResult;
    if (lookups === undefined || result.total >= TYPOS_WHEN_FEWER_THAN) return result;
    const ready = result.total === 0 ? await guessed : undefined;
    if (ready) return ready;
    const typo = correctedWords((await lookups).map((word) => word.words));
    if (typo === undefined) return result;
    // With no real match there is nothing to leave out: the extra LIKE cost a planner estimate and a test a row.
    const typoOnly = and(typo, result.total > 0 ? not(match.where) : undefined, anyOf(alternatives))!;
    if (byDistance) return nearestPage(readers, sql`(${anyOf(real)} OR ${typoOnly})`, params);
    return appendPage(readers, result, typoOnly, params);
  }

  /** An address's alternatives without its lookups outside its place that hold no listing. */
  function present(address: string, parts: Alternative[]): AddressAlternatives {
    return withListings
      ? withListings.of(normaliseQuery(address).toLowerCase(), parts)
      : { alternatives: parts };
  }

  // Searches are the heavy reads: on the embedded database, pages, logins and chat go before them.
  return (params: SearchParams): Promise<SearchResult> => asBackgroundWork(() => search(params));

  async function search(params: SearchParams): Promise<SearchResult> {
    const near = params.near ?? null;
    const place = params.address === undefined ? null : await placeOf(params.address);
    const { alternatives: parts, learn } =
      params.address === undefined
        ? { alternatives: [{ where: sql`true` }] }
        : present(params.address, addressParts(params.address, place));
    const alternatives = narrowedBy(
      parts,
      listingVisibility.narrowed(params.excludeSellers, { near, filters: params.filters }),
    );
    if (params.name !== undefined) return byName(params.name, alternatives, params);
    if (params.sort === 'distance' && near) return nearestPage(readers, anyOf(alternatives), params);
    // A place alone, best match first, is planned once too: each branch is then a walk of a district's listings by
    // equality, or a lookup of few listings. Not when too many districts share the place's words (those are walked
    // over every listing, as far as they are common), nor in another order, whose best plan depends on the place.
    const plannedOnce =
      params.address !== undefined &&
      (params.sort ?? 'relevance') === 'relevance' &&
      plannedOnceFits(params, alternatives) &&
      alternatives.every((alternative) => alternative.fewOfAll || !alternative.few);
    const result = await mergedPage(readers, inPageOrder(alternatives, params), params, { plannedOnce });
    // Looked up for every visitor alike, the page's lookups of the alternatives few of all listings say which hold one.
    const asEveryone =
      !near && !hasProductFilters(params.filters ?? {}) && (params.excludeSellers ?? []).length === 0;
    if (asEveryone) learn?.(result.lookupsFound);
    return result;
  }
}

export type ProductSearch = ReturnType<typeof createProductSearch>;
