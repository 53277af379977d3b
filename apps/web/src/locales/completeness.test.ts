import { describe, expect, it } from 'vitest';
import { LANGUAGE_SCRIPTS } from '@/lib/language-scripts';
import { AVAILABLE_LANGUAGES, loaderOf, type AppLanguage } from '@/lib/languages';
import { en } from './english';

/** The script each language is written in: a text with English words must have some of it. */
const SCRIPTS: Record<Exclude<AppLanguage, 'en'>, RegExp> = LANGUAGE_SCRIPTS;

/**
 * The only keys a language may leave exactly as in English: an example email address, and formats made of
 * placeholders alone ('{{price}} / {{unit}}'). Anything else identical to English is a text left untranslated.
 */
const SAME_AS_ENGLISH = new Set([
  'login.emailPlaceholder',
  'product.pricePerUnit',
  'product.quantityValue',
  'prices.marketPlace',
  'myData.count',
]);

const english = en as Readonly<Record<string, string>>;
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
const hasWords = (text: string) => /[a-z]{3,}/i.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

const registered = AVAILABLE_LANGUAGES.filter((lang): lang is Exclude<AppLanguage, 'en'> => lang !== 'en');

describe.each(registered)('the %s texts', (lang) => {
  const load = async () => {
    const loader = loaderOf(lang);
    if (!loader) throw new Error(`${lang} is offered but has no loader`);
    return (await loader()) as Readonly<Record<string, string>>;
  };

  it('have exactly the keys of English, none empty', async () => {
    const table = await load();
    expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
    const empty = Object.entries(table).filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('leave nothing in English (but the few keys that are the same everywhere)', async () => {
    const table = await load();
    const same = Object.keys(english).filter(
      (key) => !SAME_AS_ENGLISH.has(key) && table[key] === english[key],
    );
    expect(same).toEqual([]);
  });

  it("are written in the language's own script wherever English has words", async () => {
    const table = await load();
    const script = SCRIPTS[lang];
    const untranslated = Object.keys(english).filter(
      (key) => !SAME_AS_ENGLISH.has(key) && hasWords(english[key]!) && !script.test(table[key] ?? ''),
    );
    expect(untranslated).toEqual([]);
  });

  it('keep the placeholders of English', async () => {
    const table = await load();
    const changed = Object.keys(english).filter(
      (key) => JSON.stringify(placeholders(table[key] ?? '')) !== JSON.stringify(placeholders(english[key]!)),
    );
    expect(changed).toEqual([]);
  });
});

describe('the registry', () => {
  it('offers English and at least Hindi, each other language with a loader', () => {
    expect(AVAILABLE_LANGUAGES[0]).toBe('en');
    expect(AVAILABLE_LANGUAGES).toContain('hi');
    for (const lang of registered) expect(loaderOf(lang), lang).toBeTypeOf('function');
  });
});
