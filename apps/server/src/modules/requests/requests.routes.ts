import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  emptySuccessSchema,
  idParam,
  offerCreateSchema,
  offerResponseSchema,
  requestCreateSchema,
  requestListResponseSchema,
  requestOpenQuerySchema,
  requestPageSchema,
  requestResponseSchema,
  successEnvelope,
} from '@kisansetu/contract';
import { requireRole, requireUser } from '../../auth';
import { ok } from '../../lib/envelope';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Anonymous reads are counted per IP, as product lists are; a live session is the only way around it. */
  const anonymousReadLimit = {
    onRequest: async (request: FastifyRequest) => {
      const anonymous = request.sessionToken() === undefined || (await request.sessionUser()) === null;
      if (anonymous) await limits.consume('anonymousReadsPerIp', request.ip);
    },
  };
  const callerIdOf = async (request: FastifyRequest) =>
    request.sessionToken() === undefined ? null : ((await request.sessionUser())?.id ?? null);

  r.post(
    '/request/create',
    {
      schema: {
        tags: ['request'],
        summary: "Posts a buyer's requirement (role user; at most 10 open, the 11th is 409 request_limit)",
        body: requestCreateSchema,
        response: { 201: successEnvelope(requestResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, 'user');
      await limits.consume('requestsPerDay', user.id);
      const row = await service.create(user.id, request.body);
      return reply.status(201).send(ok(SERVER_MESSAGES.requestCreated, { request: toBuyRequest(row) }));
    },
  );

  r.get(
    '/request/open',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['request'],
        summary:
          'Open requests, 12 a page: from a point (lat+lon, pincode or the caller’s place) those whose radius reaches it, nearest first; else newest first',
        querystring: requestOpenQuerySchema,
        response: { 200: successEnvelope(requestPageSchema) },
      },
    },
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
  );

  r.get(
    '/request/mine',
    {
      schema: {
        tags: ['request'],
        summary: "The caller's requests (role user), every status, newest first, each with its offers",
        response: { 200: successEnvelope(requestListResponseSchema) },
      },
    },
    async (request) => {
      const user = await requireRole(request, 'user');
      const { rows, offers } = await service.mine(user.id);
      return ok(SERVER_MESSAGES.requestsFetched, { requests: rows.map((row) => toBuyRequest(row, offers)) });
    },
  );

  r.get(
    '/request/:id',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['request'],
        summary: 'One request, any status; its offers only to its buyer',
        params: z.object({ id: idParam }),
        response: { 200: successEnvelope(requestResponseSchema) },
      },
    },
    async (request) => {
      const { row, offers } = await service.get(request.params.id, await callerIdOf(request));
      return ok(SERVER_MESSAGES.requestFetched, { request: toBuyRequest(row, offers) });
    },
  );

  r.post(
    '/request/offer/:id',
    {
      schema: {
        tags: ['request'],
        summary:
          'A farmer’s offer (role seller): opens the chat with the buyer and sends the offer there; one a farmer, at most 20 a request',
        params: z.object({ id: idParam }),
        body: offerCreateSchema,
        response: { 201: successEnvelope(offerResponseSchema) },
      },
    },
    async (request, reply) => {
      const seller = await requireRole(request, 'seller');
      await limits.consume('offersPerDay', seller.id);
      const offer = await service.offer(seller.id, request.params.id, request.body);
      return reply.status(201).send(ok(SERVER_MESSAGES.offerSent, { offer: toOffer(offer) }));
    },
  );

  r.post(
    '/request/close/:id',
    {
      schema: {
        tags: ['request'],
        summary:
          'Closes a request (its buyer only; anyone else 403): it leaves the open list and takes no offers',
        params: z.object({ id: idParam }),
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.close(request.params.id, user.id);
      return ok(SERVER_MESSAGES.requestClosedNow);
    },
  );
}
