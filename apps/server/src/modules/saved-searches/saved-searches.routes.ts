import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import { toSavedSearch } from './saved-searches.presenter';
import type { SavedSearchesService } from './saved-searches.service';

export interface SavedSearchesRoutesOptions {
  service: SavedSearchesService;
}

/** The caller's saved searches. */
export async function savedSearchesRoutes(
  app: FastifyInstance,
  options: SavedSearchesRoutesOptions,
): Promise<void> {
  const { service } = options;

  route(app, ENDPOINTS.saveSearch, async (request, _reply, user) => {
    const row = await service.create(user.id, request.body);
    return ok(SERVER_MESSAGES.savedSearchCreated, { savedSearch: toSavedSearch(row) });
  });

  route(app, ENDPOINTS.listSavedSearches, async (_request, _reply, user) => {
    const rows = await service.list(user.id);
    return ok(SERVER_MESSAGES.savedSearchesFetched, { savedSearches: rows.map(toSavedSearch) });
  });

  route(app, ENDPOINTS.deleteSavedSearch, async (request, _reply, user) => {
    await service.remove(user.id, request.params.id);
    return ok(SERVER_MESSAGES.savedSearchDeleted);
  });
}
