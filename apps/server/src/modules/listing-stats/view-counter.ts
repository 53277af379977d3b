import type { ViewRow } from './listing-stats.repository';

export interface ViewCounterOptions {
  /** Writes a batch (one statement); a failure is reported and the batch dropped: views are not worth a retry loop. */
  record: (rows: readonly ViewRow[]) => Promise<void>;
  /** How often the views gathered in memory are written, in ms. */
  flushMs: number;
  /** Written at once when this many are waiting, so memory stays bounded under a burst. */
  maxPending?: number;
  onError: (error: unknown) => void;
}

/**
 * Views gathered in memory and written in batches: a product page's own request never waits on a write, and a viewer
 * seen twice before a flush is one row. The database's key (listing, day, viewer) makes the count once a viewer a day
 * across processes and flushes.
 */
export function createViewCounter({ record, flushMs, maxPending = 5000, onError }: ViewCounterOptions) {
  let pending = new Map<string, ViewRow>();
  // When the first view now waiting came in.
  let pendingSince: number | null = null;
  let writing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  function flush(): Promise<void> {
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    pendingSince = null;
    // One write at a time, in order: a flush asked for while one runs waits for it, then writes its own batch.
    writing = writing.then(() => record(batch).catch(onError));
    return writing;
  }

  return {
    add(view: ViewRow): void {
      pending.set(`${view.productId} ${view.day} ${view.viewer}`, view);
      pendingSince ??= Date.now();
      if (pending.size >= maxPending) void flush();
    },
    /**
     * Drops the views of `viewer` still waiting, and resolves once any batch being written is stored: a closing
     * account's views are then all in the database, where its closing removes them.
     */
    forget(viewer: string): Promise<void> {
      for (const [key, view] of pending) if (view.viewer === viewer) pending.delete(key);
      return writing;
    },
    /** Views waiting for the next batch, and since when (the metrics' queue). */
    state(): { depth: number; oldestSince: number | null } {
      return { depth: pending.size, oldestSince: pending.size === 0 ? null : pendingSince };
    },
    /** Writes what is waiting; resolves once it is stored (stats read after it see every view so far). */
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
