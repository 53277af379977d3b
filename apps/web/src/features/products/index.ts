import { withEnglishTexts } from '@/lib/i18n';
/** Products: cards, grids, the list and the detail page. */
export {
  fetchLatestProducts,
  fetchProduct,
  prefetchLatestProducts,
  prefetchProduct,
  productKeys,
  seedLatestProducts,
  seedProduct,
  useLatestProducts,
  useProduct,
} from './api';
export type { ProductView } from './api';
export { ProductGrid } from './components/product-grid';
/** The listing lifecycle's owner buttons and calls (My Products and the own product page). */
export { ListingActions, lifecycleActions } from './lifecycle/listing-actions';
export { markProductSold, renewProduct, useMarkSold, useRenewListing } from './lifecycle/lifecycle-api';
export { nearMeChoiceFrom, nearMeKey, nearMeQuery } from './near-me/near-me-params';
export type { NearMeChoice, NearMeQueryParams } from './near-me/near-me-params';
export { NearMeChip } from './near-me/near-me-chip';
export { SortChip } from './near-me/sort-chip';
export { nearPlaceText, placeName } from './near-me/place';
export { WiderRadiusButton, radiusEmptyText } from './near-me/wider-radius';
export { getSessionPosition, useSessionPosition } from './near-me/position';
/** Buyers' filters: in the URL (shareable, Back undoes), the sheet, the chips above results, categories to browse. */
export { ActiveFilters } from './filters/active-filters';
export { filterChips } from './filters/filter-words';
export { FilterButton } from './filters/filter-button';
export { NO_FILTERS } from './filters/filter-keys';
export type { FilterQuery } from './filters/filter-keys';
export { countFilters, filterQuery } from './filters/filter-url';
export { ClearFiltersButton } from './filters/clear-filters-button';
export type { ProductFilterChoice } from './filters/filter-url';
export { useProductFilters } from './filters/use-product-filters';
/** "Browse by category" of the home page: its own chunk, loaded by the home page below the fold. */
export const loadBrowseCategories = () =>
  import('./filters/browse-categories').then((m) => ({ default: m.BrowseCategories }));

export const loadProductListPage = withEnglishTexts(() =>
  import('./pages/product-list-page').then((m) => ({ Component: m.ProductListPage })),
);
export const loadProductDetailPage = withEnglishTexts(() =>
  import('./pages/product-detail-page').then((m) => ({ Component: m.ProductDetailPage })),
);
