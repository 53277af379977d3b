import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { REALTIME } from '@kisansetu/contract';
import { fetchMe, meQueryKey } from '@/features/auth';
import { receiveNotification } from '@/features/notifications';
import { isApiError } from '@/lib/api-client';
import { useRootStore } from '@/lib/store';
import { claimVoiceNotes, forgetVoiceNotes } from '../../chat-media';
import { chatKeys } from '../api';
import { forgetChatData, receiveMessage, refetchAfterReconnect } from '../model/chat-actions';
import { resetChatRuntime, useChatRuntime } from '../model/chat-runtime';
import { openChatSocket } from './chat-socket';
import type { ChatSocket } from './chat-socket';

/**
 * Asks the server whether the session still lives (after the server dropped or refused the socket). A 401 is a
 * logout: the user, the chat state and the chat's cached answers go. Anything else (offline) is "maybe": keep trying.
 */
async function sessionAlive(queryClient: QueryClient): Promise<boolean> {
  try {
    await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0, retry: false });
    return true;
  } catch (error) {
    if (isApiError(error) && error.code === 'unauthorized') {
      useRootStore.getState().clearSession();
      forgetChatData(queryClient);
      return false;
    }
    return true;
  }
}

function onlineIds(ids: unknown): string[] {
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Who is online, as the server last said: kept in the query cache for as long as the connection lives. */
function setOnline(queryClient: QueryClient, ids: string[]): void {
  queryClient.setQueryData<string[]>(chatKeys.online, ids);
}

/**
 * The realtime channel of the signed-in user: opened when the chat mounts for a user, closed and discarded when it
 * unmounts (logout, another user, the app closing). After a reconnect it fetches what was missed. None for null: a
 * helper acting for a farmer has only their own socket, whose messages are not the farmer's.
 */
export function useChatConnection(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return undefined;
    const me = userId;
    // Set by the socket only, never fetched: it must not be collected while no one shows a presence dot.
    queryClient.setQueryDefaults(chatKeys.online, { gcTime: Infinity, staleTime: Infinity });
    let socket: ChatSocket | null = null;
    let closed = false;
    let connectedBefore = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    function later(action: () => void): void {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        if (!closed) action();
      }, REALTIME.reconnectionDelayMax);
    }

    /** The server ended or refused this socket: socket.io will not retry, so retry only while the session lives. */
    function recoverIfSessionAlive(current: ChatSocket): void {
      void sessionAlive(queryClient).then((alive) => {
        if (alive) later(() => current.connect());
      });
    }

    function wire(current: ChatSocket): void {
      current.on('connect', () => {
        useChatRuntime.setState({ socketId: current.id ?? null, connection: 'connected' });
        if (connectedBefore) refetchAfterReconnect(queryClient);
        connectedBefore = true;
      });
      current.on('disconnect', (reason) => {
        useChatRuntime.setState({ socketId: null, connection: 'reconnecting' });
        setOnline(queryClient, []);
        if (reason === 'io server disconnect') recoverIfSessionAlive(current);
      });
      current.on('connect_error', (error) => {
        // Only logged (no toast for a reconnect); the person sees the "reconnecting" line, not an error.
        console.warn('Chat connection failed:', error.message);
        useChatRuntime.setState({ connection: connectedBefore ? 'reconnecting' : 'connecting' });
        if (!current.active) recoverIfSessionAlive(current);
      });
      current.on('getOnlineUsers', (ids) => setOnline(queryClient, onlineIds(ids)));
      current.on('newMessage', (message) => receiveMessage(queryClient, me, message));
      // The one realtime channel also carries notifications: the bell counts them at once.
      current.on('notification', (notification) => receiveNotification(queryClient, notification));
    }

    function start(): void {
      openChatSocket(me).then(
        (opened) => {
          if (closed) {
            opened.disconnect();
            return;
          }
          socket = opened;
          wire(opened);
        },
        (error: unknown) => {
          // The socket.io chunk did not arrive (offline): try again later.
          console.warn('Chat could not start:', error);
          later(start);
        },
      );
    }

    start();
    void claimVoiceNotes(me);
    return () => {
      closed = true;
      // Logout or another person: the voice notes kept on this phone go with the one who heard them.
      void forgetVoiceNotes();
      clearTimeout(retryTimer);
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = null;
      resetChatRuntime();
      queryClient.removeQueries({ queryKey: chatKeys.online, exact: true });
    };
  }, [userId, queryClient]);
}
