import type { QueryClient } from '@tanstack/react-query';
import type { ChatContact, Message, UnreadCounts } from '@kisansetu/contract';
import { chatKeys } from '../api';

/** A new message in a conversation: it becomes the contact's last message and the contact moves to the top. */
export function bumpContact(queryClient: QueryClient, userId: string, message: Message): boolean {
  const contacts = queryClient.getQueryData<ChatContact[]>(chatKeys.contacts);
  const contact = contacts?.find((c) => c._id === userId);
  if (!contacts || !contact) return false;
  const previous = contact.lastMessage;
  const newer = !previous || previous.createdAt <= message.createdAt;
  const updated: ChatContact = newer ? { ...contact, lastMessage: message } : contact;
  queryClient.setQueryData<ChatContact[]>(chatKeys.contacts, [
    updated,
    ...contacts.filter((c) => c._id !== userId),
  ]);
  return true;
}

export function isKnownContact(queryClient: QueryClient, userId: string): boolean {
  return queryClient.getQueryData<ChatContact[]>(chatKeys.contacts)?.some((c) => c._id === userId) ?? false;
}

/** Messages from this user were just read (the conversation was fetched or is open): their badges go. */
export function clearUnread(queryClient: QueryClient, userId: string): void {
  queryClient.setQueryData<UnreadCounts>(chatKeys.unread, (counts) => {
    const cleared = counts?.byUser[userId];
    if (!counts || !cleared) return counts;
    const byUser = Object.fromEntries(Object.entries(counts.byUser).filter(([id]) => id !== userId));
    return { total: Math.max(0, counts.total - cleared), byUser };
  });
  queryClient.setQueryData<ChatContact[]>(chatKeys.contacts, (contacts) =>
    contacts?.map((c) => (c._id === userId && c.unreadCount > 0 ? { ...c, unreadCount: 0 } : c)),
  );
}

/** A message arrived in a conversation that is not open. */
export function addUnread(queryClient: QueryClient, userId: string): void {
  const counts = queryClient.getQueryData<UnreadCounts>(chatKeys.unread);
  if (!counts) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    return;
  }
  queryClient.setQueryData<UnreadCounts>(chatKeys.unread, {
    total: counts.total + 1,
    byUser: { ...counts.byUser, [userId]: (counts.byUser[userId] ?? 0) + 1 },
  });
}

export function forgetContact(queryClient: QueryClient, userId: string): void {
  clearUnread(queryClient, userId);
  queryClient.setQueryData<ChatContact[]>(chatKeys.contacts, (contacts) =>
    contacts?.filter((c) => c._id !== userId),
  );
}
