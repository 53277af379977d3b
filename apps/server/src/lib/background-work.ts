/**
 * Work a request or an event starts and does not wait for (alerts, pushes, socket handlers). Every piece is tracked
 * until it settles, so the app can wait for all of it before it closes the database; a failure goes to `onError`
 * and never becomes an unhandled rejection.
 */
export function createBackgroundWork(onError: (error: unknown, what: string) => void) {
  // Each piece with when it started; a Map keeps insertion order, so the first entry is the oldest.
  const pending = new Map<Promise<void>, number>();

  /** Starts `work` now and returns its settling, which never rejects (a throw, even a synchronous one, is reported). */
  function track(what: string, work: () => Promise<unknown>): Promise<void> {
    const running: Promise<void> = (async () => work())()
      .then(
        () => undefined,
        (error: unknown) => {
          onError(error, what);
        },
      )
      .finally(() => pending.delete(running));
    pending.set(running, Date.now());
    return running;
  }

  return {
    track,
    /** Starts `work` and forgets it: what failed is said in `what` to `onError`. */
    run(what: string, work: () => Promise<unknown>): void {
      void track(what, work);
    },
    /** Resolves once every piece started so far, and any it started in turn, has settled. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending.keys()]);
    },
    /** How many pieces are running (tests and logs). */
    get size(): number {
      return pending.size;
    },
    /** How many pieces are running, and since when the oldest has (epoch ms), for the metrics. */
    state(): { depth: number; oldestSince: number | null } {
      const first = pending.values().next();
      return { depth: pending.size, oldestSince: first.done ? null : first.value };
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
