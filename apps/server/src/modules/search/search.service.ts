import type { NearMeOrigin, ProductSearchQuery } from '@kisansetu/contract';
import { filtersOf } from '../products';
import {
  createNearOrigin,
  type Locator,
  type NearQuery,
  type ProductPageResult,
  type ProductsRepository,
} from '../products';
import type { ProductSearch } from './repository/search.repository';

export interface SearchServiceDeps {
  search: ProductSearch;
  locator: Pick<Locator, 'centreOfPincode'>;
  /** A signed-in caller's stored place: the point of last resort for near-me. */
  storedLocationOf: ProductsRepository['storedLocationOf'];
}

/** Where a search measures from, once worked out: the same for every caller who names the same place. */
export interface SearchPlace {
  near: NearQuery | null;
  origin: NearMeOrigin | null;
}

/** A point to two decimals (about a kilometre), as the web's near-me already sends it. */
const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** product/search: finding listings by name and address, near-me as product/new does it. */
export function createSearchService({ search, locator, storedLocationOf }: SearchServiceDeps) {
  const nearOf = createNearOrigin(locator, storedLocationOf);
  return {
    /**
     * The point a search measures from (a position, a PIN code's centre, the caller's stored place, or none),
     * rounded to hundredths of a degree so that buyers a few hundred metres apart share one answer.
     */
    async locate(query: ProductSearchQuery, callerId: string | null): Promise<SearchPlace> {
      const { near, origin } = await nearOf({ ...query, callerId });
      return {
        near: near && {
          ...near,
          point: { lat: toHundredths(near.point.lat), lon: toHundredths(near.point.lon) },
        },
        origin,
      };
    },

    /**
     * The key of the answer every caller asking `query` from `place` shares: the words as the search reads them
     * (case and spacing do not change what matches), the point, and every field that changes the page.
     */
    answerKey(query: ProductSearchQuery, place: SearchPlace): string {
      const words = (text: string | undefined) => text?.normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
      return JSON.stringify([
        words(query.name),
        words(query.address),
        place.near?.point.lat,
        place.near?.point.lon,
        place.near?.radiusKm,
        place.origin?.source,
        query.sort,
        query.page,
        query.limit,
        filtersOf(query),
      ]);
    },

    /**
     * Search by name and/or address, `limit` a page: best match first (`sort=relevance`, the default), newest or
     * nearest first, or by price; a point (position, PIN code or the caller's stored place) adds distances and a
     * radius; the filters narrow it.
     */
    async search(
      query: ProductSearchQuery,
      { near, origin }: SearchPlace,
      excludeSellers: readonly string[] = [],
    ): Promise<ProductPageResult> {
      const { rows, total, capped } = await search({
        name: query.name,
        address: query.address,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        near,
        sort: query.sort === 'distance' && !near ? 'relevance' : query.sort,
        excludeSellers,
        filters: filtersOf(query),
      });
      return {
        rows,
        totalCount: total,
        totalPages: Math.ceil(total / query.limit),
        page: query.page,
        totalCapped: capped,
        origin,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
