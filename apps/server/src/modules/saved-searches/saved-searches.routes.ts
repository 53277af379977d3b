import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  emptySuccessSchema,
  idParam,
  savedSearchCreateSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
  successEnvelope,
} from '@kisansetu/contract';
import { requireUser } from '../../auth';
import { ok } from '../../lib/envelope';
import { toSavedSearch } from './saved-searches.presenter';
import type { SavedSearchesService } from './saved-searches.service';

export interface SavedSearchesRoutesOptions {
  service: SavedSearchesService;
}

/** The caller's saved searches (any signed-in role; 401 otherwise). */
export async function savedSearchesRoutes(
  app: FastifyInstance,
  options: SavedSearchesRoutesOptions,
): Promise<void> {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/search/saved',
    {
      schema: {
        tags: ['search'],
        summary: 'Saves a search; a new listing it finds notifies the caller (at most 10; the 11th is 409)',
        body: savedSearchCreateSchema,
        response: { 201: successEnvelope(savedSearchResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await service.create(user.id, request.body);
      return reply
        .status(201)
        .send(ok(SERVER_MESSAGES.savedSearchCreated, { savedSearch: toSavedSearch(row) }));
    },
  );

  r.get(
    '/search/saved',
    {
      schema: {
        tags: ['search'],
        summary: "The caller's saved searches, newest first",
        response: { 200: successEnvelope(savedSearchListResponseSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const rows = await service.list(user.id);
      return ok(SERVER_MESSAGES.savedSearchesFetched, { savedSearches: rows.map(toSavedSearch) });
    },
  );

  r.delete(
    '/search/saved/:id',
    {
      schema: {
        tags: ['search'],
        summary: "Deletes one of the caller's saved searches; another user's is 404",
        params: z.object({ id: idParam }),
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.remove(user.id, request.params.id);
      return ok(SERVER_MESSAGES.savedSearchDeleted);
    },
  );
}
