import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer } from '@/test/fixtures';
import { lastSocket, sockets } from './fake-socket';

/** Signs `me` in with the chat panel open on the conversation with `userId`, as a tap on Chat leaves it. */
export function openConversationWith(userId: string, me = buyer): void {
  useRootStore.setState({
    user: me,
    chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: userId },
  });
}

/** Waits for the panel's socket and lets the server accept it as socket `id`. */
export async function connectedSocket(id = 'tab-1') {
  await waitFor(() => expect(sockets.length).toBe(1));
  const socket = lastSocket();
  act(() => socket.serverConnect(id));
  return socket;
}
