import { describe, expect, it } from 'vitest';
import { ENGLISH_TEXTS } from '@kisansetu/contract';
import hi from 'virtual:texts/hi';
import pagesEn from 'virtual:static-pages/en';
import pagesHi from 'virtual:static-pages/hi';
import { en } from './english';

const devanagari = /[\u0900-\u097F]/;

describe('locales', () => {
  it('English shows every contract text word for word', () => {
    for (const [key, text] of Object.entries(ENGLISH_TEXTS)) expect(en[key as keyof typeof en]).toBe(text);
  });

  it('Hindi has exactly the keys of English, none empty', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(hi)) expect(text.trim(), key).not.toBe('');
  });

  it('Hindi is written in Devanagari wherever English has words', () => {
    // An example email address is Latin in every language.
    const sameInBoth = new Set(['login.emailPlaceholder']);
    const untranslated = Object.entries(hi).filter(
      ([key, text]) =>
        !sameInBoth.has(key) &&
        /[a-z]{3,}/i.test(en[key as keyof typeof en].replace(/\{\{\w+\}\}/g, '')) &&
        !devanagari.test(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[])
      expect(placeholders(hi[key] ?? ''), key).toEqual(placeholders(en[key]));
  });

  it('the static pages have the same structure in both languages', () => {
    for (const id of Object.keys(pagesEn.pages) as (keyof typeof pagesEn.pages)[]) {
      const english = pagesEn.pages[id];
      const hindi = pagesHi.pages[id];
      expect(hindi.sections.length, id).toBe(english.sections.length);
      hindi.sections.forEach((section, index) => {
        expect(section.list?.length, `${id} ${index}`).toBe(english.sections[index]!.list?.length);
        expect(section.paragraphs?.length, `${id} ${index}`).toBe(
          english.sections[index]!.paragraphs?.length,
        );
        expect(devanagari.test(section.heading)).toBe(true);
      });
    }
  });
});
