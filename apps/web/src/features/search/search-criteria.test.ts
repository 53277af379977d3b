import { describe, expect, it } from 'vitest';
import { LIMITS } from '@kisansetu/contract';
import { searchCriteriaFrom } from './search-criteria';
import { searchUrl } from './search-url';

const read = (query: string) => searchCriteriaFrom(new URLSearchParams(query));

describe('search criteria in the URL', () => {
  it('reads the name and the address, trimmed', () => {
    expect(read('name=%20Basmati%20rice%20&address=+Karnal,+Haryana+')).toEqual({
      name: 'Basmati rice',
      address: 'Karnal, Haryana',
    });
    expect(read('name=wheat&address=nashik&sort=distance&radiusKm=50')).toEqual({
      name: 'wheat',
      address: 'nashik',
    });
  });

  it('reads a missing, blank or over-long part as empty, and ignores everything else', () => {
    expect(read('')).toEqual({ name: '', address: '' });
    expect(read('name=%20%20&address=')).toEqual({ name: '', address: '' });
    expect(read(`name=${'a'.repeat(LIMITS.productNameMax + 1)}&address=Pune`)).toEqual({
      name: '',
      address: 'Pune',
    });
    expect(read(`name=Onion&address=${'b'.repeat(LIMITS.addressMax + 1)}`)).toEqual({
      name: 'Onion',
      address: '',
    });
    expect(read('query=wheat&page=2&name')).toEqual({ name: '', address: '' });
    // The first of repeated parts counts.
    expect(read('name=Rice&name=Wheat')).toEqual({ name: 'Rice', address: '' });
  });

  it('writes a search as /search?name=…&address=…, blank parts left out, keeping the rest of the page’s query', () => {
    expect(searchUrl({ name: 'Toor dal' })).toBe('/search?name=Toor+dal');
    expect(searchUrl({ name: ' Wheat ', address: 'Nashik' })).toBe('/search?name=Wheat&address=Nashik');
    expect(searchUrl({ name: '', address: '  ' })).toBe('/search');
    const page = new URLSearchParams('name=Rice&address=Karnal&sort=distance&radiusKm=50&pincode=422003');
    expect(searchUrl({ name: 'Onion', address: '' }, page)).toBe(
      '/search?name=Onion&sort=distance&radiusKm=50&pincode=422003',
    );
    expect(searchUrl({}, page)).toBe('/search?sort=distance&radiusKm=50&pincode=422003');
  });

  it('reads back what it writes', () => {
    for (const criteria of [
      { name: 'आलू', address: 'Andheri East' },
      { name: 'Basmati & rice?', address: '' },
      { name: '', address: 'Khet #12, Pune' },
    ]) {
      const url = new URL(searchUrl(criteria), 'https://kisansetu.example');
      expect(url.pathname).toBe('/search');
      expect(searchCriteriaFrom(url.searchParams)).toEqual(criteria);
    }
  });
});
