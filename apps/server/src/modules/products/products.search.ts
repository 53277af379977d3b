import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@kisansetu/contract';
import type { Database } from '../../db';
import { tables } from '../../db';
import {
  distancePage,
  pageColumns,
  radiusCondition,
  type NearQuery,
  type ProductWithDistance,
} from './products.near-me';
import { listable } from './products.visibility';
import { oneEditPattern } from './typo-pattern';

const { products, users } = tables;

/**
 * The trigram index's cut-off for typo candidates (pg_trgm strict_word_similarity of the query to a word of the name).
 * Measured on crop names, real slips score 0.33–0.67 ('wheet' → Wheat 0.33, 'tamato' → Tomato 0.40, 'potatoe' →
 * Potato 0.67) and unrelated words mostly 0.20–0.25 ('corm' → Coffee, 'wheet' → Sweet): the index narrows the rows to
 * these candidates, and {@link oneEditPattern} or {@link TYPO_CLOSE} then decides.
 */
export const FUZZY_THRESHOLD = 0.3;

/**
 * Candidates this alike count as typos even when more than one edit away ('potatoes' → Potato 0.60); below it a
 * candidate must be one edit away, which keeps 'grain' → Grapes (0.30) and 'graines' → Grapes (0.36) out.
 */
export const TYPO_CLOSE = 0.45;

/**
 * Typo matches are added only when the real (partial) matches number fewer than this. Below it they follow the real
 * ones ('tamato' finds Tomato; 'tomato' also finds a listing misspelt 'Tamato', ranked last). Above it nobody pages to
 * them, and skipping the typo scan saves a third of the time of a search for a common crop at a million listings.
 * It depends on the query only, never the page, so every page of one search agrees on the results and the total.
 */
export const TYPOS_WHEN_FEWER_THAN = 50;

/** Queries with at most this many letters or digits match word beginnings only (see {@link nameMatch}). */
const SHORT_QUERY_MAX = 2;

export interface SearchParams {
  name: string | undefined;
  address: string | undefined;
  limit: number;
  offset: number;
  /** Near-me: the point distances are measured from, and the radius if any. */
  near?: NearQuery | null;
  /** Defaults to relevance (best match, then newest); `distance` needs `near`. */
  sort?: ProductSort;
  /** Sellers whose listings the caller must not see (a block between them). */
  excludeSellers?: readonly string[];
}

export interface SearchResult {
  rows: ProductWithDistance[];
  total: number;
}

/** Escapes LIKE's wildcards so what a person types is matched literally ('50%' is not "50 then anything"). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Trims and collapses inner whitespace, so 'basmati   rice ' searches for 'basmati rice'. Control characters count
 * as spaces: PostgreSQL text cannot hold NUL at all, and no name contains the others.
 */
export function normaliseQuery(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trim()
      .replace(/\s+/g, ' ')
  );
}

interface NameMatch {
  /** Real matches: contains the query (or, for 1–2 letters, a word starts with it). */
  where: SQL;
  /** Real matches or typos of the query; undefined for 1–2 letter queries. */
  whereWithTypos: SQL | undefined;
  /** 0 exact, 1 a word starts with it, 2 contains it, 3 only alike (a typo). Lower is better. */
  bucket: SQL;
  /** Orders typo matches among themselves, most alike first (0 for real matches). */
  closeness: SQL;
}

/**
 * The name condition and its ranking.
 * - 3+ letters: contains (ILIKE '%q%'), or a typo of the name's words: a trigram candidate (`q <<% product_name`,
 *   see {@link FUZZY_THRESHOLD}) that is one edit away or trigram-close. Both are answered by the trigram GIN index on
 *   product_name (with typos: a BitmapOr of two index scans, the typo test rechecking only the candidates).
 * - 1–2 letters: trigram similarity means nothing for them and '%q%' matches nearly every name, so they match the
 *   start of the name or of one of its words ('ri' finds Rice and Basmati Rice, not Cherry Tomato). The padded
 *   trigrams of such a pattern still let the index narrow the rows.
 */
function nameMatch(query: string): NameMatch {
  const q = normaliseQuery(query);
  const escaped = escapeLike(q);
  const name = products.productName;
  const startsWord = sql`(${name} ILIKE ${`${escaped}%`} OR ${name} ILIKE ${`% ${escaped}%`})`;
  const contains = sql`${name} ILIKE ${`%${escaped}%`}`;
  const exact = sql`lower(${name}) = lower(${q})`;
  if (q.replace(/[^\p{L}\p{N}]/gu, '').length <= SHORT_QUERY_MAX) {
    return {
      where: startsWord,
      whereWithTypos: undefined,
      bucket: sql`CASE WHEN ${exact} THEN 0 ELSE 1 END`,
      closeness: sql`0`,
    };
  }
  const similarity = sql`strict_word_similarity(${q}, ${name})`;
  const pattern = oneEditPattern(q);
  const oneEdit = pattern === null ? sql`false` : sql`${name} ~* ${pattern}`;
  const typo = sql`(${q} <<% ${name} AND (${oneEdit} OR ${similarity} >= ${TYPO_CLOSE}))`;
  return {
    where: contains,
    whereWithTypos: sql`(${contains} OR ${typo})`,
    bucket: sql`CASE WHEN ${exact} THEN 0 WHEN ${startsWord} THEN 1 WHEN ${contains} THEN 2 ELSE 3 END`,
    closeness: sql`CASE WHEN ${contains} THEN 0 ELSE ${similarity} END`,
  };
}

/** Address matches anywhere in it, case-insensitively ('nashik' finds 'Lasalgaon, Nashik, Maharashtra'). */
function addressMatch(query: string): SQL {
  return sql`${products.address} ILIKE ${`%${escapeLike(normaliseQuery(query))}%`}`;
}

type Reader = Pick<Database, 'select'>;

const byNewest = [desc(products.createdAt), desc(products.id)];

async function countWhere(reader: Reader, where: SQL | undefined): Promise<number> {
  const [row] = await reader.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

/**
 * Every match has to be ranked before the first page is known, so the total rides along with the page
 * (count(*) OVER ()): one bitmap scan serves both.
 */
async function rankedPage(
  reader: Reader,
  where: SQL | undefined,
  order: SQL[],
  params: SearchParams,
): Promise<SearchResult> {
  const rows = await reader
    .select({
      ...pageColumns(params.near?.point ?? null),
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(where)
    .orderBy(...order)
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
  // A page past the end carries no row to read the total from.
  return { rows: [], total: params.offset === 0 ? 0 : await countWhere(reader, where) };
}

/**
 * Address only: newest first, so the page walks the (created_at, id) index and stops after `limit` matches. The total
 * is a separate count: with count(*) OVER () the planner would still pick that index walk, unaware that the window
 * needs every match first, and read the whole table in index order (seconds at a million listings).
 */
async function newestPage(
  reader: Reader,
  where: SQL | undefined,
  params: SearchParams,
  countAddressMatches: (where: SQL | undefined) => Promise<number>,
): Promise<SearchResult> {
  const rows = await reader
    .select(pageColumns(params.near?.point ?? null))
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(where)
    .orderBy(...byNewest)
    .limit(params.limit)
    .offset(params.offset);
  // A page that is not full is the last one, and tells the total without counting.
  const known = rows.length < params.limit && (rows.length > 0 || params.offset === 0);
  return { rows, total: known ? params.offset + rows.length : await countAddressMatches(where) };
}

/**
 * Within a radius, newest first. The circle's listings are picked and ordered by id first, then only the page's rows
 * are read with their sellers: the radius test needs nothing but lat, lon (and the order created_at, id), so where
 * products_earth_idx carries those columns (INCLUDE) neither the page nor the count visits the table's rows.
 */
async function radiusNewestPage(
  reader: Reader,
  where: SQL | undefined,
  params: SearchParams,
): Promise<SearchResult> {
  const ids = reader
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...byNewest)
    .limit(params.limit)
    .offset(params.offset);
  const rows = await reader
    .select(pageColumns(params.near?.point ?? null))
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(inArray(products.id, ids))
    .orderBy(...byNewest);
  const known = rows.length < params.limit && (rows.length > 0 || params.offset === 0);
  return { rows, total: known ? params.offset + rows.length : await countWhere(reader, where) };
}

/** Distance order (see {@link distancePage}); the total is a count of the same matches (`where` holds the radius). */
async function nearestPage(
  reader: Reader,
  where: SQL | undefined,
  params: SearchParams,
): Promise<SearchResult> {
  const near = params.near!;
  const rows = await distancePage(reader, { where, near, limit: params.limit, offset: params.offset });
  const known = rows.length < params.limit && (rows.length > 0 || params.offset === 0);
  return {
    rows,
    total: known ? params.offset + rows.length : await countWhere(reader, where),
  };
}

/**
 * Product search by name (partial, case-insensitive, typo-tolerant) and/or address (partial), best match first, or
 * newest or nearest first; near-me narrows it to a radius around a point.
 */
export function createProductSearch(db: Database) {
  /**
   * The planner prices ILIKE at a fraction of its real cost and so prefers a sequential scan for a count that matches
   * a few percent of the rows (100 ms at 100k listings, against 12 ms through the address trigram index); the
   * setting is scoped to this one transaction.
   */
  const countAddressMatches = (where: SQL | undefined) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
      return countWhere(tx, where);
    });

  return async function search(params: SearchParams): Promise<SearchResult> {
    const near = params.near ?? null;
    const byDistance = near !== null && params.sort === 'distance';
    const address = and(
      listable(params.excludeSellers),
      params.address === undefined ? undefined : addressMatch(params.address),
      radiusCondition(near),
    );
    if (params.name === undefined) {
      if (byDistance) return nearestPage(db, address, params);
      if (near?.radiusKm !== undefined) return radiusNewestPage(db, address, params);
      return newestPage(db, address, params, countAddressMatches);
    }

    const name = nameMatch(params.name);
    const ranking = (...relevance: SQL[]) =>
      params.sort === 'newest' ? byNewest : [...relevance, ...byNewest];
    const real = byDistance
      ? await nearestPage(db, and(name.where, address), params)
      : await rankedPage(db, and(name.where, address), ranking(name.bucket), params);
    const { whereWithTypos } = name;
    if (whereWithTypos === undefined) return real;
    // The real total decides, not this page's rows: a page past the end has none, yet the search may have many.
    if (real.total >= TYPOS_WHEN_FEWER_THAN) return real;

    // `<<%` compares against a server setting, not an argument; set_config(..., true) scopes it to this transaction,
    // so it never leaks into other queries on a pooled connection.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
      );
      if (byDistance) return nearestPage(tx, and(whereWithTypos, address), params);
      return rankedPage(
        tx,
        and(whereWithTypos, address),
        ranking(name.bucket, sql`${name.closeness} DESC`),
        params,
      );
    });
  };
}

export type ProductSearch = ReturnType<typeof createProductSearch>;
