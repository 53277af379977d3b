import { sql, type SQL } from 'drizzle-orm';
import { tables } from '../../db';
import { oneEditPattern } from './typo-pattern';

const { products } = tables;

/**
 * The trigram index's cut-off for typo candidates (pg_trgm strict_word_similarity of the query to a word of the name).
 * Measured on crop names, real slips score 0.33–0.67 ('wheet' → Wheat 0.33, 'tamato' → Tomato 0.40, 'potatoe' →
 * Potato 0.67) and unrelated words mostly 0.20–0.25 ('corm' → Coffee, 'wheet' → Sweet): the index narrows the rows to
 * these candidates, and {@link oneEditPattern} or {@link TYPO_CLOSE} then decides. Crop names' typos are caught
 * earlier, by the crop vocabulary; this is for the other words of a name ('sharbti' for Sharbati).
 */
export const FUZZY_THRESHOLD = 0.3;

/**
 * Candidates this alike count as typos even when more than one edit away ('potatoes' → Potato 0.60); below it a
 * candidate must be one edit away, which keeps 'grain' → Grapes (0.30) and 'graines' → Grapes (0.36) out.
 */
export const TYPO_CLOSE = 0.45;

/**
 * Typo matches are added only when the real (partial) matches number fewer than this. Below it they follow the real
 * ones; above it nobody pages to them. It depends on the query only, never the page, so every page of one search
 * agrees on the results and the total.
 */
export const TYPOS_WHEN_FEWER_THAN = 50;

/** Queries with at most this many letters or digits match word beginnings only (see {@link nameMatch}). */
const SHORT_QUERY_MAX = 2;

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

export interface NameMatch {
  /** Real matches: contains the query (or, for 1–2 letters, a word starts with it). */
  where: SQL;
  /** The name or one of its words starts with the query ('wheat' in 'Wheat Flour', not in 'Buckwheat'). */
  startsWord: SQL;
  /** Typos of the query that are not real matches; undefined for 1–2 letter queries. */
  typo: SQL | undefined;
  /** Orders typo matches among themselves, most alike first. */
  closeness: SQL;
}

const isShort = (q: string) => q.replace(/[^\p{L}\p{N}]/gu, '').length <= SHORT_QUERY_MAX;

/**
 * A name's words matched as typed (not as crops).
 * - 3+ letters: contains (ILIKE '%q%'), or a typo of the name's words: a trigram candidate (`q <<% product_name`,
 *   see {@link FUZZY_THRESHOLD}) that is one edit away or trigram-close. Both are answered by the trigram GIN index.
 * - 1–2 letters: '%q%' matches nearly every name, so they match the start of the name or of one of its words.
 */
export function nameMatch(query: string): NameMatch {
  const q = normaliseQuery(query);
  const escaped = escapeLike(q);
  const name = products.productName;
  const startsWord = sql`(${name} ILIKE ${`${escaped}%`} OR ${name} ILIKE ${`% ${escaped}%`})`;
  if (isShort(q)) {
    return {
      where: startsWord,
      startsWord,
      typo: undefined,
      closeness: sql`0`,
    };
  }
  const contains = sql`${name} ILIKE ${`%${escaped}%`}`;
  const similarity = sql`strict_word_similarity(${q}, ${name})`;
  const pattern = oneEditPattern(q);
  const oneEdit = pattern === null ? sql`false` : sql`${name} ~* ${pattern}`;
  return {
    where: contains,
    startsWord,
    typo: sql`(NOT ${contains} AND ${q} <<% ${name} AND (${oneEdit} OR ${similarity} >= ${TYPO_CLOSE}))`,
    closeness: similarity,
  };
}

/** Each word must appear in the name ('red' of 'red onion'): narrows a crop's listings. */
export function containsWords(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => sql`${products.productName} ILIKE ${`%${escapeLike(word)}%`}`),
    sql` AND `,
  );
}
