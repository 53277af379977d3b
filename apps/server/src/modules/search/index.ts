export { createProductSearch } from './repository/search.repository';
export type { ProductSearch, SearchParams, SearchResult } from './repository/search.repository';
export { TYPOS_WHEN_FEWER_THAN, escapeLike, normaliseQuery } from './repository/search.repository';
export { createProductSuggest } from './repository/suggest';
export type { ProductSuggest } from './repository/suggest';
export { createSearchService } from './search.service';
export type { SearchService } from './search.service';
export { searchRoutes } from './search.routes';
export { wireSearch } from './search.module';
