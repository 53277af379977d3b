import type { CropEntry, CropLang } from './crop-types';
import {
  codePoints,
  editDistanceOfCodes,
  editsAtLeast,
  letterMask,
  editDistanceWithin,
  foldText,
  letters,
  typoBudget,
} from './crop-text';

/** What a search query means in crops: the crops it names and the words left over (narrowing the crop's listings). */
export interface CropQuery {
  /** Crop keys, in the order the query names them; empty when it names none. */
  crops: string[];
  /** Folded words that are not part of a crop's name ('red' in 'red onion'). */
  rest: string[];
  /** How the crops were found: by a name or spelling, by a typo of one, or as names starting with 1–2 letters. */
  match: 'exact' | 'typo' | 'prefix' | 'none';
}

/**
 * Words of listings and searches that are words in their own right, never a slip for a crop name one edit away
 * ('grade' is not 'grape', 'fresh' not 'flesh'): a query of these alone names no crop.
 */
const NEVER_TYPOS = new Set([
  'grade',
  'fresh',
  'farm',
  'organic',
  'premium',
  'quality',
  'export',
  'hybrid',
  'desi',
  'local',
  'bulk',
  'seed',
  'seeds',
  'green',
  'red',
  'white',
  'black',
  'yellow',
  'dry',
  'dried',
  'whole',
  'sweet',
  'baby',
  'wild',
  'pure',
]);

/** Queries of at most this many letters stand for the start of a crop's name ('ri' → Rice, Ridge gourd). */
const PREFIX_MAX_LETTERS = 2;

interface Term {
  folded: string;
  /** codePoints(folded), kept: every typo lookup compares the query with every term. */
  codes: Int32Array;
  /** letterMask(codes): rules most terms out of a typo lookup before their distance is computed. */
  mask: number;
  words: number;
  length: number;
  key: string;
}

/** Lookups over a crop vocabulary; see {@link createCropVocabulary}. */
export interface CropVocabulary {
  readonly entries: readonly CropEntry[];
  /** A short fingerprint of the data: listings resolved under another one are resolved again. */
  readonly version: string;
  get(key: string): CropEntry | undefined;
  /** The crop's name in a language (the key itself for an unknown crop). */
  nameOf(key: string, lang: CropLang): string;
  /** The crops a search query names, in any language or spelling, typos within {@link typoBudget}. */
  resolveQuery(query: string): CropQuery;
  /** The crop a listing is of, from its name: the longest name or spelling in it, else one typo of one; or null. */
  cropOfName(name: string): string | null;
  /** Crops for search-as-you-type: names or spellings starting with what was typed, as the crop is called in `lang`. */
  suggest(typed: string, lang: CropLang, max: number): string[];
  /** The crop an Agmarknet commodity name is (for mandi prices), or null. */
  byMandiName(commodity: string): string | null;
}

function fingerprint(text: string): string {
  // FNV-1a: a stable, dependency-free hash; collisions would only cost one needless re-resolution.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Builds the lookups once; every call after is a map lookup or a scan of about a thousand short names. */
export function createCropVocabulary(entries: readonly CropEntry[]): CropVocabulary {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const keysOf = new Map<string, string[]>();
  const terms: Term[] = [];
  const mandi = new Map<string, string>();
  for (const entry of entries) {
    const spellings = new Set([...Object.values(entry.names), ...entry.aliases].map(foldText));
    for (const folded of spellings) {
      if (folded === '') continue;
      const keys = keysOf.get(folded) ?? [];
      if (!keys.includes(entry.key)) keys.push(entry.key);
      keysOf.set(folded, keys);
      terms.push({
        folded,
        codes: codePoints(folded),
        mask: letterMask(codePoints(folded)),
        words: folded.split(' ').length,
        length: letters(folded).length,
        key: entry.key,
      });
    }
    for (const name of entry.mandi) mandi.set(foldText(name), entry.key);
  }
  const maxWords = Math.max(1, ...terms.map((t) => t.words));

  /** Crops a phrase is one slip (or two, if long) away from; the nearest only. */
  function typoKeys(phrase: string): string[] {
    if (NEVER_TYPOS.has(phrase)) return [];
    const length = letters(phrase).length;
    const budget = typoBudget(length);
    if (budget === 0) return [];
    const codes = codePoints(phrase);
    const mask = letterMask(codes);
    let best = budget + 1;
    let keys: string[] = [];
    for (const term of terms) {
      const within = Math.min(budget, typoBudget(term.length));
      if (Math.abs(term.length - length) > budget || editsAtLeast(mask, term.mask) > within) continue;
      const distance = editDistanceOfCodes(codes, term.codes, within);
      if (distance > budget || distance > typoBudget(term.length)) continue;
      if (distance < best) {
        best = distance;
        keys = [term.key];
      } else if (distance === best && !keys.includes(term.key)) keys.push(term.key);
    }
    return keys;
  }

  /** Greedy longest-phrase scan of the words; `lookup` says which crops a phrase names. */
  function scan(words: string[], lookup: (phrase: string) => string[]) {
    const found: { keys: string[]; words: number; at: number }[] = [];
    const rest: string[] = [];
    let i = 0;
    while (i < words.length) {
      let taken = 0;
      for (let n = Math.min(maxWords, words.length - i); n >= 1 && taken === 0; n -= 1) {
        const keys = lookup(words.slice(i, i + n).join(' '));
        if (keys.length > 0) {
          found.push({ keys, words: n, at: i });
          taken = n;
        }
      }
      if (taken === 0) {
        rest.push(words[i]!);
        i += 1;
      } else i += taken;
    }
    return { found, rest };
  }

  const exactKeys = (phrase: string) => keysOf.get(phrase) ?? [];

  function prefixKeys(prefix: string): string[] {
    const keys: string[] = [];
    for (const term of terms) {
      if (keys.includes(term.key)) continue;
      if (term.folded.startsWith(prefix) || term.folded.includes(` ${prefix}`)) keys.push(term.key);
    }
    return keys;
  }

  return {
    entries,
    version: fingerprint(JSON.stringify(entries)),
    get: (key) => byKey.get(key),
    nameOf: (key, lang) => byKey.get(key)?.names[lang] ?? key,
    resolveQuery(query) {
      const folded = foldText(query);
      if (folded === '') return { crops: [], rest: [], match: 'none' };
      const words = folded.split(' ');
      if (words.length === 1 && letters(folded).length <= PREFIX_MAX_LETTERS) {
        const exact = exactKeys(folded);
        if (exact.length > 0) return { crops: exact, rest: [], match: 'exact' };
        const keys = prefixKeys(folded);
        return {
          crops: keys,
          rest: keys.length > 0 ? [] : words,
          match: keys.length > 0 ? 'prefix' : 'none',
        };
      }
      // Typos are looked for only when nothing was named exactly: in 'grade a wheat', 'grade' is not a slip for grape.
      for (const [lookup, match] of [
        [exactKeys, 'exact'],
        [typoKeys, 'typo'],
      ] as const) {
        const { found, rest } = scan(words, lookup);
        if (found.length > 0) return { crops: [...new Set(found.flatMap((f) => f.keys))], rest, match };
      }
      return { crops: [], rest: words, match: 'none' };
    },
    cropOfName(name) {
      const words = foldText(name).split(' ').filter(Boolean);
      if (words.length === 0) return null;
      for (const lookup of [exactKeys, typoKeys]) {
        const { found } = scan(words, lookup);
        // The longest name wins ('sweet corn' over 'corn'); between equals, the first named.
        const best = found.reduce<(typeof found)[number] | undefined>(
          (a, b) => (a === undefined || b.words > a.words ? b : a),
          undefined,
        );
        if (best && best.keys.length === 1) return best.keys[0]!;
        if (best) return null;
      }
      return null;
    },
    suggest(typed, lang, max) {
      const folded = foldText(typed);
      if (folded === '' || max <= 0) return [];
      const best = new Map<string, number>();
      const length = letters(folded).length;
      const budget = typoBudget(length);
      for (const [index, term] of terms.entries()) {
        let rank: number | null = null;
        if (term.folded.startsWith(folded)) rank = 0;
        else if (term.folded.includes(` ${folded}`)) rank = 1;
        else if (budget > 0) {
          // A slip in what is typed so far: compare with the name's start of the same length.
          const start = [...term.folded].slice(0, length).join('');
          if (editDistanceWithin(folded, start, budget) <= budget) rank = 2;
        }
        if (rank === null) continue;
        // A crop ranks by its best spelling: 'tama' starts 'tamatar' (Tomato) though only one slip from 'tomato'.
        const value = rank * terms.length + index;
        if (value < (best.get(term.key) ?? Infinity)) best.set(term.key, value);
      }
      return [...best.entries()]
        .sort((a, b) => a[1] - b[1])
        .slice(0, max)
        .map(([key]) => byKey.get(key)!.names[lang]);
    },
    byMandiName: (commodity) => mandi.get(foldText(commodity)) ?? null,
  };
}
