import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { dataSaverOn } from './data-saver';
import { useRootStore } from './store';

/** A 401 "not logged in" from any call means the session cookie is gone: forget the persisted user. */
function forgetUserOnUnauthorized(error: unknown): void {
  if (isApiError(error) && error.code === 'unauthorized' && useRootStore.getState().user) {
    useRootStore.getState().setUser(null);
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: forgetUserOnUnauthorized }),
    mutationCache: new MutationCache({ onError: forgetUserOnUnauthorized }),
    defaultOptions: {
      queries: {
        // Offline, a query still runs once: a page seen before is then answered from its snapshot (api-client.ts);
        // the rest wait, paused, for the connection.
        networkMode: 'offlineFirst',
        // Data saver keeps what was fetched fresh five times longer: going back to a list does not fetch it again.
        staleTime: () => (dataSaverOn() ? 5 * 60_000 : 60_000),
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // On 2G a dropped request is common and worth one more try; a 4xx answer will not change on retry.
        retry: (failureCount, error) =>
          failureCount < 2 && (!isApiError(error) || error.isNetwork || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
