/** How many pieces of work a gate runs at once and how many it lets wait for a turn. */
export interface GateBounds {
  running: number;
  /** Beyond this many waiting, `run` refuses at once (`Infinity`: never). */
  waiting: number;
}

/**
 * Runs work at most `bounds.running` at a time, the rest in arrival order; when `bounds.waiting` are already waiting,
 * `run` throws what `whenFull` makes instead of queueing, so a burst costs memory and latency only up to a bound.
 */
export function createConcurrencyGate(bounds: GateBounds, whenFull: () => Error) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= bounds.running) {
        if (waiting.length >= bounds.waiting) throw whenFull();
        // Woken with the slot of the work that ended, already counted, so no newcomer can take it meanwhile.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    /** Work running now and work waiting for a turn (tests and logs). */
    get load(): { running: number; waiting: number } {
      return { running, waiting: waiting.length };
    },
  };
}

export type ConcurrencyGate = ReturnType<typeof createConcurrencyGate>;
