import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchInput } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/store';

export const savedSearchesKey = ['savedSearches'] as const;

export async function fetchSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { data } = await call('GET /search/saved', { signal });
  return data.savedSearches;
}

export function useSavedSearches() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => fetchSavedSearches(signal),
    enabled: user !== null,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SavedSearchInput) => {
      const { data } = await call('POST /search/saved', { json: input });
      return data.savedSearch;
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (list) => (list ? [saved, ...list] : list)),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call('DELETE /search/saved/{id}', { params: { id } });
      return id;
    },
    onSuccess: (id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (list) => list?.filter((s) => s._id !== id)),
  });
}
