import { describe, expect, it } from 'vitest';
import { asBackgroundWork, StatementGate } from './statement-gate';

/** A statement that ends when the test says so, recording the order statements started in. */
function recorder(gate: StatementGate) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const statement = (name: string) =>
    gate.run(
      () =>
        new Promise<void>((resolve) => {
          started.push(name);
          finishers.set(name, resolve);
        }),
    );
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the gate hand over and the next statement start.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { started, statement, finish };
}

describe('the embedded database takes one statement at a time, foreground work first', () => {
  it('runs one statement at a time, in arrival order within the foreground', async () => {
    const { started, statement, finish } = recorder(new StatementGate());
    const all = [statement('a'), statement('b'), statement('c')];
    await finish('nothing');
    expect(started).toEqual(['a']);
    await finish('a');
    expect(started).toEqual(['a', 'b']);
    await finish('b');
    await finish('c');
    await Promise.all(all);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('lets a page request pass searches that were waiting before it', async () => {
    const { started, statement, finish } = recorder(new StatementGate());
    const searches = asBackgroundWork(() =>
      Promise.all([statement('search 1'), statement('search 2'), statement('search 3')]),
    );
    await finish('nothing');
    const page = statement('page');
    await finish('search 1');
    expect(started).toEqual(['search 1', 'page']);
    await finish('page');
    await finish('search 2');
    await finish('search 3');
    await Promise.all([searches, page]);
    expect(started).toEqual(['search 1', 'page', 'search 2', 'search 3']);
  });

  it('still runs a waiting search when foreground statements keep coming', async () => {
    const { started, statement, finish } = recorder(new StatementGate());
    const first = statement('page 0');
    await finish('nothing');
    const search = asBackgroundWork(() => statement('search'));
    const pages = Array.from({ length: 20 }, (_, i) => statement(`page ${i + 1}`));
    for (let i = 0; i <= 20 && !started.includes('search'); i += 1) await finish(`page ${i}`);
    // Eight foreground statements in a row, then the search's turn.
    expect(started.indexOf('search')).toBe(9);
    await finish('search');
    for (let i = 9; i <= 20; i += 1) await finish(`page ${i}`);
    await Promise.all([first, search, ...pages]);
    expect(started).toHaveLength(22);
  });

  it('moves on after a statement that failed', async () => {
    const gate = new StatementGate();
    const failed = gate.run(() => Promise.reject(new Error('syntax error')));
    const next = gate.run(() => Promise.resolve('ran'));
    await expect(failed).rejects.toThrow('syntax error');
    await expect(next).resolves.toBe('ran');
  });
});
