import { describe, expect, it } from 'vitest';
import { createNewestPageCache } from './newest-page-cache';

describe('newest-page cache', () => {
  it('sends a page again only within its time to live', () => {
    let now = 0;
    const cache = createNewestPageCache(1000, () => now);
    cache.set(1, Buffer.from('{"page":1}'));
    now = 999;
    expect(cache.get(1)?.toString()).toBe('{"page":1}');
    now = 1000;
    expect(cache.get(1)).toBeUndefined();
  });

  it('forgets every page when a listing changes', () => {
    const cache = createNewestPageCache(1000, () => 0);
    cache.set(1, Buffer.from('a'));
    cache.set(2, Buffer.from('b'));
    cache.clear();
    expect([cache.get(1), cache.get(2)]).toEqual([undefined, undefined]);
  });

  it('keeps only the first 100 pages', () => {
    const cache = createNewestPageCache(1000, () => 0);
    cache.set(100, Buffer.from('kept'));
    cache.set(101, Buffer.from('not kept'));
    expect([cache.get(100)?.toString(), cache.get(101)]).toEqual(['kept', undefined]);
  });
});
