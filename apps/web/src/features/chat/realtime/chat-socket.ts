import type { Socket } from 'socket.io-client';
import { REALTIME, SOCKET_PATH } from '@kisansetu/contract';
import type { ClientToServerEvents, ServerToClientEvents } from '@kisansetu/contract';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the realtime channel. socket.io-client is fetched here, on first use after login, so it never weighs on a
 * visitor's first page. Same origin, the session cookie as credentials, long polling first then websocket, and the
 * reconnection settings (the contract's REALTIME). The `userID` query is the original client's; the server only trusts the session.
 */
export async function openChatSocket(userId: string): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  return io({
    path: SOCKET_PATH,
    withCredentials: true,
    // One connection per signed-in user; closing it closes its manager too.
    forceNew: true,
    transports: ['polling', 'websocket'],
    query: { userID: userId },
    reconnection: true,
    reconnectionDelay: REALTIME.reconnectionDelay,
    reconnectionDelayMax: REALTIME.reconnectionDelayMax,
    randomizationFactor: REALTIME.randomizationFactor,
    reconnectionAttempts: REALTIME.reconnectionAttempts,
    timeout: REALTIME.timeout,
  });
}
