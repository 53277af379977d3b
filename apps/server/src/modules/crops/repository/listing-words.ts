import { editDistanceWithin, foldText, letters, typoBudget } from '@kisansetu/contract/crops';
import { sql } from 'drizzle-orm';
import { tables, type Database } from '../../../db';

const { listingWords } = tables;

/** Words shorter than this are never corrected (typoBudget gives them none) and not worth keeping. */
const MIN_LETTERS = 3;
/** A name's first words are enough: nobody searches for the 30th word of a name. */
const MAX_WORDS = 20;
/** Dictionary candidates read per query word before the edit-distance test. */
const CANDIDATES = 40;
/**
 * How long a word's lookup is reused (docs/features.md, Search). Listings add words rarely once the dictionary has the common
 * ones, and a word first listed by another server process is offered as a correction this much later at most.
 */
export const WORD_LOOKUP_TTL_MS = 60_000;
/** Lookups kept by one search service (one a server process); the oldest goes first. */
const LOOKUPS_KEPT = 2_000;

/**
 * Bumped whenever this process adds a word to the dictionary: every kept lookup is then stale, since the new word may
 * be a correction of any of them (or the word itself).
 */
let dictionaryVersion = 0;

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
  const added = await db
    .insert(listingWords)
    .values(words.map((word) => ({ word })))
    .onConflictDoNothing()
    .returning({ word: listingWords.word });
  if (added.length > 0) dictionaryVersion += 1;
}

/** What the dictionary says of a query word. */
export interface WordLookup {
  /** The word as typed (folded), then the listing words it may be a slip for. */
  words: string[];
  /**
   * Whether some listing's name has the word itself. A word no listing has is most likely a misspelling with no real
   * match, which lets a search start on its corrections before its own matches are counted (search/repository/search.repository.ts).
   * A hint only: the search still decides by the real matches. Words too short to correct count as known.
   */
  known: boolean;
}

/**
 * Words of listings a query word may be a slip for, within the honest typo budget (one edit for 4–7 letters, two from
 * 8): 'sharbti' → ['sharbati'], 'basket' → ['baskit'] when a listing misspelt it. The trigram index finds candidates
 * among the dictionary's words (thousands, not the million listings); the edit distance decides. The same lookup
 * tells whether the dictionary has the word itself (its own best candidate).
 */
async function lookUpWord(db: Database, word: string): Promise<WordLookup> {
  const folded = foldText(word);
  const budget = typoBudget(letters(folded).length);
  if (budget === 0 || folded.includes(' ')) return { words: [folded], known: true };
  // `<<%` (strict word similarity; for one word against one word it is the plain similarity) and not `%`: in the
  // embedded database, `%` with pg_trgm loaded beside cube and earthdistance finds nothing and wedges the connection.
  // Its threshold is a setting of every connection (CONNECTION_SETTINGS in db/database.ts).
  const rows = await db
    .select({ word: listingWords.word })
    .from(listingWords)
    .where(sql`${folded} <<% ${listingWords.word}`)
    .orderBy(sql`strict_word_similarity(${folded}, ${listingWords.word}) DESC`)
    .limit(CANDIDATES);
  const candidates = rows.map((row) => row.word);
  const corrections = candidates.filter(
    (candidate) => candidate !== folded && editDistanceWithin(folded, candidate, budget) <= budget,
  );
  return { words: [folded, ...corrections], known: candidates.includes(folded) };
}

interface KeptLookup {
  at: number;
  version: number;
  found: Promise<WordLookup>;
  /** The answer, once it came. */
  value?: WordLookup;
}

/** A word's dictionary lookup; `kept` gives the kept answer at once, or undefined when there is none yet. */
export interface WordLookups {
  (word: string): Promise<WordLookup>;
  kept(word: string): WordLookup | undefined;
}

/**
 * {@link lookUpWord}, each word's answer kept for WORD_LOOKUP_TTL_MS (and until this process adds a word): a
 * misspelling people type ('wheet', 'sharbti') is then corrected without a statement, and its corrections' page is the
 * search's first step rather than its second. Lookups of one word at the same time share one statement.
 */
export function createWordLookup(
  db: Database,
  { ttlMs = WORD_LOOKUP_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): WordLookups {
  const kept = new Map<string, KeptLookup>();
  const fresh = (folded: string): KeptLookup | undefined => {
    const hit = kept.get(folded);
    return hit && hit.version === dictionaryVersion && now() - hit.at < ttlMs ? hit : undefined;
  };
  const lookUp = (word: string): Promise<WordLookup> => {
    const folded = foldText(word);
    const hit = fresh(folded);
    if (hit) return hit.found;
    const entry: KeptLookup = { at: now(), version: dictionaryVersion, found: lookUpWord(db, folded) };
    entry.found.then((value) => (entry.value = value)).catch(() => undefined);
    kept.delete(folded);
    kept.set(folded, entry);
    if (kept.size > LOOKUPS_KEPT) kept.delete(kept.keys().next().value!);
    // A failed lookup is not kept: the next search asks again.
    entry.found.catch(() => {
      if (kept.get(folded) === entry) kept.delete(folded);
    });
    return entry.found;
  };
  return Object.assign(lookUp, { kept: (word: string) => fresh(foldText(word))?.value });
}
