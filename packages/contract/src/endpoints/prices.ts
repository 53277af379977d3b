import { mandiPriceQuerySchema, mandiPriceResponseSchema } from '../prices';
import { endpoint } from './define';

/** Mandi prices of a crop at the nearest markets. */
export const pricesEndpoints = {
  getMandiPrices: endpoint({
    id: 'getMandiPrices',
    method: 'GET',
    path: '/price/mandi',
    access: 'public',
    tag: 'prices',
    summary:
      'Mandi prices of a crop (any language) at the 5 nearest markets: latest day and 30-day modal trend, ₹ a quintal',
    query: mandiPriceQuerySchema,
    data: mandiPriceResponseSchema,
    errors: [429],
  }),
};
