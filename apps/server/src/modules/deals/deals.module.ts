import type { AppContext, ModuleRoutes } from '../../app-context';
import { createDealsRepository } from './deals.repository';
import { dealsRoutes } from './deals.routes';
import { createDealsService, type DealsServiceDeps } from './deals.service';

/** Deals: each change written with its chat message in one transaction, announced and notified after the commit. */
export function wireDeals(
  ctx: AppContext,
  deps: Pick<DealsServiceDeps, 'writeMessage' | 'notify' | 'dealDone'>,
) {
  const service = createDealsService({
    ...deps,
    deals: createDealsRepository(ctx.db),
    onError: ctx.warn,
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(dealsRoutes, {
      service,
      limits: ctx.limits,
      cardUrl: (key) => ctx.urlsFor(key).card,
    });
  };
  return { service, routes };
}
