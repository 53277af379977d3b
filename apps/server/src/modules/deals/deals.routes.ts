import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  dealCounterSchema,
  dealListQuerySchema,
  dealListResponseSchema,
  dealProposeSchema,
  dealResponseSchema,
  idParam,
  successEnvelope,
} from '@kisansetu/contract';
import { requireUser } from '../../auth';
import { ok } from '../../lib/envelope';
import type { AbuseLimits } from '../../limits';
import { toDeal, type CardUrl } from './deals.presenter';
import type { DealActor, DealsService } from './deals.service';

export interface DealsRoutesOptions {
  service: DealsService;
  limits: AbuseLimits;
  cardUrl: CardUrl;
}

const idParams = z.object({ id: idParam });

/** The answers to a change of a deal, each with its envelope message. */
const CHANGES = {
  accept: {
    message: SERVER_MESSAGES.dealAccepted,
    summary: 'Accept the last offer (the party who did not make it)',
  },
  decline: {
    message: SERVER_MESSAGES.dealDeclined,
    summary: 'Decline the last offer (the party who did not make it)',
  },
  withdraw: { message: SERVER_MESSAGES.dealWithdrawn, summary: 'Withdraw your own last offer' },
  done: {
    message: SERVER_MESSAGES.dealMarkedDone,
    summary: 'Say the accepted deal happened; once both parties have, it is done',
  },
  cancel: { message: SERVER_MESSAGES.dealCancelled, summary: 'Call an accepted deal off (either party)' },
} as const;

/** Deals: proposals, counter-offers and their answers, "deal done"; each change is also a chat message. */
export async function dealsRoutes(app: FastifyInstance, options: DealsRoutesOptions): Promise<void> {
  const { service, limits, cardUrl } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The caller of a change: every change is a chat message, so it counts against the chat's limits. */
  async function changer(request: Parameters<typeof requireUser>[0]): Promise<DealActor> {
    const user = await requireUser(request);
    await limits.consume('messagesPerMinute', user.id);
    await limits.consume('messagesPerDay', user.id);
    return { id: user.id, role: user.role, fullName: user.fullName };
  }

  r.post(
    '/deal/propose',
    {
      schema: {
        tags: ['deal'],
        summary:
          "Propose a deal on a listing: a buyer to its farmer, or the farmer to a buyer they're talking to",
        description:
          'A buyer sends no `buyerId`; the farmer names the buyer (`buyerId`) and needs a conversation with them ' +
          '(403 conversation_not_allowed). The listing must be active (409 product_unavailable) and the quantity ' +
          'at most what it lists (400). One open deal a listing a buyer (409 deal_open). The proposal is also a ' +
          "chat message carrying `deal`, and a buyer's may open the conversation; the other side gets a " +
          '`deal_proposed` notification.',
        body: dealProposeSchema,
        response: { 201: successEnvelope(dealResponseSchema) },
      },
    },
    async (request, reply) => {
      const actor = await changer(request);
      const deal = await service.propose(actor, request.body);
      return reply
        .status(201)
        .send(ok(SERVER_MESSAGES.dealProposed, { deal: toDeal(deal, actor.id, cardUrl) }));
    },
  );

  r.post(
    '/deal/counter/:id',
    {
      schema: {
        tags: ['deal'],
        summary: 'Counter the last offer with new terms (the party who did not make it, while proposed)',
        params: idParams,
        body: dealCounterSchema,
        response: { 200: successEnvelope(dealResponseSchema) },
      },
    },
    async (request) => {
      const actor = await changer(request);
      const deal = await service.counter(actor, request.params.id, request.body);
      return ok(SERVER_MESSAGES.dealCountered, { deal: toDeal(deal, actor.id, cardUrl) });
    },
  );

  const methods = {
    accept: service.accept,
    decline: service.decline,
    withdraw: service.withdraw,
    done: service.markDone,
    cancel: service.cancel,
  } as const;
  for (const [path, { message, summary }] of Object.entries(CHANGES)) {
    const run = methods[path as keyof typeof CHANGES];
    r.post(
      `/deal/${path}/:id`,
      {
        schema: {
          tags: ['deal'],
          summary,
          params: idParams,
          response: { 200: successEnvelope(dealResponseSchema) },
        },
      },
      async (request) => {
        const actor = await changer(request);
        const deal = await run(actor, request.params.id);
        return ok(message, { deal: toDeal(deal, actor.id, cardUrl) });
      },
    );
  }

  r.get(
    '/deal/mine',
    {
      schema: {
        tags: ['deal'],
        summary: "The caller's deals as buyer or farmer, newest change first, 20 a page; `status` filters",
        querystring: dealListQuerySchema,
        response: { 200: successEnvelope(dealListResponseSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const page = await service.mine(user.id, request.query);
      return ok(SERVER_MESSAGES.dealsFetched, {
        deals: page.rows.map((row) => toDeal(row, user.id, cardUrl)),
        totalCount: page.totalCount,
        totalPages: page.totalPages,
        page: page.page,
      });
    },
  );

  r.get(
    '/deal/:id',
    {
      schema: {
        tags: ['deal'],
        summary: 'One deal, for its two parties only (404 for anyone else)',
        params: idParams,
        response: { 200: successEnvelope(dealResponseSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const deal = await service.get(user.id, request.params.id);
      return ok(SERVER_MESSAGES.dealFetched, { deal: toDeal(deal, user.id, cardUrl) });
    },
  );
}
