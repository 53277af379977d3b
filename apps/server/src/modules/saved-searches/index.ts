export { createSavedSearchMatcher } from './saved-search-matcher';
export type { MatchableProduct, SavedSearchMatcher } from './saved-search-matcher';
export { createSavedSearchesRepository } from './saved-searches.repository';
export { savedSearchesRoutes } from './saved-searches.routes';
export { DEFAULT_PINCODE_RADIUS_KM, createSavedSearchesService } from './saved-searches.service';
export type { SavedSearchesService } from './saved-searches.service';
export { toSavedSearch } from './saved-searches.presenter';
export { wireSavedSearches } from './saved-searches.module';
