import type { ProductSearchQuery } from '@kisansetu/contract';
import { filtersOf } from '../products';
import { createNearOrigin, type Locator, type ProductPageResult, type ProductsRepository } from '../products';
import type { ProductSearch } from './repository/search.repository';

export interface SearchServiceDeps {
  search: ProductSearch;
  locator: Pick<Locator, 'centreOfPincode'>;
  /** A signed-in caller's stored place: the point of last resort for near-me. */
  storedLocationOf: ProductsRepository['storedLocationOf'];
}

/** product/search: finding listings by name and address, near-me as product/new does it. */
export function createSearchService({ search, locator, storedLocationOf }: SearchServiceDeps) {
  const nearOf = createNearOrigin(locator, storedLocationOf);
  return {
    /**
     * Search by name and/or address, `limit` a page: best match first (`sort=relevance`, the default), newest or
     * nearest first, or by price; a point (position, PIN code or the caller's stored place) adds distances and a
     * radius; the filters narrow it.
     */
    async search(
      query: ProductSearchQuery,
      callerId: string | null,
      excludeSellers?: readonly string[],
    ): Promise<ProductPageResult> {
      const { near, origin } = await nearOf({ ...query, callerId });
      const { rows, total, capped } = await search({
        name: query.name,
        address: query.address,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        near,
        sort: query.sort === 'distance' && !near ? 'relevance' : query.sort,
        excludeSellers: excludeSellers ?? [],
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
