import { editDistanceWithin, foldText, letters, typoBudget } from '@kisansetu/contract/crops';
import { sql } from 'drizzle-orm';
import { tables, type Database } from '../../db';

const { listingWords } = tables;

/** Words shorter than this are never corrected (typoBudget gives them none) and not worth keeping. */
const MIN_LETTERS = 3;
/** A name's first words are enough: nobody searches for the 30th word of a name. */
const MAX_WORDS = 20;
/** Dictionary candidates read per query word before the edit-distance test. */
const CANDIDATES = 40;

/** The words of a listing name as the dictionary keeps them: folded, 3+ letters, each once. */
export function wordsOf(name: string): string[] {
  const words = foldText(name)
    .split(' ')
    .filter((word) => letters(word).length >= MIN_LETTERS);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Adds the names' words to the dictionary (words already there are left alone). */
export async function recordWords(db: Pick<Database, 'insert'>, names: readonly string[]): Promise<void> {
  const words = [...new Set(names.flatMap(wordsOf))];
  if (words.length === 0) return;
  await db
    .insert(listingWords)
    .values(words.map((word) => ({ word })))
    .onConflictDoNothing();
}

/**
 * Words of listings a query word may be a slip for, within the honest typo budget (one edit for 4–7 letters, two from
 * 8): 'sharbti' → ['sharbati'], 'basket' → ['baskit'] when a listing misspelt it. The trigram index finds candidates
 * among the dictionary's words (thousands, not the million listings); the edit distance decides.
 */
export async function correctionsOf(db: Database, word: string): Promise<string[]> {
  const folded = foldText(word);
  const budget = typoBudget(letters(folded).length);
  if (budget === 0 || folded.includes(' ')) return [];
  // `<<%` (strict word similarity; for one word against one word it is the plain similarity) and not `%`: in the
  // embedded database, `%` with pg_trgm loaded beside cube and earthdistance finds nothing and wedges the connection.
  // Its threshold is a setting of every connection (CONNECTION_SETTINGS in db/database.ts).
  const rows = await db
    .select({ word: listingWords.word })
    .from(listingWords)
    .where(sql`${folded} <<% ${listingWords.word}`)
    .orderBy(sql`strict_word_similarity(${folded}, ${listingWords.word}) DESC`)
    .limit(CANDIDATES);
  return rows
    .map((row) => row.word)
    .filter((candidate) => candidate !== folded && editDistanceWithin(folded, candidate, budget) <= budget);
}
