import { create } from 'zustand';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '../api';
import type { ChatPerson } from './messages';

/**
 * What the chat keeps about this tab while the page is open and never persists: the realtime channel's state and
 * the sellers opened from a product before a first message. Server data (conversations, contacts, who is online)
 * lives in the query cache. Logout (or another user signing in) resets it together with the socket.
 */
export interface ChatRuntimeState {
  /** This tab's socket id, sent with each message so the server does not echo it back here. */
  socketId: string | null;
  connection: 'connecting' | 'connected' | 'reconnecting';
  addedContacts: ChatPerson[];
}

const INITIAL: ChatRuntimeState = {
  socketId: null,
  connection: 'connecting',
  addedContacts: [],
};

export const useChatRuntime = create<ChatRuntimeState>()(() => INITIAL);

export function resetChatRuntime(): void {
  useChatRuntime.setState(INITIAL, true);
}

/** A seller opened from a product who is not a contact yet: listed until the first message makes them one. */
export function addContact(person: ChatPerson): void {
  useChatRuntime.setState((state) =>
    state.addedContacts.some((p) => p._id === person._id)
      ? state
      : { addedContacts: [person, ...state.addedContacts] },
  );
}

export function removeAddedContact(userId: string): void {
  useChatRuntime.setState((state) => ({
    addedContacts: state.addedContacts.filter((p) => p._id !== userId),
  }));
}

const NOBODY: string[] = [];

/** Whether `userId` is online, from the ids the socket's getOnlineUsers put in the query cache. */
export function useIsOnline(userId: string): boolean {
  const { data } = useQuery<string[]>({
    queryKey: chatKeys.online,
    // Never fetched: the socket sets it (enabled: false); until then nobody is online.
    queryFn: () => NOBODY,
    enabled: false,
    staleTime: Infinity,
  });
  return (data ?? NOBODY).includes(userId);
}
