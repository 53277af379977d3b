/**
 * A PostgreSQL regular expression that matches a word (or phrase) one typing slip away from a query: one letter
 * wrong, missing, extra, or two neighbours swapped ('wheet', 'whet', 'wheaat', 'whaet' for wheat).
 *
 * Why not trigram similarity alone: it cannot tell a slip from a different word sharing a prefix. 'wheet' → Wheat and
 * 'grain' → Grapes score alike (0.33 and 0.30), yet one is a typo and the other is absurd. The edit distance tells
 * them apart (1 against 3), and fuzzystrmatch's levenshtein() is not among the extensions the embedded database
 * loads, so the one-edit neighbourhood is spelled out as alternatives instead.
 */

/** Longer queries would make the alternation large; they are judged by trigram similarity alone. */
export const TYPO_PATTERN_MAX_LENGTH = 30;

const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/;
const WILDCARD = '[[:alnum:]]';

function literal(char: string): string {
  return REGEX_SPECIAL.test(char) ? `\\${char}` : char;
}

/**
 * The regex, or null when the query is too long for one. Each alternative is a sequence of already-escaped pieces;
 * it must stand as a whole word (or words) of the name: bounded by the ends of the name or by a non-alphanumeric.
 */
export function oneEditPattern(query: string): string | null {
  const chars = [...query.toLowerCase()];
  const n = chars.length;
  if (n === 0 || n > TYPO_PATTERN_MAX_LENGTH) return null;
  const pieces = chars.map(literal);
  const join = (parts: string[]) => parts.join('');
  const variants = new Set<string>();
  for (let i = 0; i < n; i += 1) {
    variants.add(join([...pieces.slice(0, i), WILDCARD, ...pieces.slice(i + 1)])); // one letter wrong
    if (n > 1) variants.add(join([...pieces.slice(0, i), ...pieces.slice(i + 1)])); // one letter missing
    if (i < n - 1 && chars[i] !== chars[i + 1]) {
      variants.add(join([...pieces.slice(0, i), pieces[i + 1]!, pieces[i]!, ...pieces.slice(i + 2)])); // swapped
    }
  }
  for (let i = 0; i <= n; i += 1) {
    variants.add(join([...pieces.slice(0, i), WILDCARD, ...pieces.slice(i)])); // one letter extra
  }
  return `(^|[^[:alnum:]])(${[...variants].join('|')})([^[:alnum:]]|$)`;
}
