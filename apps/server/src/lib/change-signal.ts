import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * "What the lists show has changed", told to this process's listeners at once and, with Redis, to every other
 * process's through one pub/sub channel, so a cached answer anywhere is dropped the moment a listing changes. A
 * message lost while Redis is away only leaves caches to their own short lifetime.
 */
export interface ChangeSignal {
  /** Adds a listener, called for every change made here or in another process. */
  on(listener: () => void): void;
  /** Tells every listener here, then every other process. */
  changed(): void;
  /** Leaves the channel (the app's close). */
  close(): Promise<void>;
}

/** Creates the signal; `channel` names it in Redis (one key prefix per cluster). */
export function createChangeSignal(options: {
  redis?: Redis | undefined;
  channel: string;
  onError: (error: unknown) => void;
}): ChangeSignal {
  const { redis, channel, onError } = options;
  const listeners = new Set<() => void>();
  // Each process knows its own messages by this, and does not clear its caches twice.
  const origin = randomUUID();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  const subscriber = redis?.duplicate();
  if (subscriber) {
    subscriber.on('error', onError);
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel && message !== origin) tell();
    });
    subscriber.subscribe(channel).catch(onError);
  }
  return {
    on(listener) {
      listeners.add(listener);
    },
    changed() {
      tell();
      redis?.publish(channel, origin).catch(onError);
    },
    async close() {
      await subscriber?.quit().catch(() => subscriber.disconnect());
    },
  };
}
