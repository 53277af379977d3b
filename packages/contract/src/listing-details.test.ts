import { describe, expect, it } from 'vitest';
import { CROP_VOCABULARY } from './crops';
import { CROP_VARIETIES, VARIETY_NAMES, varietiesOf, varietyName } from './crops/varieties';
import { comparablePrice } from './listing-details';
import { hasProductFilters, productFiltersSchema } from './product-filters';

describe('variety suggestions', () => {
  it('are keyed by crops the vocabulary knows', () => {
    for (const crop of Object.keys(CROP_VARIETIES)) expect(CROP_VOCABULARY.get(crop), crop).toBeDefined();
  });

  it('are none for a crop not bought by variety or no crop', () => {
    expect(varietiesOf('wheat')).toContain('Sharbati');
    expect(varietiesOf('okra')).toEqual([]);
    expect(varietiesOf(null)).toEqual([]);
  });
});

/** The Unicode block of each Indian language's script, where a variety's name must be written. */
const SCRIPT_BLOCKS = {
  hi: [0x0900, 0x097f],
  mr: [0x0900, 0x097f],
  pa: [0x0a00, 0x0a7f],
  gu: [0x0a80, 0x0aff],
  bn: [0x0980, 0x09ff],
  ta: [0x0b80, 0x0bff],
  te: [0x0c00, 0x0c7f],
  kn: [0x0c80, 0x0cff],
} as const;

describe('variety names in the reader’s script', () => {
  it('name every suggested variety in the eight Indian languages, in the language’s own script only', () => {
    for (const variety of Object.values(CROP_VARIETIES).flat()) {
      for (const [language, [from, to]] of Object.entries(SCRIPT_BLOCKS)) {
        const name = varietyName(variety, language);
        if (/\p{L}/u.test(variety)) expect(name, `${variety} in ${language}`).not.toBe(variety);
        for (const char of name.replace(/[\s\d%().-]/g, '')) {
          const point = char.codePointAt(0)!;
          expect(point >= from && point <= to, `${variety} in ${language}: ${name}`).toBe(true);
        }
      }
    }
  });

  it('keep the trade’s name for English and for a variety the list does not know', () => {
    expect(varietyName('Sharbati', 'en')).toBe('Sharbati');
    expect(varietyName('Sharbati', 'hi')).toBe('शरबती');
    expect(varietyName('My own seed', 'hi')).toBe('My own seed');
    expect(Object.keys(VARIETY_NAMES).sort()).toEqual(
      [...new Set(Object.values(CROP_VARIETIES).flat())].sort(),
    );
  });
});

describe('comparablePrice', () => {
  it('is per kg for weight units and as listed otherwise', () => {
    expect(comparablePrice(2500, 'quintal')).toBe(25);
    expect(comparablePrice(31_000, 'ton')).toBe(31);
    expect(comparablePrice(24, 'kg')).toBe(24);
    expect(comparablePrice(800, 'pieces')).toBe(800);
  });
});

describe('product filters', () => {
  it('narrow only when one is on: a unit alone, organic=false or inStock=false keep everything', () => {
    expect(hasProductFilters(productFiltersSchema.parse({ priceUnit: 'quintal', organic: 'false' }))).toBe(
      false,
    );
    expect(hasProductFilters(productFiltersSchema.parse({ inStock: 'false' }))).toBe(false);
    expect(hasProductFilters(productFiltersSchema.parse({ organic: 'true' }))).toBe(true);
    expect(hasProductFilters(productFiltersSchema.parse({ maxPrice: '30' }))).toBe(true);
  });
});
