/**
 * Text hygiene (contract "Cross-site requests, caching, text"): every free-text field is NFC-normalised, and refused
 * when it holds characters that let one text pose as another: C0/C1 controls (line breaks allowed where the field
 * is multi-line), bidi embeddings, overrides and isolates, and the invisible U+200B, U+2060 and U+FEFF. U+200C and
 * U+200D stay allowed: Indic scripts need them to join or break conjuncts (क्‍ष, ര്‍).
 */

// Built from code points so the source holds no invisible characters itself.
const range = (from: number, to: number) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`;
const single = (cp: number) => `\\u{${cp.toString(16)}}`;
const FORBIDDEN_COMMON = [
  range(0x0e, 0x1f),
  range(0x00, 0x08),
  single(0x0b),
  single(0x0c),
  range(0x7f, 0x9f),
  range(0x202a, 0x202e),
  range(0x2066, 0x2069),
  single(0x200b),
  single(0x2060),
  single(0xfeff),
].join('');
const FORBIDDEN_SINGLE_LINE = new RegExp(
  `[${FORBIDDEN_COMMON}${single(0x09)}${single(0x0a)}${single(0x0d)}]`,
  'u',
);
const FORBIDDEN_MULTI_LINE = new RegExp(`[${FORBIDDEN_COMMON}]`, 'u');

/** True when `text` holds a character the field may not hold (line breaks and tabs only where `multiline`). */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return (multiline ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(text);
}

/**
 * NFC form, so 'é' typed two ways is one text to search, compare and store; line breaks as '\n' (a browser sends a
 * textarea's as '\r\n' in a form).
 */
export function normalizeText(value: unknown): unknown {
  return typeof value === 'string' ? value.normalize('NFC').replace(/\r\n?/g, '\n') : value;
}

/** True when `text` holds at least one letter of any script (a name made only of digits or marks is not a name). */
export function hasLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}
