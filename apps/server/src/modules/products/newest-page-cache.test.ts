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

describe('newest-page cache under concurrent misses', () => {
  it('builds a page once for every caller that missed it at the same time', async () => {
    const cache = createNewestPageCache(1000, () => 0);
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Buffer.from(`page built ${builds}`);
    };
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.load(1, build)));
    expect(builds).toBe(1);
    expect(new Set(bodies.map(String))).toEqual(new Set(['page built 1']));
    expect(cache.get(1)?.toString()).toBe('page built 1');
  });

  it('does not keep a page whose build started before a listing changed', async () => {
    const cache = createNewestPageCache(1000, () => 0);
    let release: () => void = () => {};
    const stale = cache.load(1, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return Buffer.from('before the change');
    });
    cache.clear();
    const fresh = cache.load(1, async () => Buffer.from('after the change'));
    release();
    expect((await stale).toString()).toBe('before the change');
    expect((await fresh).toString()).toBe('after the change');
    expect(cache.get(1)?.toString()).toBe('after the change');
  });

  it('lets the next caller build again when a build fails', async () => {
    const cache = createNewestPageCache(1000, () => 0);
    await expect(
      cache.load(1, async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect((await cache.load(1, async () => Buffer.from('built'))).toString()).toBe('built');
  });
});
