import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/**
 * Stands in for socket.io-client's Socket at the module boundary (tests `vi.mock('socket.io-client')` with
 * `fakeSocketModule`). The test plays the server: `serverConnect`, `serverEmit`, `serverDisconnect`.
 */
export class FakeSocket {
  id: string | undefined = undefined;
  connected = false;
  /** socket.io's "will reconnect by itself". */
  active = true;
  readonly options: Record<string, unknown>;
  private readonly listeners = new Map<string, Set<Listener>>();
  readonly connect = vi.fn(() => {
    this.active = true;
    return this;
  });
  readonly disconnect = vi.fn(() => {
    this.connected = false;
    this.active = false;
    return this;
  });

  constructor(options: Record<string, unknown>) {
    this.options = options;
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  serverConnect(id = `socket-${sockets.length}`): void {
    this.id = id;
    this.connected = true;
    this.fire('connect');
  }

  serverDisconnect(reason: string): void {
    this.id = undefined;
    this.connected = false;
    if (reason === 'io server disconnect') this.active = false;
    this.fire('disconnect', reason);
  }

  serverEmit(event: 'getOnlineUsers' | 'newMessage' | 'connect_error', payload: unknown): void {
    this.fire(event, payload);
  }
}

/** Every socket the app opened, newest last. */
export const sockets: FakeSocket[] = [];

export function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

export const io = vi.fn((options: Record<string, unknown>) => {
  const socket = new FakeSocket(options);
  sockets.push(socket);
  return socket;
});

/** The module `vi.mock('socket.io-client', …)` returns. */
export const fakeSocketModule = { io, default: io };
