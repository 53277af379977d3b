import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LotOffers } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { productKeys } from '../products';

/*
 * A lot's ranked offers and accepting one, apart from api.ts: the offers page then shares no module with My deals and
 * the chat's deal parts, whose shared chunk stays as it was.
 */

/** Under the deals' root key, like every deal query (the farmer's home reads the same key for its best offers). */
export const lotOffersKey = (productId: string) => ['deals', 'offers', productId] as const;

/** GET deal/offers/{productId}: the lot's open offers, best price per kg first, for its farmer or their helper. */
export async function fetchLotOffers(productId: string, signal?: AbortSignal): Promise<LotOffers> {
  const { data } = await call('GET /deal/offers/{productId}', { params: { productId }, signal });
  return data;
}

export function useLotOffers(productId: string | undefined) {
  return useQuery({
    queryKey: lotOffersKey(productId ?? ''),
    queryFn: ({ signal }) => fetchLotOffers(productId ?? '', signal),
    enabled: Boolean(productId),
  });
}

/**
 * Accepting one of a lot's offers: one that covers what is left closes the others, so every deal query (the ranked
 * list, My deals, each deal's card), the lot (its offer count) and the farmer's own listings are read again.
 */
export function useAcceptOffer(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dealId: string) => {
      const { data } = await call('POST /deal/accept/{id}', { params: { id: dealId } });
      return data.deal;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
      // The seller feature's key of the farmer's listings, whose offer counts the home page shows.
      void queryClient.invalidateQueries({ queryKey: ['my-products'] });
    },
  });
}
