import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import type { AbuseLimits } from '../../limits';
import { toBuyRequest, toOffer } from './requests.presenter';
import type { RequestsService } from './requests.service';

export interface RequestsRoutesOptions {
  service: RequestsService;
  limits: AbuseLimits;
}

/** Buyer requests: buyers post and close, anyone reads the open ones, farmers offer. */
export async function requestsRoutes(app: FastifyInstance, options: RequestsRoutesOptions): Promise<void> {
  const { service, limits } = options;
  /** Anonymous reads are counted per IP, as product lists are; a live session is the only way around it. */
  const anonymousReadLimit = {
    onRequest: async (request: FastifyRequest) => {
      const anonymous = request.sessionToken() === undefined || (await request.sessionUser()) === null;
      if (anonymous) await limits.consume('anonymousReadsPerIp', request.ip);
    },
  };
  const callerIdOf = async (request: FastifyRequest) =>
    request.sessionToken() === undefined ? null : ((await request.sessionUser())?.id ?? null);

  route(app, ENDPOINTS.createBuyRequest, async (request, _reply, buyer) => {
    await limits.consume('requestsPerDay', buyer.id);
    const row = await service.create(buyer.id, request.body);
    return ok(SERVER_MESSAGES.requestCreated, { request: toBuyRequest(row) });
  });

  route(
    app,
    ENDPOINTS.listOpenBuyRequests,
    async (request, reply) => {
      // A position is the caller's own: never kept by a shared cache.
      if (request.query.lat !== undefined) reply.header('cache-control', 'no-store');
      const page = await service.listOpen(request.query, await callerIdOf(request));
      return ok(SERVER_MESSAGES.requestsFetched, {
        requests: page.rows.map((row) => toBuyRequest(row)),
        origin: page.origin,
        totalCount: page.totalCount,
        totalPages: page.totalPages,
        page: page.page,
      });
    },
    anonymousReadLimit,
  );

  route(app, ENDPOINTS.listMyBuyRequests, async (_request, _reply, buyer) => {
    const { rows, offers } = await service.mine(buyer.id);
    return ok(SERVER_MESSAGES.requestsFetched, { requests: rows.map((row) => toBuyRequest(row, offers)) });
  });

  route(
    app,
    ENDPOINTS.getBuyRequest,
    async (request) => {
      const { row, offers } = await service.get(request.params.id, await callerIdOf(request));
      return ok(SERVER_MESSAGES.requestFetched, { request: toBuyRequest(row, offers) });
    },
    anonymousReadLimit,
  );

  route(app, ENDPOINTS.offerOnBuyRequest, async (request, _reply, seller) => {
    await limits.consume('offersPerDay', seller.id);
    const offer = await service.offer(seller.id, request.params.id, request.body);
    return ok(SERVER_MESSAGES.offerSent, { offer: toOffer(offer) });
  });

  route(app, ENDPOINTS.closeBuyRequest, async (request, _reply, user) => {
    await service.close(request.params.id, user.id);
    return ok(SERVER_MESSAGES.requestClosedNow);
  });
}
