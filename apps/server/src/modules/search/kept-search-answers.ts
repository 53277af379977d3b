import { API_PREFIX } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import type { KeptRoute } from '../../plugins/front-door';
import type { SearchAnswers } from './search-answers';

/** Addresses remembered at once; the first remembered go first. */
export const SEARCH_ADDRESSES_MAX = 10_000;

/**
 * product/search's shared answers for anonymous callers, sent before the framework runs (ADR 0016) under the address
 * they were asked by. The route remembers which shared answer an address names once it has validated and located it:
 * for a caller without a session that depends on the address alone (a PIN code's centre changes only with the
 * gazetteer, at a start). Only the shared answer's bytes are sent, so an answer dropped by a listing's change is
 * never sent from here either.
 */
export function createKeptSearchAnswers(answers: SearchAnswers, max = SEARCH_ADDRESSES_MAX) {
  const named = new Map<string, { key: string; noStore: boolean }>();
  const route: KeptRoute = {
    path: API_PREFIX + ENDPOINTS.searchProducts.path,
    cache: 'search',
    find(query) {
      const address = named.get(query);
      const answer = address && answers.peek(address.key);
      return answer ? { body: answer.body, noStore: address.noStore } : undefined;
    },
  };
  return {
    route,
    /**
     * The route's word that `query` (from its `?`), asked without a session, names the shared answer `key`;
     * `noStore` when the answer may not be kept by a browser or proxy (measured from a position).
     */
    remember(query: string, key: string, noStore: boolean): void {
      if (named.has(query)) return;
      if (named.size >= max) named.delete(named.keys().next().value!);
      named.set(query, { key, noStore });
    },
  };
}

/** See {@link createKeptSearchAnswers}. */
export type KeptSearchAnswers = ReturnType<typeof createKeptSearchAnswers>;
