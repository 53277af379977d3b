/** A job each process runs on a timer (expiring-soon notices, mandi prices, expired sessions). */
export interface PeriodicJob<T> {
  everyMs: number;
  /** One run; runs asked for while one is under way join it rather than start another. */
  run(): Promise<T>;
  onError(error: unknown): void;
  /** Also run once right after start (a job whose first run should not wait a whole interval). */
  runAtStart?: boolean;
}

/**
 * The one scheduler of the server: a timer that never keeps the process alive, one run at a time, and a `stop()`
 * that waits for the run under way so the database can close after it. Jobs that must happen once across processes
 * claim their work in the database themselves (a claim row, `FOR UPDATE SKIP LOCKED`); the timer only asks.
 */
export function startPeriodic<T>(job: PeriodicJob<T>) {
  let running: Promise<T> | null = null;
  function runNow(): Promise<T> {
    running ??= job.run().finally(() => {
      running = null;
    });
    return running;
  }
  const tick = () => {
    runNow().catch(job.onError);
  };
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  const first = job.runAtStart ? setTimeout(tick, 0) : null;
  first?.unref();
  return {
    /** Runs now (or joins the run under way) and resolves with its result. */
    runNow,
    /** Stops the timer and waits for a run in progress (its failure was already reported). */
    async stop(): Promise<void> {
      clearInterval(timer);
      if (first) clearTimeout(first);
      await running?.catch(() => undefined);
    },
  };
}

export type Periodic<T> = ReturnType<typeof startPeriodic<T>>;
