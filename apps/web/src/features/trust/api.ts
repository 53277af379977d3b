import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReviewList, Trust } from '@kisansetu/contract';
import { call } from '@/lib/api-client';

/** Query keys of trust signals and reviews: everything under `trust`, so one invalidation refreshes them all. */
export const trustKeys = {
  all: ['trust'] as const,
  of: (userId: string) => ['trust', 'of', userId] as const,
  reviews: (userId: string) => ['trust', 'reviews', userId] as const,
};

/** GET user/trust/{userId}: anyone's trust signals, for a signed-in caller (a farmer judges a buyer too). */
export async function fetchTrust(userId: string, signal?: AbortSignal): Promise<Trust> {
  const { data } = await call('GET /user/trust/{userId}', { params: { userId }, signal });
  return data.trust;
}

/** GET user/reviews/{userId}?page=: the reviews that show, newest first, with the average and the histogram. */
export async function fetchReviews(userId: string, page: number, signal?: AbortSignal): Promise<ReviewList> {
  const { data } = await call('GET /user/reviews/{userId}', { params: { userId }, query: { page }, signal });
  return data;
}

/** One person's trust signals (the chat header's); `enabled` waits until there is someone to ask about. */
export function useTrust(userId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: trustKeys.of(userId ?? ''),
    queryFn: ({ signal }) => fetchTrust(userId ?? '', signal),
    enabled: enabled && Boolean(userId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A person's reviews page by page (Load More). */
export function useReviews(userId: string) {
  return useInfiniteQuery({
    queryKey: trustKeys.reviews(userId),
    queryFn: ({ pageParam, signal }) => fetchReviews(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.reviews.length > 0 && last.page < last.totalPages ? last.page + 1 : undefined,
  });
}
