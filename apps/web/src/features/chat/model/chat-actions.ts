import type { QueryClient } from '@tanstack/react-query';
import { TOASTS, messageSchema } from '@kisansetu/contract';
import { useRootStore } from '@/lib/store';
import {
  MESSAGE_PAGE_SIZE,
  chatKeys,
  deleteConversation,
  fetchMessages,
  markRead,
  postMessage,
  syncConversation,
} from '../api';
import { addUnread, bumpContact, clearUnread, forgetContact, isKnownContact } from './chat-cache';
import {
  chatGeneration,
  dropThread,
  getThread,
  removeAddedContact,
  updateThread,
  useChatRuntime,
} from './chat-runtime';
import {
  markFailed,
  mergeLatestPage,
  mergeMessages,
  newClientId,
  oldestStoredId,
  upsertLocal,
} from './messages';

/** Whether the person is looking at this conversation right now (panel open, single view, that user). */
export function isConversationOpen(userId: string): boolean {
  const { chat } = useRootStore.getState();
  return chat.isChatOpen && chat.chatView === 'single' && chat.selectedUserId === userId;
}

const loading = new Map<string, Promise<void>>();

/**
 * Fetches the newest page of a conversation and merges it in (opening it, or after a reconnect), so nothing missed
 * is lost and nothing is shown twice. The conversation is on screen, so its messages are marked read
 * (POST message/read: fetching them no longer does) and the badges go.
 */
export function loadLatest(queryClient: QueryClient, userId: string): Promise<void> {
  const running = loading.get(userId);
  if (running) return running;
  const generation = chatGeneration();
  updateThread(userId, (t) => (t.status === 'ready' ? t : { ...t, status: 'loading' }));
  const work = fetchMessages(userId)
    .then(
      (page) => {
        if (generation !== chatGeneration()) return;
        updateThread(userId, (t) => mergeLatestPage(t, page, MESSAGE_PAGE_SIZE));
        clearUnread(queryClient, userId);
        if (page.some((m) => m.senderId === userId)) {
          markRead(userId).catch((error: unknown) => console.warn('Could not mark messages read:', error));
        }
      },
      (error: unknown) => {
        if (generation === chatGeneration())
          updateThread(userId, (t) => (t.status === 'ready' ? t : { ...t, status: 'error' }));
        throw error;
      },
    )
    .finally(() => loading.delete(userId));
  loading.set(userId, work);
  return work;
}

/** "Load earlier": the page before the oldest message shown. */
export async function loadEarlier(userId: string): Promise<void> {
  const thread = getThread(userId);
  const before = oldestStoredId(thread.messages);
  if (thread.loadingEarlier || !thread.hasEarlier || !before) return;
  const generation = chatGeneration();
  updateThread(userId, (t) => ({ ...t, loadingEarlier: true }));
  try {
    const page = await fetchMessages(userId, before);
    if (generation !== chatGeneration()) return;
    updateThread(userId, (t) => ({
      ...t,
      messages: mergeMessages(t.messages, page),
      hasEarlier: page.length >= MESSAGE_PAGE_SIZE,
      loadingEarlier: false,
    }));
  } catch (error) {
    if (generation === chatGeneration()) updateThread(userId, (t) => ({ ...t, loadingEarlier: false }));
    throw error;
  }
}

export interface SendInput {
  from: string;
  to: string;
  /** Already checked with the contract's sendMessageSchema (trimmed, 1..2000). */
  text: string;
  /** Given on a retry: the same id makes the server return the first copy instead of storing a second. */
  clientId?: string;
}

/**
 * Sends a message: shown at once as a local copy, replaced by the stored one when the server answers, marked failed
 * (for a retry) when it does not. The first message to someone who was not a contact yet is followed by
 * message/sync and a fresh contacts list.
 */
export async function sendMessage(queryClient: QueryClient, input: SendInput): Promise<void> {
  const { from, to, text } = input;
  const clientId = input.clientId ?? newClientId();
  const generation = chatGeneration();
  const isNew = !isKnownContact(queryClient, to);
  updateThread(to, (t) => ({
    ...t,
    messages: upsertLocal(t.messages, {
      _id: `local:${clientId}`,
      clientId,
      senderId: from,
      receiverId: to,
      message: text,
      createdAt: new Date().toISOString(),
      status: 'sending',
    }),
  }));
  let stored;
  try {
    stored = await postMessage(to, { message: text, clientId }, useChatRuntime.getState().socketId);
  } catch (error) {
    if (generation === chatGeneration())
      updateThread(to, (t) => ({ ...t, messages: markFailed(t.messages, from, clientId) }));
    throw error;
  }
  if (generation !== chatGeneration()) return;
  const message = stored;
  updateThread(to, (t) => ({ ...t, messages: mergeMessages(t.messages, [message]) }));
  if (!isNew && bumpContact(queryClient, to, message)) return;
  if (isNew) {
    try {
      await syncConversation(to);
    } catch (error) {
      console.warn(TOASTS.errorSyncingMessages, error);
    }
  }
  await queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
}

/** DELETE message/delete/{userId}: the conversation goes from this person's list (the other keeps theirs). */
export async function deleteChat(queryClient: QueryClient, userId: string): Promise<void> {
  await deleteConversation(userId);
  dropThread(userId);
  removeAddedContact(userId);
  forgetContact(queryClient, userId);
  const { chat, setChat } = useRootStore.getState();
  if (chat.selectedUserId === userId) setChat({ selectedUserId: null });
  await queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
}

/** After blocking someone: their conversation leaves this person's list and the panel goes back to it. */
export function forgetBlocked(queryClient: QueryClient, userId: string): void {
  dropThread(userId);
  removeAddedContact(userId);
  forgetContact(queryClient, userId);
  const { chat, setChat } = useRootStore.getState();
  if (chat.selectedUserId === userId || chat.selectedProfileId === userId) {
    setChat({ chatView: 'home', selectedUserId: null, selectedProfileId: null });
  }
}

/** A `newMessage` event: into its conversation once, onto the contact list, and read or counted as unread. */
export function receiveMessage(queryClient: QueryClient, myId: string, payload: unknown): void {
  const parsed = messageSchema.safeParse(payload);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.senderId !== myId && message.receiverId !== myId) return;
  const otherId = message.senderId === myId ? message.receiverId : message.senderId;
  updateThread(otherId, (t) => ({ ...t, messages: mergeMessages(t.messages, [message]) }));
  if (!bumpContact(queryClient, otherId, message))
    void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
  if (message.senderId === myId) return;
  if (isConversationOpen(otherId)) {
    markRead(otherId).catch((error: unknown) => console.warn('Could not mark messages read:', error));
  } else {
    addUnread(queryClient, otherId);
  }
}

/** After a reconnect: what was missed while the connection was down. */
export function refetchAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  const { chat } = useRootStore.getState();
  if (chat.isChatOpen && chat.chatView === 'single' && chat.selectedUserId) {
    loadLatest(queryClient, chat.selectedUserId).catch((error: unknown) =>
      console.warn('Could not refresh the conversation after reconnecting:', error),
    );
  }
}
