import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic';

afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodic', () => {
  it('runs on its interval, one run at a time: a run asked for meanwhile joins the one under way', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const job = startPeriodic({
      everyMs: 1000,
      run: () => {
        runs += 1;
        return new Promise<number>((resolve) => {
          finish = () => resolve(runs);
        });
      },
      onError: () => undefined,
    });
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    const joined = job.runNow();
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    finish();
    await expect(joined).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    finish();
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it('runs at start when asked, reports failures, and stop waits for the run under way', async () => {
    const errors: unknown[] = [];
    let release: () => void = () => undefined;
    let finished = false;
    let calls = 0;
    const job = startPeriodic({
      everyMs: 60_000,
      runAtStart: true,
      run: async () => {
        calls += 1;
        if (calls === 1) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          finished = true;
          return;
        }
        throw new Error('database gone');
      },
      onError: (error) => errors.push(error),
    });
    await vi.waitFor(() => expect(calls).toBe(1));
    const stopping = job.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    await expect(job.runNow()).rejects.toThrow('database gone');
  });
});
