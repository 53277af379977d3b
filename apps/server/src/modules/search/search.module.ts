import type { AppContext, ModuleRoutes } from '../../app-context';
import { createProductSearch, type ProductSearch } from './repository/search.repository';
import { createProductSuggest } from './repository/suggest';
import { createKeptSearchAnswers } from './kept-search-answers';
import { createSearchAnswers } from './search-answers';
import { searchRoutes } from './search.routes';
import { createSearchService, type SearchServiceDeps } from './search.service';

/** Search and near-me: the search engine products' radius lists use too, product/search and product/suggest. */
export function wireSearch(
  ctx: AppContext,
  deps: Pick<SearchServiceDeps, 'storedLocationOf'> & {
    excludedSellersFor: (viewerId: string | null) => Promise<string[]>;
  },
) {
  const search = createProductSearch(ctx.db, {
    indexWalks: ctx.database.indexWalks,
    plannedOnce: ctx.database.plannedOnce,
    listingsChanged: (listener) => ctx.listingsChanged.on(listener),
  });
  // Timed by what was asked: words, an address, a point, or a plain list.
  const engine: ProductSearch = async (params) => {
    const started = performance.now();
    try {
      return await search(params);
    } finally {
      const kind = params.name ? 'name' : params.address ? 'address' : params.near ? 'near' : 'list';
      ctx.metrics.searched(kind, performance.now() - started);
    }
  };
  const service = createSearchService({
    search: engine,
    locator: ctx.locator,
    storedLocationOf: deps.storedLocationOf,
  });
  const answers = createSearchAnswers();
  ctx.listingsChanged.on((places) => answers.changed(places));
  const kept = createKeptSearchAnswers(answers);
  ctx.answerKept(kept.route);
  const routes: ModuleRoutes = async (api) => {
    await api.register(searchRoutes, {
      service,
      suggest: createProductSuggest(ctx.db),
      excludedSellersFor: deps.excludedSellersFor,
      urlsFor: ctx.urlsFor,
      limits: ctx.limits,
      answers,
      kept,
      answeredFrom: ctx.metrics.answeredFrom,
    });
  };
  return { engine, service, routes };
}
