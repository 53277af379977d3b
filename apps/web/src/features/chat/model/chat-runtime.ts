import { create } from 'zustand';
import { EMPTY_THREAD } from './messages';
import type { ChatPerson, Thread } from './messages';

/**
 * What the chat keeps while the page is open and never persists: the loaded conversations, who is online, the
 * realtime channel's state and the sellers opened from a product before a first message. Logout (or another user
 * signing in) resets it together with the socket.
 */
export interface ChatRuntimeState {
  threads: Record<string, Thread>;
  onlineUserIds: string[];
  /** This tab's socket id, sent with each message so the server does not echo it back here. */
  socketId: string | null;
  connection: 'connecting' | 'connected' | 'reconnecting';
  addedContacts: ChatPerson[];
}

const INITIAL: ChatRuntimeState = {
  threads: {},
  onlineUserIds: [],
  socketId: null,
  connection: 'connecting',
  addedContacts: [],
};

export const useChatRuntime = create<ChatRuntimeState>()(() => INITIAL);

let generation = 0;

/** Changes on every reset: work started before it (a request still on its way) must not write into the new state. */
export function chatGeneration(): number {
  return generation;
}

export function resetChatRuntime(): void {
  generation += 1;
  useChatRuntime.setState(INITIAL, true);
}

export function getThread(userId: string): Thread {
  return useChatRuntime.getState().threads[userId] ?? EMPTY_THREAD;
}

export function updateThread(userId: string, update: (thread: Thread) => Thread): void {
  useChatRuntime.setState((state) => ({
    threads: { ...state.threads, [userId]: update(state.threads[userId] ?? EMPTY_THREAD) },
  }));
}

export function dropThread(userId: string): void {
  useChatRuntime.setState((state) => ({
    threads: Object.fromEntries(Object.entries(state.threads).filter(([id]) => id !== userId)),
  }));
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

export function useIsOnline(userId: string): boolean {
  return useChatRuntime((state) => state.onlineUserIds.includes(userId));
}

export function useThread(userId: string): Thread {
  return useChatRuntime((state) => state.threads[userId] ?? EMPTY_THREAD);
}
