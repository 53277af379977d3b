import { describe, expect, it } from 'vitest';
import { CROP_VOCABULARY } from './crops';
import { CROP_VARIETIES, varietiesOf } from './crops/varieties';
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
