import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchInput } from '@kisansetu/contract';
import { apiRequest } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/store';

export const savedSearchesKey = ['savedSearches'] as const;

export async function fetchSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { data } = await apiRequest<{ savedSearches: SavedSearch[] }>('search/saved', { signal });
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
      const { data } = await apiRequest<{ savedSearch: SavedSearch }>('search/saved', {
        method: 'POST',
        json: input,
      });
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
      await apiRequest<unknown>(`search/saved/${encodeURIComponent(id)}`, { method: 'DELETE' });
      return id;
    },
    onSuccess: (id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (list) => list?.filter((s) => s._id !== id)),
  });
}
