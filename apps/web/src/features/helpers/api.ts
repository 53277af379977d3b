import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelperAddFarmerInput, HelperConfirmFarmerRequest } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { meQueryKey } from '../auth';

export const helperKeys = {
  all: ['helpers'] as const,
  farmers: ['helpers', 'farmers'] as const,
  mine: ['helpers', 'mine'] as const,
};

/** POST helper/enrol: the farmer becomes a helper of the organisation named; the answer is their profile. */
export function useEnrolHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (organisation: string) =>
      (await call('POST /helper/enrol', { json: { organisation } })).data.user,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}

/** GET helper/farmers?page=: the helper's farmers, a page at a time, with the links they may still make. */
export function useHelperFarmers() {
  return useInfiniteQuery({
    queryKey: helperKeys.farmers,
    queryFn: async ({ pageParam, signal }) =>
      (await call('GET /helper/farmers', { query: { page: pageParam }, signal })).data,
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.farmers.length > 0 && last.page < last.totalPages ? last.page + 1 : undefined,
  });
}

/** POST helper/farmers: the consent code goes to the farmer's phone. */
export async function sendConsentCode(farmer: HelperAddFarmerInput) {
  return (await call('POST /helper/farmers', { json: farmer })).data;
}

/** POST helper/farmers/confirm: the code the farmer read out links them. */
export function useConfirmFarmer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HelperConfirmFarmerRequest) =>
      (await call('POST /helper/farmers/confirm', { json: body })).data.farmer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helperKeys.farmers }),
  });
}

/** DELETE helper/farmers/{farmerId}: the helper ends a link. */
export function useEndFarmerLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (farmerId: string) => call('DELETE /helper/farmers/{farmerId}', { params: { farmerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helperKeys.farmers }),
  });
}

/** GET user/helpers: the farmer's helpers and what they did. */
export function useMyHelpers() {
  return useQuery({
    queryKey: helperKeys.mine,
    queryFn: async ({ signal }) => (await call('GET /user/helpers', { signal })).data,
  });
}

/** DELETE user/helpers/{helperId}: the farmer ends a helper's link. */
export function useEndHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helperId: string) => call('DELETE /user/helpers/{helperId}', { params: { helperId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helperKeys.mine }),
  });
}
