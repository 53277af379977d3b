import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import type { SessionUser } from '../../auth';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import type { AbuseLimits } from '../../limits';
import { toDeal, type CardUrl } from './deals.presenter';
import type { DealActor, DealsService } from './deals.service';
import type { LotOffersService } from './lot-offers.service';

export interface DealsRoutesOptions {
  service: DealsService;
  lotOffers: LotOffersService;
  limits: AbuseLimits;
  cardUrl: CardUrl;
}

/** Deals: proposals, counter-offers and their answers, "deal done"; each change is also a chat message. */
export async function dealsRoutes(app: FastifyInstance, options: DealsRoutesOptions): Promise<void> {
  const { service, lotOffers, limits, cardUrl } = options;

  /** The caller of a change: every change is a chat message, so it counts against the chat's limits. */
  async function changer(user: SessionUser): Promise<DealActor> {
    await limits.consume('messagesPerMinute', user.id);
    await limits.consume('messagesPerDay', user.id);
    return { id: user.id, role: user.role, fullName: user.fullName, helper: user.helper };
  }

  route(app, ENDPOINTS.proposeDeal, async (request, _reply, user) => {
    const actor = await changer(user);
    const deal = await service.propose(actor, request.body);
    return ok(SERVER_MESSAGES.dealProposed, { deal: toDeal(deal, actor.id, cardUrl) });
  });

  route(app, ENDPOINTS.counterDeal, async (request, _reply, user) => {
    const actor = await changer(user);
    const deal = await service.counter(actor, request.params.id, request.body);
    return ok(SERVER_MESSAGES.dealCountered, { deal: toDeal(deal, actor.id, cardUrl) });
  });

  /** The one-tap changes of a deal, each with its envelope message. */
  const changes = [
    [ENDPOINTS.acceptDeal, service.accept, SERVER_MESSAGES.dealAccepted],
    [ENDPOINTS.declineDeal, service.decline, SERVER_MESSAGES.dealDeclined],
    [ENDPOINTS.withdrawDeal, service.withdraw, SERVER_MESSAGES.dealWithdrawn],
    [ENDPOINTS.markDealDone, service.markDone, SERVER_MESSAGES.dealMarkedDone],
    [ENDPOINTS.cancelDeal, service.cancel, SERVER_MESSAGES.dealCancelled],
  ] as const;
  for (const [endpoint, run, message] of changes) {
    route(app, endpoint, async (request, _reply, user) => {
      const actor = await changer(user);
      const deal = await run(actor, request.params.id);
      return ok(message, { deal: toDeal(deal, actor.id, cardUrl) });
    });
  }

  route(app, ENDPOINTS.listMyDeals, async (request, _reply, user) => {
    const page = await service.mine(user.id, request.query);
    return ok(SERVER_MESSAGES.dealsFetched, {
      deals: page.rows.map((row) => toDeal(row, user.id, cardUrl)),
      totalCount: page.totalCount,
      totalPages: page.totalPages,
      page: page.page,
    });
  });

  route(app, ENDPOINTS.getDeal, async (request, _reply, user) => {
    const deal = await service.get(user.id, request.params.id);
    return ok(SERVER_MESSAGES.dealFetched, { deal: toDeal(deal, user.id, cardUrl) });
  });

  route(app, ENDPOINTS.listLotOffers, async (request, _reply, user) => {
    const lot = await lotOffers.offersOf(user.id, request.params.productId);
    return ok(SERVER_MESSAGES.offersFetched, {
      offersUntil: lot.offersUntil?.toISOString() ?? null,
      offers: lot.offers.map((offer) => ({ ...offer, deal: toDeal(offer.deal, user.id, cardUrl) })),
    });
  });
}
