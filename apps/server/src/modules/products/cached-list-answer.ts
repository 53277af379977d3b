import { API_PREFIX } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import type { KeptRoute } from '../../plugins/front-door';
import type { NewestPageCache } from './newest-page-cache';

// The only query forms answered before the framework: none, or a page number as the web asks for it. Anything else
// (a point, a radius, a page with leading zeros or out of range) goes to the route, which validates it.
const PAGE_QUERY = /^\?page=([1-9][0-9]?|100)$/;

/**
 * product/new's pages for anonymous callers, sent from the newest-page cache before the framework runs (ADR 0016):
 * only a page the cache holds, asked for in the web's own words.
 */
export function keptNewestPages(pages: NewestPageCache): KeptRoute {
  return {
    path: API_PREFIX + ENDPOINTS.listNewestProducts.path,
    cache: 'newest',
    find(query) {
      let page = 1;
      if (query !== '') {
        const match = PAGE_QUERY.exec(query);
        if (!match) return undefined;
        page = Number(match[1]);
      }
      const body = pages.get(page);
      return body === undefined ? undefined : { body, noStore: false };
    },
  };
}
