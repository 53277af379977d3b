/**
 * A short-lived cache of product/new pages as sent (serialized JSON, as UTF-8 bytes) to callers with no point of their own:
 * visitors and farmers on the home page and /product ask for the same few pages all day, and building one (a
 * query, 12 presented rows, the response schema's check and JSON) costs ~2 ms of CPU against ~0.05 ms to send it
 * again. The bytes, not the string: encoding ~10 KB of JSON on every send was ~6% of the CPU of a cached page (issue
 * #19's same-bytes bench). This process's own writes clear it at once; a listing written by another process shows within `ttlMs`.
 */
export interface NewestPageCache {
  get(page: number): Buffer | undefined;
  set(page: number, body: Buffer): void;
  clear(): void;
}

/** Pages beyond this are rarely asked twice within a second; not keeping them bounds the memory to ~1 MB. */
const MAX_PAGES = 100;

/** Creates the cache; `now` is injectable so tests need not wait for time to pass. */
export function createNewestPageCache(ttlMs = 1000, now: () => number = Date.now): NewestPageCache {
  const pages = new Map<number, { body: Buffer; at: number }>();
  return {
    get(page) {
      const entry = pages.get(page);
      if (!entry) return undefined;
      if (now() - entry.at >= ttlMs) {
        pages.delete(page);
        return undefined;
      }
      return entry.body;
    },
    set(page, body) {
      if (page <= MAX_PAGES) pages.set(page, { body, at: now() });
    },
    clear() {
      pages.clear();
    },
  };
}
