import {
  productPageSchema,
  productSearchQuerySchema,
  productSuggestQuerySchema,
  productSuggestionsSchema,
} from '../product';
import { endpoint } from './define';

/** Finding listings: search by name and address (near-me as product/new), and search-as-you-type. */
export const searchEndpoints = {
  searchProducts: endpoint({
    id: 'searchProducts',
    method: 'GET',
    path: '/product/search',
    access: 'public',
    tag: 'search',
    summary:
      'Search by name (partial, typo-tolerant) and/or address (partial), best match first; near-me as product/new',
    description:
      'Every caller of the same search (words, point, filters, sort, page) shares one answer for up to 30 s; it is ' +
      'dropped the moment a listing it could show changes or expires. A signed-in caller never gets a listing of a ' +
      'farmer in a block pair with them.',
    query: productSearchQuerySchema,
    data: productPageSchema,
    errors: [429],
  }),
  suggestProducts: endpoint({
    id: 'suggestProducts',
    method: 'GET',
    path: '/product/suggest',
    access: 'public',
    tag: 'search',
    summary:
      'Search-as-you-type: at most 8 crop names (in `lang`, from any language or spelling typed) and listing names',
    query: productSuggestQuerySchema,
    data: productSuggestionsSchema,
    errors: [429],
  }),
};
