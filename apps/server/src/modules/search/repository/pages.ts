import { PAGING, type ProductFilters, type ProductSort } from '@kisansetu/contract';
import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, IndexWalks } from '../../../db';
import { prerendered, statementTemplates, tables } from '../../../db';
import {
  distanceColumn,
  distancePage,
  productWithSellerColumns,
  type NearQuery,
  type ProductWithDistance,
} from '../../products';

const { products, users } = tables;

/**
 * Where a search reads: its pages and ordered counts from `db`, its counts by words through `indexWalks` (connections
 * that plan without sequential scans, see countUpTo), and its pages planned once from `plannedOnce` (see readPage).
 */
export interface SearchReaders {
  db: PageReader;
  indexWalks: IndexWalks;
  plannedOnce: PageReader;
}

/** What a page statement is built with. */
export type PageReader = Pick<Database, 'select' | 'with' | '$with'>;

export interface SearchParams {
  name: string | undefined;
  address: string | undefined;
  limit: number;
  offset: number;
  /** Near-me: the point distances are measured from, and the radius if any. */
  near?: NearQuery | null;
  /** Defaults to relevance (in stock first, then newest); `distance` needs `near`. */
  sort?: ProductSort;
  /** Sellers whose listings the caller must not see (a block between them). */
  excludeSellers?: readonly string[];
  /** Category, price range, organic, grade, in stock (see products' listingVisibility.narrowed). */
  filters?: Partial<ProductFilters>;
}

export interface SearchResult {
  rows: ProductWithDistance[];
  total: number;
  /** The matches were counted only up to `total`: there are more. */
  capped: boolean;
  /**
   * Whether each of the page statement's lookups of few listings (see sharedLookups) holds one, in their order, when
   * the statement could tell; undefined otherwise.
   */
  lookupsFound?: boolean[];
}

/**
 * How a page is read: `byWords`, see {@link Alternative}; `countWhenFull` and `countApart`, see {@link pageTotal};
 * `plannedOnce`, see {@link readPage}.
 */
export interface PageOptions {
  byWords?: boolean;
  countWhenFull?: boolean;
  countApart?: boolean;
  plannedOnce?: boolean;
}

export const byNewest = [desc(products.createdAt), desc(products.id)];
/** Best match among equals: in stock before out of stock ('in_stock' sorts first), then newest. */
export const byRelevance = [asc(products.availability), ...byNewest];

/** Cheapest first (per kg for weight units), equal prices in a fixed order: a walk of a price index. */
export const byPriceAsc = [asc(products.comparablePrice), asc(products.id)];
export const byPriceDesc = [desc(products.comparablePrice), desc(products.id)];

export const isPriceSort = (sort: ProductSort | undefined): boolean =>
  sort === 'price_asc' || sort === 'price_desc';

export function orderFor(sort: ProductSort | undefined): SQL[] {
  if (sort === 'newest') return byNewest;
  if (sort === 'price_asc') return byPriceAsc;
  if (sort === 'price_desc') return byPriceDesc;
  return byRelevance;
}

/** Each order as one ORDER BY list, rendered once (it recurs in every branch of a page, see prerendered). */
const ORDER_TEXT = new Map<SQL[], SQL>(
  [byNewest, byRelevance, byPriceAsc, byPriceDesc].map((order) => [
    order,
    prerendered(sql.join(order, sql`, `)),
  ]),
);
const orderText = (order: SQL[]): SQL => ORDER_TEXT.get(order) ?? sql.join(order, sql`, `);

/**
 * How far a search counts: the first PAGING.searchCountBound past the page asked for, rounded up to it, so that the total
 * always reaches past this page (Load More keeps working) while a common crop is never counted in full.
 */
export function countBound(offset: number, limit: number): number {
  const step = PAGING.searchCountBound;
  return Math.ceil((offset + limit + 1) / step) * step;
}

const ID = prerendered(sql`${products.id}`);
/** What a merged page's branches give: enough to merge them in the page's order. */
const MERGE_COLUMNS = prerendered(
  sql`${products.id} AS id, ${products.availability} AS availability, ${products.createdAt} AS created_at`,
);

/**
 * One alternative of a search's filters (an address's, see addressParts). `few`: expected to hold few listings of a
 * crop (the words of an address outside the district the gazetteer found for it), so looked up rather than walked.
 * `fewOfAll`: few even without a crop (a place named in other districts' addresses, or in unplaced listings'), so
 * looked up on every search, and left out while it is known to hold none (see createAlternativesWithListings).
 * `byWords`: matched by words alone (a name's, or an address the gazetteer does not know; LIKE, trigram-indexed), so
 * counted in no order, see {@link countUpTo}.
 */
export interface Alternative {
  where: SQL;
  few?: boolean;
  fewOfAll?: boolean;
  byWords?: boolean;
}

/**
 * One alternative of a search: its WHERE, and the order that makes the planner walk the right index. `shared`: the
 * name of the page statement's WITH query that looks up this stream of few listings (see sharedLookups).
 */
export interface Stream extends Alternative {
  order: SQL[];
  shared?: SQL;
}

/**
 * A stream's first `limit` listings in its order, as `columns`. A stream of few listings is planned on its own
 * (OFFSET 0 keeps the outer ORDER BY and LIMIT out of its plan): given a LIMIT, the planner walks an index in order
 * and trusts its estimate that the matches come early, which for an address word outside its place means reading a
 * crop's every listing to find none; planned alone, it looks the few up in products_crop_place_idx and sorts them.
 */
function streamSelect(columns: SQL, { where, order, few, shared }: Stream, limit: number): SQL {
  const ordered = orderText(order);
  if (shared)
    return sql`(SELECT ${columns} FROM ${shared} AS ${products} ORDER BY ${ordered} LIMIT ${limit})`;
  if (!few)
    return sql`(SELECT ${columns} FROM ${products} WHERE ${where} ORDER BY ${ordered} LIMIT ${limit})`;
  return sql`(SELECT ${columns} FROM ${fewLookup(where)} AS ${products} ORDER BY ${ordered} LIMIT ${limit})`;
}

/** The listings of a stream of few, looked up on their own (OFFSET 0, see streamSelect), as a merge needs them. */
const fewLookup = (where: SQL): SQL =>
  sql`(SELECT ${products.id}, ${products.availability}, ${products.createdAt} FROM ${products} WHERE ${where} OFFSET 0)`;

/**
 * The streams of few listings as WITH queries of the page's statement, each looked up once for both the page and the
 * count (a lookup of an address's words outside its place is most of such a search's cost when it reads many index
 * matches to find none); `lookups`: their bodies, in the order of their names.
 */
function sharedLookups(streams: Stream[]): { streams: Stream[]; lookups: SQL[] } {
  const lookups: SQL[] = [];
  const named = streams.map((stream) => {
    if (!stream.few) return stream;
    lookups.push(fewLookup(stream.where));
    return { ...stream, shared: sql.raw(sharedName(lookups.length - 1)) };
  });
  return { streams: named, lookups };
}

const sharedName = (index: number) => `few_${index}`;

/**
 * Matches of `streams` (disjoint, see addressParts), counted up to `bound` + 1 and no further, in one statement: the
 * streams are read one after another and reading stops at the bound, so a common crop's in-stock listings or a
 * district's end the count before the other streams are touched. Each keeps its order: without it the planner takes
 * a sequential scan for a LIMIT over a few percent of the rows, where the ordered walk of an
 * index reads only index tuples until the bound.
 *
 * Streams matched by a name's words are counted in no order, with sequential scans off for that one statement
 * (`indexWalks`: on PostgreSQL connections of their own, so it stays one round trip): the planner then walks
 * products_rank_idx for a common word (index tuples only, as the ordered walk) but, for a rare one,
 * stops the trigram index's bitmap scan at the bound, where keeping the order would make it read and sort every
 * match first.
 */
export async function countUpTo(readers: SearchReaders, streams: Stream[], bound: number): Promise<number> {
  if (streams.length > 0 && streams.every((stream) => stream.byWords)) {
    const selects = streams.map(
      ({ where }) => sql`(SELECT ${products.id} FROM ${products} WHERE ${where} LIMIT ${bound + 1})`,
    );
    return readers.indexWalks((walker) => countOf(walker, selects, bound));
  }
  const selects = streams.map((stream) => streamSelect(ID, stream, bound + 1));
  return countOf(readers.db, selects, bound);
}

const boundedMatches = (selects: SQL[], bound: number): SQL =>
  sql`(SELECT 1 FROM (${sql.join(selects, sql` UNION ALL `)}) AS parts LIMIT ${bound + 1}) AS matches`;

async function countOf(reader: Pick<Database, 'select'>, selects: SQL[], bound: number): Promise<number> {
  const [row] = await reader
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(boundedMatches(selects, bound));
  return row?.n ?? 0;
}

/**
 * The count of {@link countUpTo} as a column of the page's own statement, when it is read in order on the page's
 * connection; undefined when it needs a walk connection of its own (streams matched by words).
 */
function countColumn(streams: Stream[], bound: number): SQL.Aliased<number> | undefined {
  if (streams.length > 0 && streams.every((stream) => stream.byWords)) return undefined;
  const selects = streams.map((stream) => streamSelect(ID, stream, bound + 1));
  return sql<number>`(SELECT count(*) FROM ${boundedMatches(selects, bound)})`.mapWith(Number).as('matches');
}

/** A page's rows, read with the count of its matches as a column when `count` is given. */
type PageRead = (count: SQL.Aliased<number> | undefined) => Promise<PageRow[]>;

/**
 * A page and its total: the total is known without counting when the page is not full (it is then the last one),
 * else counted up to {@link countBound}. The count is a column of the page's own statement (one round trip, one
 * statement for the database to parse and run; under many searches at once, each statement's fixed cost is what runs
 * out first), except for streams matched by words, whose count needs a walk connection: it then runs beside the
 * page, which goes first, as it does for a page read by another module (`countApart`: `read` takes no column).
 * `countWhenFull`: matches expected to be none, so the count is sent only if the page says it is needed (each
 * statement costs node and the database CPU). `inStatement`: the streams as the page's statement reads them, for its
 * count column (see sharedLookups); a count of its own reads `streams`.
 */
export async function pageTotal(
  readers: SearchReaders,
  read: PageRead,
  params: Pick<SearchParams, 'offset' | 'limit'>,
  streams: Stream[],
  { countWhenFull = false, countApart = false }: PageOptions = {},
  inStatement: Stream[] = streams,
): Promise<SearchResult> {
  const { offset, limit } = params;
  const bound = countBound(offset, limit);
  const column = countWhenFull || countApart ? undefined : countColumn(inStatement, bound);
  const page = read(column);
  const counting = countWhenFull || column ? undefined : countUpTo(readers, streams, bound);
  // Observed here so that a count whose page fails (or is not needed) is never an unhandled rejection.
  counting?.catch(() => undefined);
  const found = await page;
  const first = found[0];
  const rows: ProductWithDistance[] =
    column || first?.lookupsFound ? found.map(({ matches: _n, lookupsFound: _f, ...row }) => row) : found;
  // Not full: the last page, whose total is known without counting (and never past the bound).
  const last = rows.length < limit && (rows.length > 0 || offset === 0);
  const counted = last
    ? offset + rows.length
    : (first?.matches ?? (await (counting ?? countUpTo(readers, streams, bound))));
  const capped = counted > bound;
  const lookupsFound = first?.lookupsFound && { lookupsFound: first.lookupsFound };
  return { rows, total: capped ? bound : counted, capped, ...lookupsFound };
}

/** A page's row, with the count of its matches and whether each of its lookups holds a listing, when asked. */
type PageRow = ProductWithDistance & { matches?: number; lookupsFound?: boolean[] };
type PageTemplates = (parts: (SQL | undefined)[]) => Promise<PageRow[]>;

/**
 * Whether each of a page's `count` lookups of few listings holds one: read once, from the lookups the page has
 * already made (see sharedLookups).
 */
const lookupsFoundColumn = (count: number): SQL.Aliased<boolean[]> =>
  sql<boolean[]>`ARRAY[${sql.join(
    Array.from({ length: count }, (_, i) => sql`EXISTS (SELECT 1 FROM ${sql.raw(sharedName(i))})`),
    sql`, `,
  )}]`.as('lookups_found');

/** Each reader's page statements, rendered once per shape (see statementTemplates), by statement name. */
const templatesOf = new WeakMap<object, Map<string, PageTemplates>>();

/**
 * The page statements of `reader` under `name` ('': unnamed, planned for its values each time): the page's rows
 * (with the seller), their distance column, the count column if any, the ids, the order and the shared lookups (see
 * sharedLookups) as the parts.
 */
function pageTemplates(reader: PageReader, name: string): PageTemplates {
  let byName = templatesOf.get(reader);
  if (!byName) templatesOf.set(reader, (byName = new Map()));
  let pages = byName.get(name);
  if (!pages) {
    pages = statementTemplates<PageRow>(([distance, count, ids, order, ...lookups]) =>
      reader
        .with(...lookups.map((lookup, i) => reader.$with(sharedName(i), {}).as(lookup!)))
        .select({
          ...productWithSellerColumns,
          distanceM: distance as SQL<number | null>,
          ...(count ? { matches: count.mapWith(Number).as('matches') } : {}),
          ...(lookups.length > 0 ? { lookupsFound: lookupsFoundColumn(lookups.length) } : {}),
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(inArray(products.id, ids!))
        .orderBy(order!)
        .prepare(name),
    );
    byName.set(name, pages);
  }
  return pages;
}

/**
 * A page's rows, the listings `ids` names in `order`. `plannedOnce`: the statement is named per text (the database's
 * namedPerText) and read from `readers.plannedOnce`, so that a connection plans it once for any values, where
 * planning it, many index ranges in each of its branches, cost as much as running it; only for shapes whose every
 * branch takes the same index whatever the values (a crop's listings in a place, by equality), never for a price
 * range or a radius.
 */
function readPage(
  readers: SearchReaders,
  params: SearchParams,
  {
    ids,
    order,
    plannedOnce = false,
    lookups = [],
  }: { ids: SQL; order: SQL[]; plannedOnce?: boolean; lookups?: SQL[] },
): PageRead {
  const pages = plannedOnce
    ? pageTemplates(readers.plannedOnce, 'search_page*')
    : pageTemplates(readers.db, '');
  return (count) =>
    pages([distanceColumn(params.near?.point ?? null), count?.sql, ids, orderText(order), ...lookups]);
}

/**
 * One ordered walk: relevance walks products_rank_idx (in stock, newest) and newest the created_at index, each
 * stopping after the page; the name, address and radius filters read the index's INCLUDE columns. For a rare word
 * the planner takes the trigram index and sorts the few matches instead.
 */
export async function walkPage(
  readers: SearchReaders,
  where: SQL,
  params: SearchParams,
  { byWords = false, countWhenFull = false, plannedOnce }: PageOptions = {},
): Promise<SearchResult> {
  const order = orderFor(params.sort);
  // The walk picks the page's ids from the index alone; only the page's own rows are then read from the table (a
  // walk that read the table for every listing it passed over paid a random read for each, most of them for rows
  // the page never shows).
  const ids = sql`(SELECT ${products.id} FROM ${products} WHERE ${where}
                   ORDER BY ${orderText(order)} LIMIT ${params.limit} OFFSET ${params.offset})`;
  const read = readPage(readers, params, { ids, order, plannedOnce });
  return pageTotal(readers, read, params, [{ where, order: orderFor(params.sort), byWords }], {
    countWhenFull,
  });
}

/**
 * The listings of several disjoint streams merged in the page's order. Each stream is cut at
 * offset + limit before the merge, which makes the page an index walk of at most that many rows a stream, whatever
 * the number of matches. A stream's order must give its rows in the page's order: a crop stream fixes crop and
 * availability and walks products_crop_rank_idx newest first; an address alternative walks in the page's order.
 */
export async function mergedPage(
  readers: SearchReaders,
  streams: Stream[],
  params: SearchParams,
  { countWhenFull = false, plannedOnce }: Pick<PageOptions, 'countWhenFull' | 'plannedOnce'> = {},
): Promise<SearchResult> {
  const [only] = streams;
  if (streams.length === 1 && only)
    return walkPage(readers, only.where, params, { byWords: only.byWords, countWhenFull, plannedOnce });
  // A price order is one walk of a price index over all the streams: their merge keeps only the newest order.
  if (isPriceSort(params.sort))
    return walkPage(readers, or(...streams.map(({ where }) => where))!, params, {
      byWords: streams.every((stream) => stream.byWords),
      countWhenFull,
    });
  const depth = params.offset + params.limit;
  const shared = sharedLookups(streams);
  const branches = shared.streams.map((stream) => streamSelect(MERGE_COLUMNS, stream, depth));
  const order =
    params.sort === 'newest'
      ? sql`created_at DESC, id DESC`
      : sql`availability ASC, created_at DESC, id DESC`;
  const ids = sql`(SELECT id FROM (${sql.join(branches, sql` UNION ALL `)}) AS merged
                   ORDER BY ${order} LIMIT ${params.limit} OFFSET ${params.offset})`;
  const read = readPage(readers, params, {
    ids,
    order: orderFor(params.sort),
    plannedOnce,
    lookups: shared.lookups,
  });
  const result = await pageTotal(readers, read, params, streams, { countWhenFull }, shared.streams);
  // An empty first page: no stream, the lookups' among them, has a listing.
  if (!result.lookupsFound && shared.lookups.length > 0 && result.rows.length === 0 && params.offset === 0)
    return { ...result, lookupsFound: shared.lookups.map(() => false) };
  return result;
}

/**
 * The alternatives of a search (an address's, see addressParts) as streams in the page's order. Without a crop to
 * narrow them, only an alternative few of all listings is looked up; the others are walked.
 */
export function inPageOrder(
  alternatives: Alternative[],
  params: Pick<SearchParams, 'sort'>,
  { byWords = false }: { byWords?: boolean } = {},
): Stream[] {
  return alternatives.map((alternative) => ({
    where: alternative.where,
    order: orderFor(params.sort),
    byWords: byWords || alternative.byWords,
    few: alternative.fewOfAll,
  }));
}

/** Distance order (see distancePage); the total counts the same matches up to the bound. */
export async function nearestPage(
  readers: SearchReaders,
  where: SQL | undefined,
  params: SearchParams,
): Promise<SearchResult> {
  const near = params.near!;
  // The distance page is the products module's statement: its count stays a statement of its own.
  const read: PageRead = () =>
    distancePage(readers.db, { where, near, limit: params.limit, offset: params.offset });
  return pageTotal(readers, read, params, [{ where: where ?? sql`true`, order: byNewest }], {
    countApart: true,
  });
}

/**
 * A second stream after a first one that is complete in `first` (its exact total, under TYPOS_WHEN_FEWER_THAN): the
 * typos after the real matches. The page takes the first stream's rows, then as many of the second as fit; the
 * total is both totals. The typos' count keeps the walk's order: a misspelling's correction is a common word
 * ('sharbati'), and counted in no order the planner reads the trigram index's every match of it, which costs more
 * than the ordered walk of products_rank_idx.
 */
export async function appendPage(
  readers: SearchReaders,
  first: SearchResult,
  second: SQL,
  params: SearchParams,
): Promise<SearchResult> {
  const offset = Math.max(0, params.offset - first.total);
  const limit = params.limit - first.rows.length;
  if (limit === 0) {
    const bound = countBound(offset, params.limit);
    const counted = await countUpTo(readers, [{ where: second, order: orderFor(params.sort) }], bound);
    const capped = counted > bound;
    return { rows: first.rows, total: first.total + (capped ? bound : counted), capped };
  }
  const rest = await walkPage(readers, second, { ...params, offset, limit });
  return { rows: [...first.rows, ...rest.rows], total: first.total + rest.total, capped: rest.capped };
}
