import { createTtlCache } from '../../lib/ttl-cache';

/** One search's page as sent, and whose listings it shows (to check a caller's blocks against). */
export interface SharedAnswer {
  body: Buffer;
  sellers: ReadonlySet<string>;
}

/** How long a shared answer lives when no listing changes: trust stars and offer counts are never older. */
export const SEARCH_ANSWER_TTL_MS = 10_000;
/** Answers kept at once (a page is about 15 KB); the least recently asked go first. */
export const SEARCH_ANSWERS_MAX = 1_000;

/**
 * Search answers shared by every caller who asks the same search from the same place, as bytes ready to send: kept
 * for {@link SEARCH_ANSWER_TTL_MS}, dropped whenever a listing changes (`clear`), and built once however many callers
 * miss together. Only what every caller may see goes in: a caller's blocks are applied after (search.routes.ts).
 */
export function createSearchAnswers(now?: () => number) {
  const cache = createTtlCache<string, SharedAnswer>({
    ttlMs: SEARCH_ANSWER_TTL_MS,
    max: SEARCH_ANSWERS_MAX,
    ...(now ? { now } : {}),
  });
  return {
    /** The kept answer (`hit`), the one another caller is building (`shared`), or `build`'s (`miss`). */
    async get(
      key: string,
      build: () => Promise<SharedAnswer>,
    ): Promise<{ answer: SharedAnswer; outcome: 'hit' | 'shared' | 'miss' }> {
      const kept = cache.has(key);
      let built = false;
      const answer = await cache.get(key, () => {
        built = true;
        return build();
      });
      return { answer, outcome: built ? 'miss' : kept ? 'hit' : 'shared' };
    },
    clear: () => cache.clear(),
  };
}

/** See {@link createSearchAnswers}. */
export type SearchAnswers = ReturnType<typeof createSearchAnswers>;
