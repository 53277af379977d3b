import { z } from 'zod';
import { LIMITS, ROLES } from './constants';
import { VALIDATION_KEY } from './messages';
import { hasForbiddenCharacters, hasLetter, normalizeText } from './text';

/** Turns an absent, null or blank form value into undefined so "required" reads the same for all of them. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** What a free-text field may hold beyond the text-hygiene rules every one of them keeps. */
export interface TextRules {
  /** Line breaks and tabs allowed (descriptions, messages, report details). */
  multiline?: boolean;
  /** Must hold a letter (people's and products' names). */
  name?: boolean;
}

/**
 * A trimmed string of at most `max` characters, NFC-normalised and checked by the text-hygiene rules
 * (see text.ts); `required` gives the message for a missing value, else blank means "not given".
 */
export function cleanText(max: number, maxMessage: string, rules: TextRules = {}) {
  let schema = z
    .string()
    .trim()
    .max(max, maxMessage)
    .refine((text) => !hasForbiddenCharacters(text, rules.multiline), VALIDATION_KEY.textNotAllowed);
  if (rules.name)
    schema = schema.refine((text) => text === '' || hasLetter(text), VALIDATION_KEY.nameNeedsLetter);
  return schema;
}

/** A trimmed, required text of at most `max` characters with the given messages, kept clean (see {@link cleanText}). */
export function requiredText(
  requiredMessage: string,
  max: number,
  maxMessage: string,
  rules: TextRules = {},
) {
  return z.preprocess(
    (value) => blankToUndefined(normalizeText(value)),
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .pipe(cleanText(max, maxMessage, rules)),
  );
}

/** An optional text (blank is "not given") with the same rules as {@link requiredText}. */
export function optionalText(max: number, maxMessage: string, rules: TextRules = {}) {
  return z.preprocess(
    (value) => blankToUndefined(normalizeText(value)),
    cleanText(max, maxMessage, rules).optional(),
  );
}

/** A number from a form or multipart string: blank is "required", text is "not a number", below 0 is refused. */
export function nonNegativeNumber(
  requiredMessage: string,
  notNumberMessage: string,
  max: number,
  maxMessage: string,
) {
  return z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank.trim()) : blank;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : notNumberMessage) })
      .min(0, VALIDATION_KEY.cannotBeNegative)
      .max(max, maxMessage),
  );
}

/**
 * An email whose domain is one of `allowedDomains` ('*' allows any). Lower-cased and trimmed, because people
 * type 'Ramesh@Gmail.com' on phones and expect to log in with 'ramesh@gmail.com'.
 */
export function emailField(allowedDomains: readonly string[]) {
  const anyDomain = allowedDomains.includes('*');
  const domains = new Set(allowedDomains.map((d) => d.toLowerCase()));
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: VALIDATION_KEY.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, VALIDATION_KEY.emailRequired)
      .max(254, VALIDATION_KEY.emailNotMatched)
      .refine((email) => {
        const match = /^[a-z0-9._%+-]+@([a-z0-9.-]+\.[a-z]{2,})$/.exec(email);
        return match !== null && (anyDomain || domains.has(match[1]!));
      }, VALIDATION_KEY.emailNotMatched),
  );
}

export const passwordField = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .string({ error: VALIDATION_KEY.passwordRequired })
    .min(LIMITS.passwordMin, VALIDATION_KEY.passwordMin)
    .max(LIMITS.passwordMax, VALIDATION_KEY.passwordMax),
);

export const roleField = z.preprocess(
  blankToUndefined,
  z.enum(ROLES, { error: VALIDATION_KEY.roleRequired }),
);

export const phoneField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: VALIDATION_KEY.phoneRequired })
    .trim()
    .min(LIMITS.phoneMin, VALIDATION_KEY.phoneMin)
    .max(LIMITS.phoneMax, VALIDATION_KEY.phoneMax)
    .regex(/^\+?[0-9][0-9 -]*$/, VALIDATION_KEY.phoneInvalid),
);

export const fullNameField = requiredText(
  VALIDATION_KEY.fullNameRequired,
  LIMITS.fullNameMax,
  VALIDATION_KEY.fullNameMax,
  {
    name: true,
  },
);
export const addressField = requiredText(
  VALIDATION_KEY.addressRequired,
  LIMITS.addressMax,
  VALIDATION_KEY.addressMax,
);

/** Optional 6-digit Indian PIN code (near-me issue); blank means not given. */
export const pincodeField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, VALIDATION_KEY.pincodeInvalid)
    .optional(),
);

/**
 * Every id in a request path (the one schema for them all): opaque, as sent in `_id`. A malformed id of any length
 * names nothing and is answered 404 by the service (the router caps a parameter's length), never 400 or 500, so the
 * schema accepts any non-empty string.
 */
export const idParam = z.string().min(1);

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True when `id` is a well-formed UUID (ids are UUIDv7); anything else cannot name a record. */
export function isWellFormedId(id: string): boolean {
  return UUID_RE.test(id);
}
