import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/store';

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell: the first page, whose `unreadCount` it shows. */
  summary: ['notifications', 'summary'] as const,
  pages: ['notifications', 'pages'] as const,
};

export async function fetchNotifications(page: number, signal?: AbortSignal): Promise<NotificationList> {
  const { data } = await call('GET /notification/list', { query: { page }, signal });
  return data;
}

/** Marks the named notifications read, or all of them; answers the unread count left. */
export async function markNotificationsRead(ids?: string[]): Promise<number> {
  const { data } = await call('POST /notification/read', { json: ids ? { ids } : {} });
  return data.unreadCount;
}

/** The signed-in person's first page and unread count; nothing is fetched for visitors. */
export function useNotificationSummary() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: notificationKeys.summary,
    queryFn: ({ signal }) => fetchNotifications(1, signal),
    enabled: user !== null,
  });
}

/** Every page of the list, newest first. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/**
 * Marks the named notifications read (everything without ids), on the server and then here: a tapped notification
 * is read, as it is in any messaging app.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onSuccess: (unreadCount, ids) => {
      const readAll = (list: NotificationList): NotificationList => ({
        ...list,
        unreadCount,
        notifications: list.notifications.map((n) =>
          !ids || ids.includes(n._id) ? { ...n, read: true } : n,
        ),
      });
      queryClient.setQueryData<NotificationList>(notificationKeys.summary, (list) => list && readAll(list));
      queryClient.setQueryData<InfiniteData<NotificationList>>(
        notificationKeys.pages,
        (data) => data && { ...data, pages: data.pages.map(readAll) },
      );
    },
  });
}

/**
 * A notification the socket brought (the chat's connection hands it here): the bell counts it at once and the list
 * shows it on its next look, without a reload.
 */
export function receiveNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<NotificationList>(notificationKeys.summary, (list) =>
    list && !list.notifications.some((n) => n._id === notification._id)
      ? {
          ...list,
          unreadCount: list.unreadCount + (notification.read ? 0 : 1),
          totalCount: list.totalCount + 1,
          notifications: [notification, ...list.notifications],
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.pages });
  // Without a first page yet (the bell had not loaded), fetch it rather than guess the count.
  if (!queryClient.getQueryData(notificationKeys.summary))
    void queryClient.invalidateQueries({ queryKey: notificationKeys.summary });
}
