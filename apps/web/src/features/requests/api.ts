import { ROLE } from '@kisansetu/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuyRequest,
  Offer,
  OfferCreateRequest,
  RequestCreateRequest,
  RequestPage,
} from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/store';

/** Query keys of buyer requests: everything under `requests`, so one invalidation refreshes every list. */
export const requestKeys = {
  all: ['requests'] as const,
  open: (pincode: string) => ['requests', 'open', pincode] as const,
  mine: ['requests', 'mine'] as const,
  one: (id: string) => ['requests', 'one', id] as const,
};

/** GET request/open: a PIN code when typed, else the server measures from the signed-in farmer's own place. */
export async function fetchOpenRequests(
  pincode: string,
  page: number,
  signal?: AbortSignal,
): Promise<RequestPage> {
  const { data } = await call('GET /request/open', {
    query: { page, pincode: pincode || undefined },
    signal,
  });
  return data;
}

export async function fetchMyRequests(signal?: AbortSignal): Promise<BuyRequest[]> {
  const { data } = await call('GET /request/mine', { signal });
  return data.requests;
}

export async function fetchRequest(id: string, signal?: AbortSignal): Promise<BuyRequest> {
  const { data } = await call('GET /request/{id}', { params: { id }, signal });
  return data.request;
}

/** POST request/create; 409 `request_limit` with 10 open, 400 with `fields` on a bad input. */
export async function createRequest(input: RequestCreateRequest): Promise<BuyRequest> {
  const { data } = await call('POST /request/create', { json: input });
  return data.request;
}

/** POST request/offer/{id}; 409 `request_closed`, `already_offered` or `offers_full`. */
export async function sendOffer(id: string, input: OfferCreateRequest): Promise<Offer> {
  const { data } = await call('POST /request/offer/{id}', { params: { id }, json: input });
  return data.offer;
}

export async function closeRequest(id: string): Promise<void> {
  await call('POST /request/close/{id}', { params: { id } });
}

/**
 * Open requests near a farmer, nearest first, page by page. `pincode` empty: from the farmer's own place (the server
 * knows it from the session). `enabled` lets the home strip wait until it is on screen.
 */
export function useOpenRequests(pincode: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: requestKeys.open(pincode),
    queryFn: ({ pageParam, signal }) => fetchOpenRequests(pincode, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled,
  });
}

/** A buyer's own requests, every status, each with its offers. */
export function useMyRequests() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: requestKeys.mine,
    queryFn: ({ signal }) => fetchMyRequests(signal),
    enabled: user?.role === ROLE.buyer,
  });
}

/** One request; its offers come only when the caller is its buyer. */
export function useBuyRequest(id: string | undefined) {
  return useQuery({
    queryKey: requestKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchRequest(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** Posts a requirement; every request list is refreshed after. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** Sends a farmer's offer on request `id`; the request (its offer count) is read again after. */
export function useSendOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferCreateRequest) => sendOffer(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** Closes one of the buyer's own requests. */
export function useCloseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
