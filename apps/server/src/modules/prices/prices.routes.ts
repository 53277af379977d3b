import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import type { AbuseLimits } from '../../limits';
import type { PricesService } from './prices.service';

export interface PricesRoutesOptions {
  service: PricesService;
  limits: AbuseLimits;
}

/** Mandi prices: public, with the same per-IP limit on anonymous reads as the listing pages. */
export async function pricesRoutes(app: FastifyInstance, options: PricesRoutesOptions): Promise<void> {
  const { service, limits } = options;

  route(
    app,
    ENDPOINTS.getMandiPrices,
    async (request) => {
      const { query } = request;
      // The caller's stored place is only read when the query gives no point.
      const callerId =
        query.lat === undefined && query.pincode === undefined
          ? ((await request.sessionUser())?.id ?? null)
          : null;
      return ok(SERVER_MESSAGES.mandiPricesFetched, await service.mandi(query, callerId));
    },
    {
      onRequest: async (request: FastifyRequest) => {
        const anonymous = request.sessionToken() === undefined || (await request.sessionUser()) === null;
        if (anonymous) await limits.consume('anonymousReadsPerIp', request.ip);
      },
    },
  );
}
