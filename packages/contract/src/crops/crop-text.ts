/**
 * Text folding and edit distance for matching crop names as people type them: upper or lower case, with or without accents,
 * nukta or chandrabindu ('प्याज़' = 'प्याज', 'गेहूँ' = 'गेहूं'), with stray punctuation or zero-width joiners from an
 * Indic keyboard. Pure functions; both the vocabulary and every query go through {@link foldText}.
 */

/** Nukta signs of the Indic scripts: optional dots that people type or leave out. */
const NUKTAS = /[\u093c\u09bc\u0a3c\u0abc\u0b3c\u0cbc]/g;
/** Latin combining accents (é → e). The Indic combining vowel signs are letters' parts and stay. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const JOINERS = /[\u200c\u200d]/g;
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/** Lower-cased, accents, nuktas and joiners dropped, chandrabindu as anusvara, words separated by one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .replace(NUKTAS, '')
    .replace(JOINERS, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .toLowerCase()
    .replace(SEPARATORS, ' ')
    .trim();
}

/** Characters as a person counts them for typos: code points (a Devanagari vowel sign counts as one). */
export function letters(text: string): string[] {
  return [...text.replace(/ /g, '')];
}

/**
 * How many slips a word of this many letters may carry and still be taken for a crop name: none below 4 letters
 * ('ale' is not 'aloo'), one for 4–7 ('wheet', 'tamato'), two from 8 on ('cauliflwer', 'pomegranite').
 */
export function typoBudget(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** A text's code points, as {@link editDistanceOfCodes} compares them (worth keeping for a text compared often). */
export function codePoints(text: string): Int32Array {
  return Int32Array.from(text, (char) => char.codePointAt(0)!);
}

/**
 * Which code points a text holds, folded into 32 bits (code point mod 32). Every code point of one text that the
 * other lacks must be deleted or replaced, one edit each, so the set bits one mask has and the other lacks never
 * exceed the edit distance (folding only merges bits, which lowers the count): see {@link editsAtLeast}.
 */
export function letterMask(codes: Int32Array): number {
  let mask = 0;
  for (const code of codes) mask |= 1 << (code & 31);
  return mask;
}

const bitCount = (bits: number): number => {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/**
 * A lower bound of the edit distance between two texts from their {@link letterMask}s: a cheap test that rules out
 * most of the thousand names a typo lookup compares a query with before the distance table is filled.
 */
export const editsAtLeast = (a: number, b: number): number => Math.max(bitCount(a & ~b), bitCount(b & ~a));

// Three rows of the distance table, reused by every call: a query is compared with about a thousand names, and
// allocating rows for each would take most of a search's own CPU.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Optimal-string-alignment distance (insert, delete, replace, swap of neighbours) between two strings, or
 * `max + 1` as soon as it is known to exceed `max`: a query is compared with a thousand names, most of them far.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  return editDistanceOfCodes(codePoints(a), codePoints(b), max);
}

/** {@link editDistanceWithin} of two texts' {@link codePoints}. */
export function editDistanceOfCodes(s: Int32Array, t: Int32Array, max: number): number {
  if (Math.abs(s.length - t.length) > max) return max + 1;
  if (rows[0]!.length <= t.length) rows = rows.map(() => new Int32Array(t.length + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= t.length; j += 1) previous[j] = j;
  for (let i = 1; i <= s.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[t.length]!, max + 1);
}
