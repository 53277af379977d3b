import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SERVER_MESSAGES,
  mandiPriceQuerySchema,
  mandiPriceResponseSchema,
  successEnvelope,
} from '@kisansetu/contract';
import { ok } from '../../lib/envelope';
import type { AbuseLimits } from '../../limits';
import type { PricesService } from './prices.service';

export interface PricesRoutesOptions {
  service: PricesService;
  limits: AbuseLimits;
}

/** Mandi prices: public, with the same per-IP limit on anonymous reads as the listing pages. */
export async function pricesRoutes(app: FastifyInstance, options: PricesRoutesOptions): Promise<void> {
  const { service, limits } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/price/mandi',
    {
      onRequest: async (request: FastifyRequest) => {
        const anonymous = request.sessionToken() === undefined || (await request.sessionUser()) === null;
        if (anonymous) await limits.consume('anonymousReadsPerIp', request.ip);
      },
      schema: {
        tags: ['price'],
        summary:
          'Mandi prices of a crop (any language) at the 5 nearest markets: latest day and 30-day modal trend, ₹ a quintal',
        querystring: mandiPriceQuerySchema,
        response: { 200: successEnvelope(mandiPriceResponseSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      // The caller's stored place is only read when the query gives no point.
      const callerId =
        query.lat === undefined && query.pincode === undefined
          ? ((await request.sessionUser())?.id ?? null)
          : null;
      return ok(SERVER_MESSAGES.mandiPricesFetched, await service.mandi(query, callerId));
    },
  );
}
