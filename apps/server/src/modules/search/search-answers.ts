import { distanceKm } from '../../lib/geo';
import { createTtlCache, getWithOutcome } from '../../lib/ttl-cache';

/** One search's page as sent, whose listings it shows (to check a caller's blocks against) and where it looked. */
export interface SharedAnswer {
  body: Buffer;
  sellers: ReadonlySet<string>;
  /** The point and radius it was limited to; null when a listing anywhere could be in it. */
  within: { lat: number; lon: number; radiusKm: number } | null;
  /** When the first of its listings expires (ms since the epoch), null when it shows none: it is not kept past that. */
  until: number | null;
}

/** When the first of `listings` expires, as {@link SharedAnswer.until} holds it. */
export function firstExpiry(listings: readonly { expiresAt: Date }[]): number | null {
  return listings.length === 0 ? null : Math.min(...listings.map((listing) => listing.expiresAt.getTime()));
}

/** Where a changed listing is or was; null coordinates when its address was not placed. */
export interface ChangedPlace {
  lat: number | null;
  lon: number | null;
}

/** How long a shared answer lives when no listing changes: trust stars and offer counts are never older. */
export const SEARCH_ANSWER_TTL_MS = 30_000;
/** Slack on a radius, for the rounding of the points a search measures from. */
const RADIUS_SLACK_KM = 2;
/** Answers kept at once (a page is about 15 KB); the least recently asked go first. */
export const SEARCH_ANSWERS_MAX = 1_000;

/**
 * Search answers shared by every caller who asks the same search from the same place, as bytes ready to send: kept
 * for {@link SEARCH_ANSWER_TTL_MS}, dropped when a listing they could hold changes (`changed`) or one they show
 * expires, and built once however many callers miss together. Only what every caller may see goes in: a caller's
 * blocks are applied after (search.routes.ts).
 */
export function createSearchAnswers(now?: () => number) {
  const cache = createTtlCache<string, SharedAnswer>({
    ttlMs: SEARCH_ANSWER_TTL_MS,
    max: SEARCH_ANSWERS_MAX,
    // A listing it shows expiring by the clock is announced by no write.
    staleAt: (answer) => answer.until,
    ...(now ? { now } : {}),
  });
  return {
    /** The kept answer (`hit`), the one another caller is building (`shared`), or `build`'s (`miss`). */
    async get(
      key: string,
      build: () => Promise<SharedAnswer>,
    ): Promise<{ answer: SharedAnswer; outcome: 'hit' | 'shared' | 'miss' }> {
      const { value, outcome } = await getWithOutcome(cache, key, build);
      return { answer: value, outcome };
    },
    /** The kept answer to `key` while it lives, else undefined; nothing is built. */
    peek(key: string): SharedAnswer | undefined {
      return cache.peek(key);
    },
    /**
     * Drops the answers a change at `places` could touch: all of them for a change anywhere (null) or of an unplaced
     * listing, else those not limited to a radius and those whose radius reaches one of the places.
     */
    changed(places: readonly ChangedPlace[] | null): void {
      if (places === null || places.some((place) => place.lat === null || place.lon === null)) {
        cache.clear();
        return;
      }
      cache.forgetWhere(
        ({ within }) =>
          within === null ||
          places.some(
            (place) =>
              distanceKm(place.lat!, place.lon!, within.lat, within.lon) <= within.radiusKm + RADIUS_SLACK_KM,
          ),
      );
    },
  };
}

/** See {@link createSearchAnswers}. */
export type SearchAnswers = ReturnType<typeof createSearchAnswers>;
