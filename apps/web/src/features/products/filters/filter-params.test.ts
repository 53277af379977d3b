import { describe, expect, it } from 'vitest';
import { productFiltersFrom } from './filter-params';
import type { ProductFilterChoice } from './filter-url';
import { rawFilterQuery } from './filter-keys';
import { countFilters, filterQuery, withFilters } from './filter-url';

const parse = (search: string) => productFiltersFrom(new URLSearchParams(search));
/** parse → build → parse: what a shared or reloaded address reads back. */
const roundTrip = (search: string) => parse(withFilters(new URLSearchParams(), parse(search)).toString());

describe('the filters in the URL', () => {
  it.each<[string, ProductFilterChoice]>([
    ['category=vegetable', { category: 'vegetable' }],
    ['category=dry_fruit', { category: 'dry_fruit' }],
    ['minPrice=20', { minPrice: 20 }],
    ['maxPrice=30.5', { maxPrice: 30.5 }],
    [
      'minPrice=2000&maxPrice=2800&priceUnit=quintal',
      { minPrice: 2000, maxPrice: 2800, priceUnit: 'quintal' },
    ],
    ['maxPrice=40&priceUnit=liters', { maxPrice: 40, priceUnit: 'liters' }],
    ['organic=true', { organic: true }],
    ['grade=B', { grade: 'B' }],
    ['inStock=true', { inStock: true }],
    [
      'category=cereal&minPrice=20&maxPrice=28&organic=true&grade=A&inStock=true',
      { category: 'cereal', minPrice: 20, maxPrice: 28, organic: true, grade: 'A', inStock: true },
    ],
  ])('%s reads, writes and reads back the same', (search, expected) => {
    expect(parse(search)).toEqual(expected);
    expect(roundTrip(search)).toEqual(expected);
    // The address the app writes is the one it was given (one choice, one address).
    expect(new URLSearchParams(filterQuery(expected)).toString()).toBe(search);
  });

  it('drops a value the contract refuses instead of failing, keeping the rest', () => {
    expect(
      parse(
        'category=weeds&minPrice=cheap&maxPrice=-5&priceUnit=sack&organic=maybe&grade=Z&inStock=yes&sort=newest',
      ),
    ).toEqual({});
    expect(parse('category=fruit&maxPrice=abc&grade=a&organic=true')).toEqual({
      category: 'fruit',
      organic: true,
    });
    expect(parse('maxPrice=99999999999')).toEqual({});
  });

  it('drops a minimum above the maximum, as the server would refuse it', () => {
    expect(parse('minPrice=50&maxPrice=30')).toEqual({ maxPrice: 30 });
  });

  it('reads the yes/no forms the contract takes and writes them one way', () => {
    expect(parse('organic=on&inStock=1')).toEqual({ organic: true, inStock: true });
    expect(filterQuery(parse('organic=on&inStock=1'))).toEqual({ organic: 'true', inStock: 'true' });
    expect(parse('organic=false')).toEqual({});
  });

  it('keeps a unit only beside a price, and never the default kg', () => {
    expect(parse('priceUnit=ton')).toEqual({});
    expect(parse('maxPrice=30&priceUnit=kg')).toEqual({ maxPrice: 30 });
  });

  it('replaces only the filters of an address, keeping the search, sort and distance', () => {
    const params = new URLSearchParams('name=onion&sort=price_asc&radiusKm=50&grade=A&organic=true');
    expect(withFilters(params, { category: 'vegetable', grade: 'A' }).toString()).toBe(
      'name=onion&sort=price_asc&radiusKm=50&category=vegetable&grade=A',
    );
    expect(withFilters(params, {}).toString()).toBe('name=onion&sort=price_asc&radiusKm=50');
  });

  it('counts a price range as one filter and the unit as none', () => {
    expect(countFilters({ minPrice: 20, maxPrice: 30, priceUnit: 'quintal', organic: true })).toBe(2);
    expect(countFilters({})).toBe(0);
  });

  it('gives the route prefetch the query the page will ask for, for an address the app wrote', () => {
    const search = 'category=vegetable&maxPrice=30&organic=true&sort=price_asc';
    expect(rawFilterQuery(new URLSearchParams(search))).toEqual(filterQuery(parse(search)));
  });
});
