import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { tables } from '../../../db';
import { escapeLike } from '../../../lib/escape-like';

const { products } = tables;

/**
 * Typo matches are added only when the real (partial) matches number fewer than this. Below it they follow the real
 * ones; above it nobody pages to them. It depends on the query only, never the page, so every page of one search
 * agrees on the results and the total.
 */
export const TYPOS_WHEN_FEWER_THAN = 50;

/** Queries with at most this many letters or digits match word beginnings only (see {@link nameMatch}). */
const SHORT_QUERY_MAX = 2;

/**
 * ILIKE `pattern` on the text whose lowered copy is `lowered` (products.productNameLower, addressLower): the same
 * matches, since for UTF-8 ILIKE is lower(text) LIKE lower(pattern), without lowering every row tested (migration
 * 0015). The pattern is lowered by the database, in the collation the copy was lowered in, never by JavaScript.
 */
export const likeIgnoringCase = (lowered: AnyColumn, pattern: string): SQL =>
  sql`${lowered} LIKE lower(${pattern})`;

/**
 * `text` anywhere in the lowered copy `lowered`, as {@link likeIgnoringCase} with '%text%' matches it, but as a test
 * the trigram indexes cannot take: the planner then walks the btree index whose INCLUDE holds the copy, in the page's
 * order, where its estimate of a LIKE's matches (often far too low) made it read every trigram match of a common word.
 * The text is lowered in a subquery of its own, run once a statement: in a statement planned once for any values
 * the text is a parameter, and `lower(text)` in a walk's filter would lower it again for every listing walked. The
 * planner has no statistics for strpos either way, so its estimate is the same as for the text written out.
 */
export const containsIgnoringCase = (lowered: AnyColumn, text: string): SQL =>
  sql`strpos(${lowered}, (SELECT lower(${text}))) > 0`;

export { escapeLike };

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
  /** Whether typos may be looked for: not for 1–2 letters. */
  typos: boolean;
}

const isShort = (q: string) => q.replace(/[^\p{L}\p{N}]/gu, '').length <= SHORT_QUERY_MAX;

/**
 * A name's words matched as typed (not as crops).
 * - 3+ letters: contains (ILIKE '%q%'), answered by the trigram GIN index or a walk of the rank index.
 * - 1–2 letters: '%q%' matches nearly every name, so they match the start of the name or of one of its words.
 */
export function nameMatch(query: string): NameMatch {
  const q = normaliseQuery(query);
  const escaped = escapeLike(q);
  const name = products.productNameLower;
  if (isShort(q)) {
    return {
      where: sql`(${likeIgnoringCase(name, `${escaped}%`)} OR ${likeIgnoringCase(name, `% ${escaped}%`)})`,
      typos: false,
    };
  }
  return { where: likeIgnoringCase(name, `%${escaped}%`), typos: true };
}

/**
 * Names with, for every word of the query, that word or one of its corrections ('sharbti' → 'sharbati'); undefined
 * when no word has a correction.
 */
export function correctedWords(alternatives: readonly (readonly string[])[]): SQL | undefined {
  if (alternatives.every((words) => words.length <= 1)) return undefined;
  // A one-word query: its corrections alone. The caller leaves out the names with the word itself, and the
  // corrections are tested first: most names have none, and are then rejected by the first test.
  const [only] = alternatives;
  if (alternatives.length === 1 && only) return anyWord(only.slice(1));
  return sql.join(
    alternatives.map((words) => anyWord(words)),
    sql` AND `,
  );
}

const anyWord = (words: readonly string[]): SQL =>
  sql`(${sql.join(
    words.map((word) => likeIgnoringCase(products.productNameLower, `%${escapeLike(word)}%`)),
    sql` OR `,
  )})`;

/** Each word must appear in the name ('red' of 'red onion'): narrows a crop's listings. */
export function containsWords(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => likeIgnoringCase(products.productNameLower, `%${escapeLike(word)}%`)),
    sql` AND `,
  );
}
