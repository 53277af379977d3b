import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import type { AbuseLimits } from '../../limits';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import { keepOutOfCaches, listingReads, toProductPage, type ImageUrlsFor } from '../products';
import type { ProductSuggest } from './repository/suggest';
import type { SearchService } from './search.service';

export interface SearchRoutesOptions {
  service: SearchService;
  /** Search-as-you-type (GET product/suggest). */
  suggest: ProductSuggest;
  /** Sellers in a block pair with a signed-in caller (products). */
  excludedSellersFor: (viewerId: string | null) => Promise<string[]>;
  urlsFor: ImageUrlsFor;
  limits: AbuseLimits;
}

/** product/search and product/suggest: public, counted per IP for anonymous callers as product/new is. */
export async function searchRoutes(app: FastifyInstance, options: SearchRoutesOptions): Promise<void> {
  const { service, urlsFor } = options;
  const { anonymousReadLimit, callerOf, excludedFor } = listingReads(
    options.limits,
    options.excludedSellersFor,
  );

  route(
    app,
    ENDPOINTS.searchProducts,
    async (request, reply) => {
      if (request.query.lat !== undefined) keepOutOfCaches(reply);
      const page = await service.search(
        request.query,
        await callerOf(request, request.query),
        await excludedFor(request),
      );
      return ok(SERVER_MESSAGES.productsFetched, toProductPage(page, urlsFor));
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
