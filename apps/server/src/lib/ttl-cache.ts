/**
 * A small in-process cache of values that may be a little stale: each entry lives `ttlMs`, at most `max` are kept
 * (the least recently read goes first), and callers missing the same key at once share one load. Writes in this process
 * {@link TtlCache.forget} what they change; another process's writes show once the entry expires.
 */
export interface TtlCache<K, V> {
  /** The kept value, or what `load` gives (then kept); concurrent misses of one key wait for the same load. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Drops the keys, and keeps a load already under way for them from being kept (it may predate the change). */
  forget(...keys: K[]): void;
  /** Drops every kept value `matches`, and keeps any load under way from being kept (it may predate the change). */
  forgetWhere(matches: (value: V) => boolean): void;
  clear(): void;
  /** Whether a live value is kept for `key` (not one being loaded). */
  has(key: K): boolean;
  /** The live value kept for `key` (counted as read), else undefined; nothing is loaded. */
  peek(key: K): V | undefined;
}

/** Creates the cache; `now` is injectable so tests need not wait for time to pass. */
export function createTtlCache<K, V>(options: {
  ttlMs: number;
  max: number;
  now?: () => number;
  /** When a value goes stale before `ttlMs` has passed (ms since the epoch), null when only `ttlMs` ends it. */
  staleAt?: (value: V) => number | null;
}): TtlCache<K, V> {
  const { ttlMs, max, now = Date.now, staleAt } = options;
  const entries = new Map<K, { value: V; at: number }>();
  const live = (entry: { value: V; at: number }, at: number) =>
    at - entry.at < ttlMs && !((staleAt?.(entry.value) ?? Infinity) <= at);
  const loading = new Map<K, Promise<V>>();
  // Bumped by every forget: a load that started before one is answered but not kept.
  let generation = 0;

  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry) entries.delete(key);
      if (entry && live(entry, now())) {
        // Written again at the end of the map's order: the first entry is then always the least recently read.
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      const inFlight = loading.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation;
      const loaded = load().finally(() => {
        if (loading.get(key) === loaded) loading.delete(key);
      });
      loading.set(key, loaded);
      return loaded.then((value) => {
        if (startedIn === generation) {
          if (entries.size >= max) entries.delete(entries.keys().next().value!);
          entries.set(key, { value, at: now() });
        }
        return value;
      });
    },
    forget(...keys) {
      generation += 1;
      for (const key of keys) {
        entries.delete(key);
        loading.delete(key);
      }
    },
    forgetWhere(matches) {
      generation += 1;
      loading.clear();
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    has(key) {
      const entry = entries.get(key);
      return entry !== undefined && live(entry, now());
    },
    peek(key) {
      const entry = entries.get(key);
      if (entry === undefined || !live(entry, now())) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
  };
}

/** Where a value {@link TtlCache.get} gave came from: kept (`hit`), another caller's load (`shared`), or this one's. */
export type CacheOutcome = 'hit' | 'shared' | 'miss';

/** `cache.get`, telling where the value came from (for the metrics of cached answers). */
export async function getWithOutcome<K, V>(
  cache: TtlCache<K, V>,
  key: K,
  load: () => Promise<V>,
): Promise<{ value: V; outcome: CacheOutcome }> {
  const kept = cache.has(key);
  let built = false;
  const value = await cache.get(key, () => {
    built = true;
    return load();
  });
  return { value, outcome: built ? 'miss' : kept ? 'hit' : 'shared' };
}
