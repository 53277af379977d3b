import { withEnglishTexts } from '@/lib/i18n';
/** Search: product name and address, paged results; the home page's search bar. */
export { SEARCH_ARRIVAL } from './arrival';
export type { SearchArrivalState } from './arrival';
export { searchUrl } from './search-url';
export { QuickSearch } from './components/quick-search';

export const loadSearchPage = withEnglishTexts(() =>
  import('./pages/search-page').then((m) => ({ Component: m.SearchPage })),
);
/** The crop-name box with suggestions, for other forms that name a crop (a buyer's requirement). */
export { SearchBox } from './components/search-box';
