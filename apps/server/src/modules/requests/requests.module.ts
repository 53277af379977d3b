import type { AppContext, ModuleRoutes } from '../../app-context';
import { createRequestMatcher } from './request-matcher';
import { toBuyRequest, toOffer } from './requests.presenter';
import { createRequestsRepository } from './requests.repository';
import { requestsRoutes } from './requests.routes';
import { createRequestsService, type RequestsServiceDeps } from './requests.service';

/** Buyer requests: matched both ways in the background, offers sent as chat messages. */
export function wireRequests(
  ctx: AppContext,
  deps: Pick<RequestsServiceDeps, 'sendOfferMessage' | 'notify' | 'storedLocationOf'>,
) {
  const requests = createRequestsRepository(ctx.db);
  const matcher = createRequestMatcher({ requests, notify: deps.notify, onError: ctx.warn });
  const service = createRequestsService({
    ...deps,
    requests,
    locator: ctx.locator,
    requestCreated: matcher.requestCreated,
    onError: ctx.warn,
  });
  ctx.metrics.watchQueue('request_matching', matcher.queue);
  const routes: ModuleRoutes = async (api) => {
    await api.register(requestsRoutes, { service, limits: ctx.limits });
  };
  return {
    service,
    matcher,
    routes,
    drain: () => matcher.idle(),
    exportSection: async (userId: string) => {
      const { rows, offers } = await service.mine(userId);
      return rows.map((row) => toBuyRequest(row, offers));
    },
    /** A farmer's offers on buyers' requests (their data download). */
    offersSection: async (sellerId: string) => (await requests.offersBy(sellerId)).map(toOffer),
    /** Requests as the API presents them, for a moderator's report list. */
    presentByIds: async (ids: string[]) => (await requests.findByIds(ids)).map((row) => toBuyRequest(row)),
  };
}
