import { describe, expect, it } from 'vitest';
import { CROP_LANGS } from '../crops/crop-types';
import { ENGLISH_TEXTS } from '../messages';
import { fillPageText } from '../page-locales/page-texts';
import { CATALOGUES, catalogueText, unitNames } from './catalogues';

/** The `{{name}}` placeholders of a text, sorted (a translation may put them in another order). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = CATALOGUES.en;
const contractTexts: Readonly<Record<string, string>> = ENGLISH_TEXTS;
/** English as a translator reads it: the catalogue, and the contract's texts written beside the keys its schemas use. */
const source: Readonly<Record<string, string>> = { ...contractTexts, ...english };

describe('the catalogues', () => {
  it('hold each English sentence once: the contract’s texts are not repeated in en.json', () => {
    expect(Object.keys(english).filter((key) => Object.hasOwn(contractTexts, key))).toEqual([]);
  });

  describe.each(CROP_LANGS.filter((lang) => lang !== 'en'))('%s', (lang) => {
    const catalogue = CATALOGUES[lang];

    it('has exactly the keys of English, none empty', () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort());
      expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
    });

    it('keeps the placeholders of English', () => {
      const changed = Object.keys(source).filter(
        (key) =>
          JSON.stringify(placeholders(catalogue[key] ?? '')) !== JSON.stringify(placeholders(source[key]!)),
      );
      expect(changed).toEqual([]);
    });
  });

  it('finds a text by language and key, fills it, and names the units', () => {
    expect(fillPageText(catalogueText('hi', 'page.farmerAt'), { place: 'Nashik' })).toBe('Nashik के किसान');
    expect(unitNames('hi').quintal).toBe('क्विंटल');
    expect(() => catalogueText('en', 'no.such.key')).toThrow('no.such.key');
  });
});
