import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import type { AbuseLimits } from '../../limits';
import { ok, sendSerialized } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import type { AppMetrics } from '../../metrics';
import { withoutSession } from '../../plugins/front-door';
import { keepOutOfCaches, listingReads, toProductPage, type ImageUrlsFor } from '../products';
import type { KeptSearchAnswers } from './kept-search-answers';
import type { ProductSuggest } from './repository/suggest';
import { firstExpiry, type SearchAnswers } from './search-answers';
import type { SearchService } from './search.service';

export interface SearchRoutesOptions {
  service: SearchService;
  /** Search-as-you-type (GET product/suggest). */
  suggest: ProductSuggest;
  /** Sellers in a block pair with a signed-in caller (products). */
  excludedSellersFor: (viewerId: string | null) => Promise<string[]>;
  urlsFor: ImageUrlsFor;
  limits: AbuseLimits;
  /** Answers shared by every caller of the same search, dropped when a listing changes. */
  answers: SearchAnswers;
  /** The addresses of shared answers, sent before the framework to the next anonymous caller who asks by one. */
  kept: KeptSearchAnswers;
  answeredFrom: AppMetrics['answeredFrom'];
}

/** product/search and product/suggest: public, counted per IP for anonymous callers as product/new is. */
export async function searchRoutes(app: FastifyInstance, options: SearchRoutesOptions): Promise<void> {
  const { service, urlsFor, answers, kept, answeredFrom } = options;
  const { anonymousReadLimit, callerOf, excludedFor } = listingReads(
    options.limits,
    options.excludedSellersFor,
  );

  route(
    app,
    ENDPOINTS.searchProducts,
    async (request, reply) => {
      const { query } = request;
      if (query.lat !== undefined) keepOutOfCaches(reply);
      const place = await service.locate(query, await callerOf(request, query));
      const build = async (excludeSellers: readonly string[]) =>
        ok(
          SERVER_MESSAGES.productsFetched,
          toProductPage(await service.search(query, place, excludeSellers), urlsFor),
        );
      const key = service.answerKey(query, place);
      const { answer, outcome } = await answers.get(key, async () => {
        const page = await service.search(query, place);
        return {
          body: Buffer.from(
            String(reply.serialize(ok(SERVER_MESSAGES.productsFetched, toProductPage(page, urlsFor)))),
          ),
          sellers: new Set(page.rows.map((row) => row.sellerId)),
          until: firstExpiry(page.rows),
          within:
            place.near?.radiusKm === undefined
              ? null
              : { ...place.near.point, radiusKm: place.near.radiusKm },
        };
      });
      // Blocks are the caller's own: the shared page goes out only when it shows none of the sellers they exclude,
      // else the page is made for them alone (it may hold other listings in their place).
      // Past the first page, blocks shift which listings a page holds: made for the caller alone too.
      const excluded = await excludedFor(request);
      if (
        excluded.length > 0 &&
        (query.page > 1 || excluded.some((sellerId) => answer.sellers.has(sellerId)))
      ) {
        answeredFrom('search', 'bypass');
        return build(excluded);
      }
      answeredFrom('search', outcome);
      // Without a session (or a would-be one) the address alone names this answer: the next such caller gets it first.
      if (withoutSession(request)) {
        const at = request.url.indexOf('?');
        kept.remember(at === -1 ? '' : request.url.slice(at), key, query.lat !== undefined);
      }
      return sendSerialized(reply, answer.body);
    },
    anonymousReadLimit,
  );

  route(
    app,
    ENDPOINTS.suggestProducts,
    async (request) => {
      const suggestions = await options.suggest(request.query.q, request.query.lang);
      return ok(SERVER_MESSAGES.suggestionsFetched, { suggestions });
    },
    anonymousReadLimit,
  );
}
