import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ModuleRoutes } from '../../app-context';
import { keptValue } from '../../db';
import { loggableError } from '../../lib/loggable-error';
import { createListingStatsRepository } from './listing-stats.repository';
import { listingStatsRoutes } from './listing-stats.routes';
import { createListingStatsService } from './listing-stats.service';
import { createViewCounter } from './view-counter';
import { visitorOf } from './visitor';

/** Listing views (gathered in memory, written in batches) and the farmer's statistics. */
export async function wireListingStats(ctx: AppContext) {
  const { app, config } = ctx;
  const repository = createListingStatsRepository(ctx.db);
  const counter = createViewCounter({
    record: repository.recordViews,
    flushMs: config.viewFlushMs,
    onError: (error) => app.log.warn({ failure: loggableError(error) }, 'listing views not stored'),
  });
  ctx.metrics.watchQueue('view_batches', counter.state);
  // Written before the database closes.
  app.addHook('preClose', () => counter.close());
  const visitorKey =
    (await keptValue(ctx.db, 'listing-visitor-hmac-key', () => randomBytes(32).toString('hex'))) ?? '';
  const service = createListingStatsService({ repository, counter, visitorKey });
  const routes: ModuleRoutes = async (api) => {
    await api.register(listingStatsRoutes, { service });
  };
  return {
    service,
    routes,
    forgetViewer: service.forgetViewer,
    exportSection: service.viewsBy,
    /** Counts the request's visitor as a view of the listing (robots, its seller and moderators are not counted). */
    countView: (listing: { id: string; sellerId: string }, request: FastifyRequest): void => {
      visitorOf(request)
        .then((visitor) => {
          if (visitor) service.viewed(listing, visitor);
        })
        .catch((error: unknown) =>
          app.log.warn({ failure: loggableError(error) }, 'listing view not counted'),
        );
    },
  };
}
