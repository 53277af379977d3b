import type { AppContext, ModuleRoutes } from '../../app-context';
import { loggableError } from '../../lib/loggable-error';
import { createPricesRepository } from './prices.repository';
import { pricesRoutes } from './prices.routes';
import { createPricesService, type PricesServiceDeps } from './prices.service';
import { startPriceSync } from './prices-sync';

/**
 * Mandi prices: the nearest markets' prices of a crop from the imported or synced Agmarknet days. With a
 * data.gov.in key each process checks for the day's prices; a claim row lets one of them fetch the day.
 */
export function wirePrices(ctx: AppContext, deps: Pick<PricesServiceDeps, 'storedLocationOf'>) {
  const { app, config } = ctx;
  const service = createPricesService({
    prices: createPricesRepository(ctx.db),
    centreOfPincode: ctx.locator.centreOfPincode,
    storedLocationOf: deps.storedLocationOf,
  });
  const { mandiSync } = config;
  if (mandiSync.apiKey) {
    const sync = startPriceSync({
      db: ctx.db,
      apiKey: mandiSync.apiKey,
      ...(mandiSync.apiUrl ? { apiUrl: mandiSync.apiUrl } : {}),
      checkEveryMs: mandiSync.checkEveryMs,
      syncHour: mandiSync.syncHour,
      onDone: ({ day, pages, summary }) => app.log.info({ day, pages, summary }, 'mandi prices synced'),
      onError: (error) => app.log.warn({ failure: loggableError(error) }, 'mandi price sync failed'),
    });
    app.addHook('preClose', () => sync.stop());
  }
  const routes: ModuleRoutes = async (api) => {
    await api.register(pricesRoutes, { service, limits: ctx.limits });
  };
  return { service, routes };
}
