import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type Message,
  type Notification,
  type ServerToClientEvents,
} from '@kisansetu/contract';
import type { AppMetrics } from '../metrics';
import type { SessionStore } from '../auth';
import { createMemoryPresence, type Presence } from './presence';
import { createRedisPresence } from './redis-presence';
import { handshakeError, handshakeToken, isSameOrigin } from './socket-auth';
import { loadRedisAdapter } from './traced-adapter';
import { failureLogFields } from '../lib/loggable-error';
import { createBackgroundWork } from '../lib/background-work';

/** Knobs for tests and operators; the defaults suit production. */
export interface RealtimeTuning {
  /** Namespace of the Redis keys and channels (default `ks`). */
  keyPrefix?: string;
  /** Presence heartbeat (default 5 s). */
  heartbeatMs?: number;
  /** A process silent this long is dead and its users offline (default 15 s; with the heartbeat, gone in ≤ 20 s). */
  ttlMs?: number;
  /** How often an open socket's session is checked again, so a logout or revoked session ends it (default 60 s). */
  sessionRecheckMs?: number;
}

export interface RealtimeOptions {
  sessions: SessionStore;
  /** Everyone each user has a conversation with: whose presence they see and who sees theirs. */
  partnersOf(userIds: string[]): Promise<Map<string, string[]>>;
  /** With Redis, every process joins one cluster (adapter + presence); without, one process in memory. */
  redis?: Redis | undefined;
  trustProxy: false | number | string[];
  publicOrigins: string[] | undefined;
  /** Open sockets one user may have; a new one beyond it closes their oldest. */
  maxSocketsPerUser: number;
  tuning?: RealtimeTuning | undefined;
  /** Told of sockets coming and going and of events in and out. */
  metrics: Pick<AppMetrics, 'socketsChanged' | 'socketEvent'>;
}

interface SocketData {
  userId: string;
  /** Kept to check the session again later; never sent anywhere. */
  token: string;
}
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** What the rest of the app may do with the realtime channel. */
export interface Realtime {
  readonly io: RealtimeServer;
  /** Sends a stored message to the receiver's tabs and the sender's, except the sender's tab `exceptSocketId`. */
  deliverMessage(message: Message, exceptSocketId?: string): void;
  /** Sends a stored notification to every tab of its recipient, on every process. */
  deliverNotification(userId: string, notification: Notification): void;
  /** These users got a new conversation: send each (if online) their online contacts again. */
  contactsChanged(userIds: string[]): void;
  /** Which of these users have a socket open now, on any process. */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /** Closes every socket of one session, on every process (logout). */
  disconnectSession(token: string): void;
  /** Closes every socket of a user on every process, but those of `exceptToken`'s session (password change, suspension). */
  disconnectUser(userId: string, options?: { exceptToken?: string | undefined }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const userRoom = (userId: string) => `user:${userId}`;
/** A room per session, named by the token's hash (the token itself never leaves the socket's data). */
const sessionRoom = (token: string) => `session:${createHash('sha256').update(token).digest('base64url')}`;
/** One room per tab, named with its user: excluding it can only ever skip a tab of that same user. */
const tabRoom = (userId: string, socketId: string) => `tab:${userId}:${socketId}`;

/**
 * The redis adapter publishes without handling the promise; a Redis outage would then be an unhandled rejection
 * that kills the process. Messages are stored before they are emitted, so a lost emit is only a late message.
 */
function withSafePublish(redis: Redis, onError: (error: unknown) => void): Redis {
  return new Proxy(redis, {
    get(target, property, receiver) {
      if (property === 'publish') {
        return (...args: Parameters<Redis['publish']>) =>
          target.publish(...args).catch((error: unknown) => {
            onError(error);
            return 0;
          });
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * socket.io on the app's own HTTP server (path /socket.io, polling then websocket, same origin only). The handshake
 * must carry a live session, checked again every minute while the socket is open; each socket joins `user:<id>`.
 * Presence is pushed as `getOnlineUsers`.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const { sessions, partnersOf, redis, trustProxy, publicOrigins, maxSocketsPerUser, metrics } = options;
    const tuning = {
      keyPrefix: 'ks',
      heartbeatMs: 5_000,
      ttlMs: 15_000,
      sessionRecheckMs: 60_000,
      ...options.tuning,
    };
    const logError = (error: unknown) => app.log.error(failureLogFields(error), 'realtime failure');

    const io: RealtimeServer = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      transports: ['polling', 'websocket'],
      // Clients send no events (sending goes through HTTP), so nothing big ever needs to come in.
      maxHttpBufferSize: 16 * 1024,
      allowRequest: (request, callback) =>
        callback(null, isSameOrigin(request, { trustProxy, publicOrigins })),
    });

    let subscriber: Redis | undefined;
    let presence: Presence;
    if (redis) {
      // Imported only for a cluster: a single process never needs the adapter.
      const createAdapter = await loadRedisAdapter();
      subscriber = redis.duplicate();
      subscriber.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis subscriber error'));
      io.adapter(
        createAdapter(withSafePublish(redis, logError), subscriber, { key: `${tuning.keyPrefix}:socket.io` }),
      );
      presence = createRedisPresence({ redis, ...tuning, onError: logError });
      // While Redis is away, messages stored on other processes cannot reach this process's sockets (their publish
      // is lost), and nothing tells the clients. Once the subscriber is back, every local socket's transport is
      // closed: clients reconnect at once (not a socket.io "disconnect", after which they would not) and fetch what
      // they missed, as after any reconnect.
      let lostRedis = false;
      subscriber.on('close', () => (lostRedis = true));
      subscriber.on('ready', () => {
        if (!lostRedis || closing) return;
        lostRedis = false;
        for (const socket of io.of('/').sockets.values()) socket.conn.close();
      });
    } else {
      presence = createMemoryPresence();
    }

    /** Work started by socket events; the close waits for it so nothing touches a closed database. */
    const background = createBackgroundWork((error) => logError(error));
    const track = (work: () => Promise<void>) => background.track('realtime failure', work);

    /** Each user's partners that are online: one database query and one presence lookup for all of them. */
    async function onlinePartners(userIds: string[]): Promise<Map<string, string[]>> {
      const partners = await partnersOf(userIds);
      const online = await presence.onlineAmong([...new Set([...partners.values()].flat())]);
      return new Map([...partners].map(([id, list]) => [id, list.filter((p) => online.has(p))]));
    }

    /** Sends each of `userIds` (every tab, on every process) their online contacts. */
    async function sendOnlineLists(userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      for (const [id, list] of await onlinePartners(userIds))
        io.to(userRoom(id)).emit('getOnlineUsers', list);
      metrics.socketEvent('sent', 'getOnlineUsers');
    }

    /** These users came online or went offline: their online contacts get fresh lists. */
    async function presenceChanged(userIds: string[]): Promise<void> {
      const watchers = new Set([...(await onlinePartners(userIds)).values()].flat());
      await sendOnlineLists([...watchers]);
    }

    let closing = false;

    /**
     * A user may keep `maxSocketsPerUser` sockets open across the cluster; the oldest beyond that are closed, so
     * one account cannot hold thousands of connections (a phone that reconnects keeps working: it is the newest).
     */
    async function closeOldestBeyondCap(userId: string): Promise<void> {
      const open = await io.in(userRoom(userId)).fetchSockets();
      if (open.length <= maxSocketsPerUser) return;
      const oldestFirst = [...open].sort((a, b) => a.handshake.issued - b.handshake.issued);
      for (const socket of oldestFirst.slice(0, open.length - maxSocketsPerUser)) socket.disconnect(true);
    }

    io.use((socket, next) => {
      const token = handshakeToken(socket.handshake, app.sessionCookieName);
      if (!token) return next(handshakeError('unauthorized'));
      sessions.find(token).then(
        (user) => {
          if (!user) return next(handshakeError('unauthorized'));
          socket.data.userId = user.id;
          socket.data.token = token;
          next();
        },
        (error: unknown) => {
          logError(error);
          next(handshakeError('service_unavailable'));
        },
      );
    });

    io.on('connection', (socket) => {
      const { userId } = socket.data;
      metrics.socketsChanged(1);
      // Clients send nothing over the socket: whatever comes in is counted, and shows up if a client starts to.
      socket.onAny((event: string) => metrics.socketEvent('received', event));
      void socket.join([userRoom(userId), tabRoom(userId, socket.id), sessionRoom(socket.data.token)]);
      void track(() => closeOldestBeyondCap(userId));
      const connected = track(async () => {
        const cameOnline = await presence.connect(userId);
        const mine = (await onlinePartners([userId])).get(userId) ?? [];
        socket.emit('getOnlineUsers', mine);
        metrics.socketEvent('sent', 'getOnlineUsers');
        // Their lists now include this user; only the first tab changes anything.
        if (cameOnline) await sendOnlineLists(mine);
      });
      // A session ended elsewhere (logout, password change, expiry) must not keep receiving messages here.
      const recheck = setInterval(() => {
        sessions.find(socket.data.token).then(
          (user) => {
            if (user?.id !== userId) socket.disconnect(true);
          },
          // A database hiccup is not a reason to drop everyone; the next check decides.
          logError,
        );
      }, tuning.sessionRecheckMs);
      recheck.unref();
      socket.on('disconnect', () => {
        metrics.socketsChanged(-1);
        clearInterval(recheck);
        // After the connect work, so a socket that closes at once is never counted after it left.
        void connected.then(() =>
          track(async () => {
            if (closing) return;
            if (await presence.disconnect(userId)) await presenceChanged([userId]);
          }),
        );
      });
    });

    await presence.start((userIds) => void track(() => presenceChanged(userIds)));

    const realtime: Realtime = {
      io,
      deliverMessage(message, exceptSocketId) {
        const rooms = io.to([userRoom(message.receiverId), userRoom(message.senderId)]);
        (exceptSocketId ? rooms.except(tabRoom(message.senderId, exceptSocketId)) : rooms).emit(
          'newMessage',
          message,
        );
        metrics.socketEvent('sent', 'newMessage');
      },
      deliverNotification(userId, notification) {
        io.to(userRoom(userId)).emit('notification', notification);
        metrics.socketEvent('sent', 'notification');
      },
      contactsChanged(userIds) {
        void track(async () => sendOnlineLists([...(await presence.onlineAmong(userIds))]));
      },
      onlineAmong(userIds) {
        return presence.onlineAmong(userIds);
      },
      disconnectSession(token) {
        io.in(sessionRoom(token)).disconnectSockets(true);
      },
      disconnectUser(userId, { exceptToken } = {}) {
        const rooms = io.in(userRoom(userId));
        (exceptToken ? rooms.except(sessionRoom(exceptToken)) : rooms).disconnectSockets(true);
      },
    };
    app.decorate('realtime', realtime);

    // Before the HTTP server closes: it waits for open connections, and websockets would hold it open.
    app.addHook('preClose', async () => {
      closing = true;
      // Drop the connections without socket.io's "disconnect" packet: after that a client would not reconnect,
      // and in a cluster it should, to another process.
      io.engine.close();
      await background.idle();
      try {
        const leftOffline = await presence.stop();
        // Other processes' users see ours go offline now rather than after the TTL.
        if (leftOffline.length > 0) await presenceChanged(leftOffline);
      } catch (error) {
        logError(error);
      }
      await io.of('/').adapter.close();
    });
    app.addHook('onClose', async () => {
      await subscriber?.quit().catch(() => subscriber?.disconnect());
    });
  },
  { name: 'realtime' },
);
