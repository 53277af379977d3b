import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SERVER_MESSAGES,
  productPageSchema,
  productSearchQuerySchema,
  productSuggestQuerySchema,
  productSuggestionsSchema,
  successEnvelope,
} from '@kisansetu/contract';
import type { AbuseLimits } from '../../limits';
import { ok } from '../../lib/envelope';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/product/search',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['product'],
        summary:
          'Search by name (partial, typo-tolerant) and/or address (partial), best match first; near-me as product/new',
        querystring: productSearchQuerySchema,
        response: { 200: successEnvelope(productPageSchema) },
      },
    },
    async (request, reply) => {
      if (request.query.lat !== undefined) keepOutOfCaches(reply);
      const page = await service.search(
        request.query,
        await callerOf(request, request.query),
        await excludedFor(request),
      );
      return ok(SERVER_MESSAGES.productsFetched, toProductPage(page, urlsFor));
    },
  );

  r.get(
    '/product/suggest',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['product'],
        summary:
          'Search-as-you-type: at most 8 crop names (in `lang`, from any language or spelling typed) and listing names',
        querystring: productSuggestQuerySchema,
        response: { 200: successEnvelope(productSuggestionsSchema) },
      },
    },
    async (request) => {
      const suggestions = await options.suggest(request.query.q, request.query.lang);
      return ok(SERVER_MESSAGES.suggestionsFetched, { suggestions });
    },
  );
}
