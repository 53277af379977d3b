/**
 * A short-lived cache of product/new pages as sent (serialized JSON, as UTF-8 bytes) to callers with no point of their
 * own: visitors and farmers on the home page and /product ask for the same few pages all day, and building one (a
 * query, 12 presented rows, the response schema's check and JSON) costs far more CPU than sending it again. The
 * bytes, not the string: encoding the JSON on every send would be a noticeable share of a cached page's CPU. This
 * process's own writes clear it at once; a listing written by another process shows within `ttlMs`.
 */
export interface NewestPageCache {
  get(page: number): Buffer | undefined;
  /**
   * The page from the cache, or built by `build` and kept. Callers that miss while a build of the same page is under
   * way wait for that one: when a page expires under load, every request in flight misses it at once, and each
   * building its own copy would spend CPU on the same work many times over.
   */
  load(page: number, build: () => Promise<Buffer>): Promise<Buffer>;
  set(page: number, body: Buffer): void;
  /** Forgets every page, and keeps any build started before this from being kept (it may predate the change). */
  clear(): void;
}

/** Pages beyond this are rarely asked twice within a second; not keeping them bounds the cache's memory. */
const MAX_PAGES = 100;

/** Creates the cache; `now` is injectable so tests need not wait for time to pass. */
export function createNewestPageCache(ttlMs = 1000, now: () => number = Date.now): NewestPageCache {
  const pages = new Map<number, { body: Buffer; at: number }>();
  const building = new Map<number, Promise<Buffer>>();
  let generation = 0;

  function get(page: number): Buffer | undefined {
    const entry = pages.get(page);
    if (!entry) return undefined;
    if (now() - entry.at >= ttlMs) {
      pages.delete(page);
      return undefined;
    }
    return entry.body;
  }

  function set(page: number, body: Buffer): void {
    if (page <= MAX_PAGES) pages.set(page, { body, at: now() });
  }

  return {
    get,
    set,
    load(page, build) {
      const cached = get(page);
      if (cached !== undefined) return Promise.resolve(cached);
      const inFlight = building.get(page);
      if (inFlight !== undefined) return inFlight;
      const startedIn = generation;
      const built = build().then(
        (body) => {
          if (building.get(page) === built) building.delete(page);
          if (startedIn === generation) set(page, body);
          return body;
        },
        (error: unknown) => {
          if (building.get(page) === built) building.delete(page);
          throw error;
        },
      );
      // Only the first 100 pages are shared; a deeper page is built by each caller, as it is not kept either.
      if (page <= MAX_PAGES) building.set(page, built);
      return built;
    },
    clear() {
      generation += 1;
      pages.clear();
      building.clear();
    },
  };
}
