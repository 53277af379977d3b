import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  idParam,
  myListingStatsResponseSchema,
  productStatsSchema,
  successEnvelope,
} from '@kisansetu/contract';
import { requireRole, requireUser } from '../../auth';
import { ok } from '../../lib/envelope';
import type { ListingStatsService } from './listing-stats.service';

/** A farmer's figures: one listing's (views by day among them) and every listing's at once (My Products). */
export async function listingStatsRoutes(
  app: FastifyInstance,
  { service }: { service: ListingStatsService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/product/stats',
    {
      schema: {
        tags: ['product'],
        summary: "The calling farmer's listings' views, wishlists, enquiries and deals (those with a figure)",
        response: { 200: successEnvelope(myListingStatsResponseSchema) },
      },
    },
    async (request) => {
      const session = await requireRole(request, 'seller');
      return ok(SERVER_MESSAGES.statsFetched, { stats: await service.mine(session.id) });
    },
  );

  r.get(
    '/product/stats/:id',
    {
      schema: {
        tags: ['product'],
        summary:
          "One listing's views (once a viewer a day, never its seller's), day by day for 14 days, wishlists, enquiries and deals",
        description:
          'Only the listing’s own seller; anyone else gets 404, as for a listing that does not exist.',
        params: z.object({ id: idParam }),
        response: { 200: successEnvelope(productStatsSchema) },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      return ok(SERVER_MESSAGES.statsFetched, await service.stats(request.params.id, session.id));
    },
  );
}
