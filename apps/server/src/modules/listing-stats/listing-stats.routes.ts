import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import type { ListingStatsService } from './listing-stats.service';

/** A farmer's figures: one listing's (views by day among them) and every listing's at once (My Products). */
export async function listingStatsRoutes(
  app: FastifyInstance,
  { service }: { service: ListingStatsService },
): Promise<void> {
  route(app, ENDPOINTS.listMyListingStats, async (_request, _reply, seller) =>
    ok(SERVER_MESSAGES.statsFetched, { stats: await service.mine(seller.id) }),
  );

  route(app, ENDPOINTS.getListingStats, async (request, _reply, session) =>
    ok(SERVER_MESSAGES.statsFetched, await service.stats(request.params.id, session.id)),
  );
}
