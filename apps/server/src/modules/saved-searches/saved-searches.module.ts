import type { AppContext, ModuleRoutes } from '../../app-context';
import { createSavedSearchMatcher, type SavedSearchMatcherDeps } from './saved-search-matcher';
import { toSavedSearch } from './saved-searches.presenter';
import { createSavedSearchesRepository } from './saved-searches.repository';
import { savedSearchesRoutes } from './saved-searches.routes';
import { createSavedSearchesService, type SavedSearchesServiceDeps } from './saved-searches.service';

/** Saved searches and the matcher that tells their owners of a new listing. */
export function wireSavedSearches(
  ctx: AppContext,
  deps: Pick<SavedSearchMatcherDeps, 'notify'> & Pick<SavedSearchesServiceDeps, 'storedLocationOf'>,
) {
  const savedSearches = createSavedSearchesRepository(ctx.db);
  const service = createSavedSearchesService({
    savedSearches,
    locator: ctx.locator,
    storedLocationOf: deps.storedLocationOf,
  });
  const matcher = createSavedSearchMatcher({ savedSearches, notify: deps.notify });
  const routes: ModuleRoutes = async (api) => {
    await api.register(savedSearchesRoutes, { service });
  };
  return {
    service,
    matcher,
    routes,
    exportSection: async (userId: string) => (await service.list(userId)).map(toSavedSearch),
  };
}
