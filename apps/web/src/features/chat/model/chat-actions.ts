import type { QueryClient } from '@tanstack/react-query';
import { messageSchema } from '@kisansetu/contract';
import { useRootStore } from '@/lib/store';
import { loadDeals } from '../hooks/use-deals';
import { chatKeys, deleteConversation, markRead } from '../api';
import { addUnread, bumpContact, forgetContact } from './chat-cache';
import { removeAddedContact } from './chat-runtime';
import { addToThread, dropThread } from './thread-cache';

/** Whether the person is looking at this conversation right now (panel open, single view, that user). */
export function isConversationOpen(userId: string): boolean {
  const { chat } = useRootStore.getState();
  return chat.isChatOpen && chat.chatView === 'single' && chat.selectedUserId === userId;
}

/** DELETE message/delete/{userId}: the conversation goes from this person's list (the other keeps theirs). */
export async function deleteChat(queryClient: QueryClient, userId: string): Promise<void> {
  await deleteConversation(userId);
  dropThread(queryClient, userId);
  removeAddedContact(userId);
  forgetContact(queryClient, userId);
  const { chat, setChat } = useRootStore.getState();
  if (chat.selectedUserId === userId) setChat({ selectedUserId: null, selectedProductId: null });
  await queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
}

/** After blocking someone: their conversation leaves this person's list and the panel goes back to it. */
export function forgetBlocked(queryClient: QueryClient, userId: string): void {
  dropThread(queryClient, userId);
  removeAddedContact(userId);
  forgetContact(queryClient, userId);
  const { chat, setChat } = useRootStore.getState();
  if (chat.selectedUserId === userId || chat.selectedProfileId === userId) {
    setChat({ chatView: 'home', selectedUserId: null, selectedProfileId: null, selectedProductId: null });
  }
}

/** A `newMessage` event: into its conversation once, onto the contact list, and read or counted as unread. */
export function receiveMessage(queryClient: QueryClient, myId: string, payload: unknown): void {
  const parsed = messageSchema.safeParse(payload);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.senderId !== myId && message.receiverId !== myId) return;
  const otherId = message.senderId === myId ? message.receiverId : message.senderId;
  addToThread(queryClient, otherId, [message]);
  // A deal changed: its latest card (and My deals) read the deal as it is now.
  const dealId = message.deal?._id;
  if (dealId) {
    loadDeals().then(
      (deals) => deals.invalidateDeal(queryClient, dealId),
      (error: unknown) => console.warn('Deals could not be loaded:', error),
    );
  }
  if (!bumpContact(queryClient, otherId, message))
    void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
  if (message.senderId === myId) return;
  if (isConversationOpen(otherId)) {
    markRead(otherId).catch((error: unknown) => console.warn('Could not mark messages read:', error));
  } else {
    addUnread(queryClient, otherId);
  }
}

/**
 * After a reconnect: what was missed while the connection was down. The open conversation is fetched again page by
 * page from the newest (so there is never a gap); the others are fetched when next opened.
 */
export function refetchAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  void queryClient.invalidateQueries({ queryKey: ['chat', 'thread'] });
}

/** Everything of the chat in the query cache (logout, an ended session): answers and unsent messages alike. */
export function forgetChatData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: chatKeys.all });
  const sends = queryClient.getMutationCache();
  for (const mutation of sends.findAll({ mutationKey: chatKeys.sends })) sends.remove(mutation);
}
