import { describe, expect, it } from 'vitest';
import { UNITS } from '../constants';
import { CROP_LANGS } from '../crops/crop-types';
import { PAGE_LOCALES, PAGE_TEXT_KEYS, fillPageText, isPageLang } from './index';

/** The `{{name}}` placeholders of a text, sorted (a translation may put them in another order). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = PAGE_LOCALES.en.texts;

describe('page texts in every UI language', () => {
  it('has a table for each of the nine languages', () => {
    expect(Object.keys(PAGE_LOCALES).sort()).toEqual([...CROP_LANGS].sort());
    expect(Object.keys(english).sort()).toEqual([...PAGE_TEXT_KEYS].sort());
  });

  describe.each(CROP_LANGS.filter((lang) => lang !== 'en'))('%s', (lang) => {
    const { texts, units, ogLocale } = PAGE_LOCALES[lang];

    it('has every key, with the same placeholders as English, and not in English', () => {
      expect(Object.keys(texts).sort()).toEqual([...PAGE_TEXT_KEYS].sort());
      for (const key of PAGE_TEXT_KEYS) {
        expect(texts[key].trim(), key).not.toBe('');
        expect(placeholders(texts[key]), key).toEqual(placeholders(english[key]));
        expect(texts[key], key).not.toBe(english[key]);
      }
    });

    it('names every unit and has its Open Graph locale', () => {
      for (const unit of UNITS) expect(units[unit].trim(), unit).not.toBe('');
      expect(ogLocale).toBe(`${lang}_IN`);
    });
  });

  it('fills placeholders and knows its languages', () => {
    expect(fillPageText(PAGE_LOCALES.hi.texts.farmerAt, { place: 'Nashik' })).toBe('Nashik के किसान');
    expect(isPageLang('ta')).toBe(true);
    expect(isPageLang('fr')).toBe(false);
  });
});
