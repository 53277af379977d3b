import type { AppContext, ModuleRoutes } from '../../app-context';
import { loggableError } from '../../lib/loggable-error';
import { createDealsRepository } from './deals.repository';
import { toDeal } from './deals.presenter';
import { dealsRoutes } from './deals.routes';
import { createDealsService, type DealsServiceDeps } from './deals.service';
import { createLotOffersService, type LotOffersDeps } from './lot-offers.service';
import { startOffersDeadlineNotices } from './offers-deadline';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the offers-deadline notices now (each process also runs one every OFFERS_SWEEP_MS). */
    sweepEndedOffers(): Promise<number>;
  }
}

/**
 * Deals: each change written with its chat message in one transaction, announced and notified after the commit; a
 * lot's ranked offers, and the notice when its time for offers ends.
 */
export function wireDeals(
  ctx: AppContext,
  deps: Pick<DealsServiceDeps, 'writeMessage' | 'notify' | 'dealDone'> &
    Pick<LotOffersDeps, 'offerSignalsOf' | 'nearestModal'>,
) {
  const repository = createDealsRepository(ctx.db);
  const service = createDealsService({
    writeMessage: deps.writeMessage,
    notify: deps.notify,
    ...(deps.dealDone ? { dealDone: deps.dealDone } : {}),
    deals: repository,
    proposalsPerPairPerDay: ctx.config.rateLimits.dealProposalsPerPairPerDay,
    onError: ctx.warn,
  });
  const lotOffers = createLotOffersService({
    deals: repository,
    offerSignalsOf: deps.offerSignalsOf,
    nearestModal: deps.nearestModal,
  });
  const deadline = startOffersDeadlineNotices({
    deals: repository,
    lotOffers,
    notify: deps.notify,
    onError: (error, what) => ctx.warn(loggableError(error), what),
    intervalMs: ctx.config.offersSweepMs,
  });
  ctx.app.decorate('sweepEndedOffers', () => deadline.sweep());
  ctx.app.addHook('preClose', () => deadline.stop());
  const routes: ModuleRoutes = async (api) => {
    await api.register(dealsRoutes, {
      service,
      lotOffers,
      limits: ctx.limits,
      cardUrl: (key) => ctx.urlsFor(key).card,
    });
  };
  return {
    service,
    routes,
    /** Every deal of the person, as "My deals" shows it (their data download). */
    exportSection: async (userId: string) =>
      (await repository.allOf(userId)).map((row) => toDeal(row, userId, (key) => ctx.urlsFor(key).card)),
  };
}
