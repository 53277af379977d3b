import type { AppContext, ModuleRoutes } from '../../app-context';
import { createDealsRepository } from './deals.repository';
import { toDeal } from './deals.presenter';
import { dealsRoutes } from './deals.routes';
import { createDealsService, type DealsServiceDeps } from './deals.service';

/** Deals: each change written with its chat message in one transaction, announced and notified after the commit. */
export function wireDeals(
  ctx: AppContext,
  deps: Pick<DealsServiceDeps, 'writeMessage' | 'notify' | 'dealDone'>,
) {
  const repository = createDealsRepository(ctx.db);
  const service = createDealsService({
    ...deps,
    deals: repository,
    proposalsPerPairPerDay: ctx.config.rateLimits.dealProposalsPerPairPerDay,
    onError: ctx.warn,
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(dealsRoutes, {
      service,
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
