import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work';

const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('background work', () => {
  it('reports a failure, synchronous or not, with what failed, and never rejects', async () => {
    const failures: [string, string][] = [];
    const background = createBackgroundWork((error, what) => failures.push([what, (error as Error).message]));
    background.run('alerts could not be sent', () => Promise.reject(new Error('push service down')));
    const tracked = background.track('matching failed', () => {
      throw new Error('thrown before any await');
    });
    await expect(tracked).resolves.toBeUndefined();
    await background.idle();
    expect(failures.sort()).toEqual([
      ['alerts could not be sent', 'push service down'],
      ['matching failed', 'thrown before any await'],
    ]);
  });

  it('idle waits for every piece, and for the pieces they start in turn', async () => {
    const background = createBackgroundWork(() => undefined);
    const done: string[] = [];
    background.run('first', async () => {
      await later(null);
      done.push('first');
      background.run('second', async () => {
        await later(null);
        done.push('second');
      });
    });
    expect(background.size).toBe(1);
    await background.idle();
    expect(done).toEqual(['first', 'second']);
    expect(background.size).toBe(0);
  });
});
