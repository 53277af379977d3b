import type { Message } from './message';
import type { Notification } from './notification';

/** Events the server sends over socket.io. */
export interface ServerToClientEvents {
  /** Ids of the caller's contacts that are online; sent on connect and whenever it changes. */
  getOnlineUsers: (userIds: string[]) => void;
  /** A stored message, to its receiver and to the sender's other tabs. */
  newMessage: (message: Message) => void;
  /** A stored notification, to every tab of its recipient. */
  notification: (notification: Notification) => void;
}

/** Events a client sends. Sending goes through HTTP (stored first, then emitted), so there are none yet. */
export type ClientToServerEvents = Record<string, never>;

export const SOCKET_PATH = '/socket.io';

/**
 * `err.data` of the `connect_error` a refused handshake gives: `unauthorized` without a live session,
 * `service_unavailable` when the session could not be checked. `err.message` is the code too.
 */
export interface SocketConnectErrorData {
  code: 'unauthorized' | 'service_unavailable';
  message: string;
}
