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
    description:
      'Where the markets are measured from, one of: `lat` and `lon` together; else `pincode`; else, for a signed-in ' +
      "caller, their profile's place. With none of them: 400 on `pincode` (`validation.pricePlaceRequired`); with only " +
      'one of `lat` and `lon`: 400 on the other (`validation.pointIncomplete`).',
    query: mandiPriceQuerySchema,
    data: mandiPriceResponseSchema,
    errors: [429],
  }),
};
