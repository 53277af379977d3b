import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { BlockedUser, ReportInput } from '@kisansetu/contract';
import { call } from '@/lib/api-client';

export const safetyKeys = {
  blocked: ['blocked'] as const,
};

/** POST user/block/{userId}: 201 the first time, 200 again. */
export async function blockUser(userId: string): Promise<void> {
  await call('POST /user/block/{userId}', { params: { userId } });
}

export async function unblockUser(userId: string): Promise<void> {
  await call('DELETE /user/block/{userId}', { params: { userId } });
}

export async function fetchBlocked(signal?: AbortSignal): Promise<BlockedUser[]> {
  const { data } = await call('GET /user/blocked', { signal });
  return data.blocked;
}

/** POST report: 201 `{ report: { _id, status: 'open' } }`; 409 `already_reported` while the same report is open. */
export async function fileReport(body: ReportInput): Promise<{ _id: string; status: 'open' }> {
  const { data } = await call('POST /report', { json: body });
  return data.report;
}

export function useBlockedPeople() {
  return useQuery({ queryKey: safetyKeys.blocked, queryFn: ({ signal }) => fetchBlocked(signal) });
}

/**
 * After a block or an unblock: every list may now show or hide that person's listings, and the chat contacts change.
 * Everything on screen is asked for again.
 */
export function refreshAfterBlockChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
