import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { productWithSellerColumns, type ProductWithSeller } from './products.repository';

const { products, users } = tables;

/**
 * How alike a misspelt word must be to a word of a product name, as pg_trgm's strict_word_similarity (shared trigrams
 * over all trigrams, against whole words of the name). Measured on crop names: real typos score 0.33–0.67 ('wheet'
 * → Wheat 0.33, 'tamato' → Tomato 0.40, 'potatoe' → Potato 0.67, 'sugr' → Sugar 0.38), while unrelated names that
 * merely share a first letter or two stay at or under 0.25 ('corm' → Coffee 0.20, 'wheet' → Sweet Corn 0.20,
 * 'mais' → Mango 0.22). The plain `word_similarity` cannot separate these (tamato → Tomato 0.43 but corm → Cotton 0.40).
 */
export const FUZZY_THRESHOLD = 0.3;

/** Queries with at most this many letters or digits match word beginnings only (see {@link nameMatch}). */
const SHORT_QUERY_MAX = 2;

export interface SearchParams {
  name: string | undefined;
  address: string | undefined;
  limit: number;
  offset: number;
}

export interface SearchResult {
  rows: ProductWithSeller[];
  total: number;
}

/** Escapes LIKE's wildcards so what a person types is matched literally ('50%' is not "50 then anything"). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Trims and collapses inner whitespace, so 'basmati   rice ' searches for 'basmati rice'. */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

interface NameMatch {
  where: SQL;
  /** 0 exact, 1 starts a word, 2 contains, 3 only alike (a typo). Lower is better. */
  bucket: SQL;
  /** Orders the typo matches among themselves: most alike first. */
  closeness: SQL;
  fuzzy: boolean;
}

/**
 * The name condition and its ranking.
 * - 3+ letters: contains (ILIKE '%q%') or a typo of a word of the name (`q <<% product_name`). Both are answered by
 *   the trigram GIN index on product_name (a BitmapOr of two index scans); no sequential scan at a million rows.
 * - 1–2 letters: trigram similarity means nothing for them and '%q%' matches nearly every name, so they match the
 *   start of the name or of one of its words ('ri' finds Rice and Basmati Rice, not Cherry Tomato). The padded
 *   trigrams of such a pattern still let the index narrow the rows.
 */
function nameMatch(query: string): NameMatch {
  const q = normaliseQuery(query);
  const escaped = escapeLike(q);
  const startsWord = sql`(${products.productName} ILIKE ${`${escaped}%`} OR ${products.productName} ILIKE ${`% ${escaped}%`})`;
  const contains = sql`${products.productName} ILIKE ${`%${escaped}%`}`;
  const exact = sql`lower(${products.productName}) = lower(${q})`;
  const short = q.replace(/[^\p{L}\p{N}]/gu, '').length <= SHORT_QUERY_MAX;
  if (short) {
    return {
      where: startsWord,
      bucket: sql`CASE WHEN ${exact} THEN 0 ELSE 1 END`,
      closeness: sql`0`,
      fuzzy: false,
    };
  }
  return {
    where: sql`(${contains} OR ${q} <<% ${products.productName})`,
    bucket: sql`CASE WHEN ${exact} THEN 0 WHEN ${startsWord} THEN 1 WHEN ${contains} THEN 2 ELSE 3 END`,
    closeness: sql`strict_word_similarity(${q}, ${products.productName})`,
    fuzzy: true,
  };
}

/** Address matches anywhere in it, case-insensitively ('nashik' finds 'Lasalgaon, Nashik, Maharashtra'). */
function addressMatch(query: string): SQL {
  return sql`${products.address} ILIKE ${`%${escapeLike(normaliseQuery(query))}%`}`;
}

type Reader = Pick<Database, 'select'>;

async function runSearch(reader: Reader, params: SearchParams): Promise<SearchResult> {
  const name = params.name === undefined ? undefined : nameMatch(params.name);
  const conditions = [name?.where, params.address === undefined ? undefined : addressMatch(params.address)];
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const order = name
    ? [sql`${name.bucket}`, sql`${name.closeness} DESC`, desc(products.createdAt), desc(products.id)]
    : [desc(products.createdAt), desc(products.id)];

  // The total rides along with the page (every match has to be ranked anyway, so counting them is nearly free).
  const rows = await reader
    .select({ ...productWithSellerColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(where)
    .orderBy(...order)
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length > 0) {
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
  }
  if (params.offset === 0) return { rows: [], total: 0 };
  // A page past the end carries no row to read the total from.
  const [counted] = await reader.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(where);
  return { rows: [], total: counted?.n ?? 0 };
}

/** Product search by name (partial, case-insensitive, typo-tolerant) and/or address (partial), best match first. */
export function createProductSearch(db: Database) {
  return async function search(params: SearchParams): Promise<SearchResult> {
    const fuzzy = params.name !== undefined && nameMatch(params.name).fuzzy;
    if (!fuzzy) return runSearch(db, params);
    // `<<%` compares against a server setting, not an argument; set_config(..., true) scopes it to this transaction
    // so it never leaks into other queries on a pooled connection.
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
      return runSearch(tx, params);
    });
  };
}

export type ProductSearch = ReturnType<typeof createProductSearch>;
