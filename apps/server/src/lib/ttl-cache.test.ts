import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('keeps a value for its time, shares one load between callers, and forgets on demand', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 100, max: 10, now: () => clock });
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 99;
    expect(await cache.get('a', load)).toBe(1);
    clock = 100;
    expect(await cache.get('a', load)).toBe(2);
    cache.forget('a');
    expect(await cache.get('a', load)).toBe(3);
  });

  it('peeks at a live value without loading one, and counts the peek as a read', async () => {
    let clock = 0;
    const cache = createTtlCache<string, string>({ ttlMs: 100, max: 2, now: () => clock });
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    expect(cache.peek('a')).toBe('a');
    // 'a' was read last, so the third value pushes out 'b'.
    await cache.get('c', async () => 'c');
    expect([cache.peek('a'), cache.peek('b')]).toEqual(['a', undefined]);
    clock = 100;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('does not keep a load that a forget overtook, and keeps at most `max` entries', async () => {
    const cache = createTtlCache<string, string>({ ttlMs: 1000, max: 2 });
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.forget('a');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'again')).toBe('again');
  });

  it('drops a value at the time the value itself says, when that comes before its lifetime ends', async () => {
    let clock = 0;
    const cache = createTtlCache<string, { until: number | null; n: number }>({
      ttlMs: 100,
      max: 10,
      now: () => clock,
      staleAt: (value) => value.until,
    });
    let n = 0;
    const load = async () => ({ until: n === 0 ? 40 : null, n: ++n });
    expect((await cache.get('a', load)).n).toBe(1);
    clock = 39;
    expect(cache.has('a')).toBe(true);
    expect((await cache.get('a', load)).n).toBe(1);
    clock = 40;
    expect(cache.has('a')).toBe(false);
    expect((await cache.get('a', load)).n).toBe(2);
    clock = 139;
    expect((await cache.get('a', load)).n).toBe(2);
  });
});
