import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type Message,
  type ServerToClientEvents,
} from '@kisansetu/contract';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Every wait in the socket tests is bounded by this, so a lost event fails the test instead of hanging it. */
export const EVENT_TIMEOUT_MS = 5_000;

/** Listens on a free port of the loopback interface and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export interface ConnectOptions {
  cookie?: string;
  token?: string;
  query?: Record<string, string>;
  /** Default: the browser's order, polling then websocket. */
  transports?: ('polling' | 'websocket')[];
  extraHeaders?: Record<string, string>;
}

/** A socket.io client that records every server event from the first moment, so none is missed by a late wait. */
export class TestClient {
  readonly socket: ClientSocket;
  readonly messages: Message[] = [];
  readonly onlineLists: string[][] = [];
  private readonly waiters = new Set<() => void>();

  constructor(baseUrl: string, options: ConnectOptions = {}) {
    this.socket = io(baseUrl, {
      path: SOCKET_PATH,
      transports: options.transports ?? ['polling', 'websocket'],
      reconnection: false,
      forceNew: true,
      timeout: EVENT_TIMEOUT_MS,
      extraHeaders: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.extraHeaders },
      ...(options.token ? { auth: { token: options.token } } : {}),
      ...(options.query ? { query: options.query } : {}),
    });
    this.socket.on('newMessage', (message) => {
      this.messages.push(message);
      this.notify();
    });
    this.socket.on('getOnlineUsers', (ids) => {
      this.onlineLists.push([...ids].sort());
      this.notify();
    });
  }

  /** The latest online list (undefined before the first). */
  get online(): string[] | undefined {
    return this.onlineLists.at(-1);
  }

  /** Resolves once connected and the first online list arrived (presence is registered by then). */
  async ready(): Promise<this> {
    await this.until(
      () => this.socket.connected && this.onlineLists.length > 0,
      'connect and first getOnlineUsers',
    );
    return this;
  }

  /** Waits until a recorded message matches. */
  async message(predicate: (message: Message) => boolean, what = 'newMessage'): Promise<Message> {
    await this.until(() => this.messages.some(predicate), what);
    return this.messages.find(predicate)!;
  }

  /** Waits until the latest online list, as a sorted array, equals `ids`. */
  async onlineIs(ids: string[], timeoutMs = EVENT_TIMEOUT_MS): Promise<void> {
    const want = JSON.stringify([...ids].sort());
    await this.until(() => JSON.stringify(this.online) === want, `getOnlineUsers ${want}`, timeoutMs);
  }

  /** Polls a condition on every event and at 50 ms, failing after the timeout. */
  until(condition: () => boolean, what: string, timeoutMs = EVENT_TIMEOUT_MS): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!condition()) return;
        cleanup();
        resolve();
      };
      const interval = setInterval(check, 50);
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const cleanup = () => {
        clearInterval(interval);
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
    });
  }

  close(): void {
    this.socket.disconnect();
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

/** Connects and waits until ready. */
export function connectClient(baseUrl: string, options: ConnectOptions = {}): Promise<TestClient> {
  return new TestClient(baseUrl, options).ready();
}

/** Connects expecting the server to refuse; resolves with the connect_error. */
export function expectRefused(
  baseUrl: string,
  options: ConnectOptions = {},
): Promise<Error & { data?: unknown }> {
  const client = new TestClient(baseUrl, options);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('neither connect nor connect_error')), EVENT_TIMEOUT_MS);
    client.socket.on('connect_error', (error) => {
      clearTimeout(timer);
      client.close();
      resolve(error);
    });
    client.socket.on('connect', () => {
      clearTimeout(timer);
      client.close();
      reject(new Error('the handshake was accepted'));
    });
  });
}

/** Lets in-flight events arrive, for the checks that something did NOT happen. */
export function settle(ms = 300): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
