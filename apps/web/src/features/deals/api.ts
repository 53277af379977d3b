import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  Deal,
  DealCounterRequest,
  DealList,
  DealProposeRequest,
  DealStatus,
  Review,
  ReviewCreateRequest,
} from '@kisansetu/contract';
import type { EndpointsByRoute } from '@kisansetu/contract/endpoints';
import { call } from '@/lib/api-client';
import { trustKeys } from '../trust';

/** Query keys of deals: one per deal (what its latest chat card acts on) and the My deals lists by status. */
export const dealKeys = {
  all: ['deals'] as const,
  one: (id: string) => ['deals', 'one', id] as const,
  mine: ['deals', 'mine'] as const,
  mineByStatus: (status: DealStatus) => ['deals', 'mine', status] as const,
};

/** GET deal/{id}: the deal as it is now (its two parties only). */
export async function fetchDeal(dealId: string, signal?: AbortSignal): Promise<Deal> {
  const { data } = await call('GET /deal/{id}', { params: { id: dealId }, signal });
  return data.deal;
}

/** GET deal/mine?status=&page=: the caller's deals in one status, newest updated first. */
export async function fetchMyDeals(
  status: DealStatus,
  page: number,
  signal?: AbortSignal,
): Promise<DealList> {
  const { data } = await call('GET /deal/mine', { query: { status, page }, signal });
  return data;
}

export async function proposeDeal(body: DealProposeRequest): Promise<Deal> {
  const { data } = await call('POST /deal/propose', { json: body });
  return data.deal;
}

export async function counterDeal(dealId: string, body: DealCounterRequest): Promise<Deal> {
  const { data } = await call('POST /deal/counter/{id}', { params: { id: dealId }, json: body });
  return data.deal;
}

/** The one-tap changes of a deal: each a POST deal/{action}/{id} without a body. */
export type DealStep = 'accept' | 'decline' | 'withdraw' | 'done' | 'cancel';

/** Each step's endpoint. */
const STEP_ROUTES = {
  accept: 'POST /deal/accept/{id}',
  decline: 'POST /deal/decline/{id}',
  withdraw: 'POST /deal/withdraw/{id}',
  done: 'POST /deal/done/{id}',
  cancel: 'POST /deal/cancel/{id}',
} satisfies Record<DealStep, keyof EndpointsByRoute>;

export async function stepDeal(dealId: string, step: DealStep): Promise<Deal> {
  const { data } = await call(STEP_ROUTES[step], { params: { id: dealId } });
  return data.deal;
}

export async function createReview(dealId: string, body: ReviewCreateRequest): Promise<Review> {
  const { data } = await call('POST /review/{dealId}', { params: { dealId }, json: body });
  return data.review;
}

/** A deal changed (an answer of ours, or a chat message that recorded a change): read it and the lists again. */
export function invalidateDeal(queryClient: QueryClient, dealId: string): void {
  void queryClient.invalidateQueries({ queryKey: dealKeys.one(dealId) });
  void queryClient.invalidateQueries({ queryKey: dealKeys.mine });
}

/** Our own answer is the deal as it is now: shown at once, the lists read again. */
function applyDeal(queryClient: QueryClient, deal: Deal): void {
  queryClient.setQueryData(dealKeys.one(deal._id), deal);
  void queryClient.invalidateQueries({ queryKey: dealKeys.mine });
}

/** The current state of one deal: what the latest card of a deal in the chat offers. */
export function useDeal(dealId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: dealKeys.one(dealId ?? ''),
    queryFn: ({ signal }) => fetchDeal(dealId ?? '', signal),
    enabled: enabled && Boolean(dealId),
    retry: false,
  });
}

/** My deals in one status, page by page. */
export function useMyDeals(status: DealStatus) {
  return useInfiniteQuery({
    queryKey: dealKeys.mineByStatus(status),
    queryFn: ({ pageParam, signal }) => fetchMyDeals(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.deals.length > 0 && last.page < last.totalPages ? last.page + 1 : undefined,
  });
}

export function useProposeDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeDeal,
    onSuccess: (deal) => applyDeal(queryClient, deal),
  });
}

export function useCounterDeal(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealCounterRequest) => counterDeal(dealId, body),
    onSuccess: (deal) => applyDeal(queryClient, deal),
  });
}

export function useDealStep(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: DealStep) => stepDeal(dealId, step),
    onSuccess: (deal) => applyDeal(queryClient, deal),
  });
}

/** Rating the other party: the deal (its `myReview`) and every trust signal are read again after. */
export function useCreateReview(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewCreateRequest) => createReview(dealId, body),
    onSuccess: () => {
      invalidateDeal(queryClient, dealId);
      void queryClient.invalidateQueries({ queryKey: trustKeys.all });
    },
  });
}
