import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/store';

/**
 * Unread chat messages, the total and by sender. The chat keeps this one query live through its socket; the bell
 * reads the same query, so a message that waits is counted wherever the person looks, even while the floating Chat
 * button has stepped aside.
 */
export const chatUnreadQuery = queryOptions({
  queryKey: ['chat', 'unread'] as const,
  queryFn: async ({ signal }) => (await call('GET /message/unread', { signal })).data,
});

/** How many chat messages wait unread for the signed-in buyer or farmer (0 for anyone else, and until known). */
export function useChatUnreadTotal(): number {
  const user = useCurrentUser();
  const { data } = useQuery({ ...chatUnreadQuery, enabled: user !== null && user.role !== 'moderator' });
  return data?.total ?? 0;
}
