import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * "What the lists show has changed", told to this process's listeners at once and, with Redis, to every other
 * process's through one pub/sub channel, so a cached answer anywhere is dropped the moment a listing changes. A
 * message lost while Redis is away only leaves caches to their own short lifetime.
 */
export interface ChangeSignal<Where> {
  /** Adds a listener, called for every change made here or in another process: where it was, or null for anywhere. */
  on(listener: (where: Where | null) => void): void;
  /** Tells every listener here, then every other process; without `where`, anything may have changed. */
  changed(where?: Where): void;
  /** Leaves the channel (the app's close). */
  close(): Promise<void>;
}

/** Creates the signal; `channel` names it in Redis (one key prefix per cluster). */
export function createChangeSignal<Where>(options: {
  redis?: Redis | undefined;
  channel: string;
  onError: (error: unknown) => void;
}): ChangeSignal<Where> {
  const { redis, channel, onError } = options;
  const listeners = new Set<(where: Where | null) => void>();
  // Each process knows its own messages by this, and does not clear its caches twice.
  const origin = randomUUID();
  const tell = (where: Where | null) => {
    for (const listener of listeners) listener(where);
  };
  const subscriber = redis?.duplicate();
  if (subscriber) {
    subscriber.on('error', onError);
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      let parsed: { origin: string; where: Where | null };
      try {
        parsed = JSON.parse(message) as { origin: string; where: Where | null };
      } catch {
        // Not ours (or from an older version): anything may have changed.
        tell(null);
        return;
      }
      if (parsed.origin !== origin) tell(parsed.where);
    });
    subscriber.subscribe(channel).catch(onError);
  }
  return {
    on(listener) {
      listeners.add(listener);
    },
    changed(where) {
      tell(where ?? null);
      redis?.publish(channel, JSON.stringify({ origin, where: where ?? null })).catch(onError);
    },
    async close() {
      await subscriber?.quit().catch(() => subscriber.disconnect());
    },
  };
}
