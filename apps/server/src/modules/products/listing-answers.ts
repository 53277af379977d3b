import { createTtlCache } from '../../lib/ttl-cache';

/** A listing's page as sent to callers without a session, and whose it is (to count each caller's view). */
interface ListingAnswer {
  listing: { id: string; sellerId: string };
  body: Buffer;
  expiresAt: number;
}

/** How long a listing's page is sent again to callers without a session, when nothing drops it first. */
export const LISTING_ANSWER_TTL_MS = 1000;

/**
 * Listings' pages as sent to callers without a session: a listing shared in a village's WhatsApp group is opened by
 * many at once, and each read the listing and built its page. Kept for {@link LISTING_ANSWER_TTL_MS} at most, not past
 * the listing's expiry, and dropped by every change to listings (`clear`); a caller with a session (whose blocks or
 * own hidden listing change the answer) always gets the page made for them.
 */
export function createListingAnswers() {
  return createTtlCache<string, ListingAnswer>({
    ttlMs: LISTING_ANSWER_TTL_MS,
    max: 1000,
    staleAt: (answer) => answer.expiresAt,
  });
}

/** See {@link createListingAnswers}. */
export type ListingAnswers = ReturnType<typeof createListingAnswers>;
