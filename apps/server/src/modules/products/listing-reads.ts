import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AbuseLimits } from '../../limits';

/** How the public listing reads (product/new, product/search, product/suggest) treat their caller. */
export function listingReads(
  limits: AbuseLimits,
  excludedSellersFor: (viewerId: string | null) => Promise<string[]>,
) {
  return {
    /**
     * Anonymous list and search calls are counted per IP (before the page cache, so cached pages count too); a
     * signed-in caller is limited per account elsewhere. A made-up token is no way around it: only a live session is.
     */
    anonymousReadLimit: {
      onRequest: async (request: FastifyRequest) => {
        // No token at all (most visitors): no session to look up.
        const anonymous = request.sessionToken() === undefined || (await request.sessionUser()) === null;
        if (anonymous) await limits.consume('anonymousReadsPerIp', request.ip);
      },
    },
    /**
     * Both lists are public; a signed-in caller's stored place is the point of last resort, so the session is only
     * looked up when the query names no point of its own.
     */
    callerOf: async (request: FastifyRequest, query: { lat?: number; pincode?: string }) =>
      query.lat === undefined && query.pincode === undefined
        ? ((await request.sessionUser())?.id ?? null)
        : null,
    /** Sellers in a block pair with a signed-in caller, read once per request (none for anonymous callers). */
    excludedFor: async (request: FastifyRequest) =>
      request.sessionToken() === undefined
        ? []
        : excludedSellersFor((await request.sessionUser())?.id ?? null),
  };
}

/**
 * An answer measured from a browser position: its URL carries the position, so neither the browser's HTTP cache
 * nor a proxy may keep it (the position is used for the query and never stored).
 */
export function keepOutOfCaches(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}
