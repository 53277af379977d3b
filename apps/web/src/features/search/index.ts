/** Search: product name and address, paged results. */
export { SearchForm } from './components/search-form';

export const loadSearchPage = () => import('./pages/search-page').then((m) => ({ Component: m.SearchPage }));
