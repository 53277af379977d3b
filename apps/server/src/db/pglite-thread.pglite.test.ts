import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_SETTINGS } from './database';
import { PgliteThread } from './pglite-thread';

describe('the embedded database in its own thread', () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await PgliteThread.start({ dataDir: 'memory://', settings: PGLITE_SETTINGS });
    await thread.query('CREATE TABLE crops (name text PRIMARY KEY, price int NOT NULL)');
  }, 60_000);
  afterAll(() => thread.close());

  it('keeps the server thread free while a slow statement runs', async () => {
    const order: string[] = [];
    const slow = thread
      .query('SELECT count(*) AS n FROM generate_series(1, 3000000) AS g, LATERAL (SELECT g * 2) AS x')
      .then((result) => {
        order.push('slow statement done');
        return result;
      });
    // A timer of the server's own thread (a socket's heartbeat, the next request) fires before the statement ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    order.push('timer fired');
    expect((await slow).rows).toEqual([{ n: 3_000_000 }]);
    expect(order).toEqual(['timer fired', 'slow statement done']);
  });

  it('returns rows in object or array mode, with parameters', async () => {
    await thread.query('INSERT INTO crops VALUES ($1, $2), ($3, $4)', ['wheat', 2400, 'onion', 1800]);
    const objects = await thread.query('SELECT name, price FROM crops ORDER BY price', []);
    expect(objects.rows).toEqual([
      { name: 'onion', price: 1800 },
      { name: 'wheat', price: 2400 },
    ]);
    const arrays = await thread.query('SELECT name FROM crops WHERE price > $1', [2000], {
      rowMode: 'array',
    });
    expect(arrays.rows).toEqual([['wheat']]);
  });

  it("hands the driver's own parsers the text of the types it asks for", async () => {
    const result = await thread.query("SELECT '2026-11-20 10:00:00+00'::timestamptz AS at, 5 AS n", [], {
      parsers: { 1184: (text) => `parsed ${text}` },
    });
    expect(result.rows).toEqual([{ at: 'parsed 2026-11-20 10:00:00+00', n: 5 }]);
  });

  it("reports a failed statement's SQLSTATE and constraint, without the statement or its parameters", async () => {
    const duplicate = await thread.query('INSERT INTO crops VALUES ($1, $2)', ['wheat', 9999]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'crops_pkey' });
    expect(String((duplicate as Error).message)).not.toMatch(/INSERT|9999/);
    // And the thread goes on serving.
    expect((await thread.query('SELECT count(*)::int AS n FROM crops')).rows).toEqual([{ n: 2 }]);
  });

  it('commits a transaction that succeeds and rolls back one that throws, with others waiting outside', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('UPDATE crops SET price = 2500 WHERE name = $1', ['wheat']);
    });
    let outside: Promise<unknown> | undefined;
    const failed = thread.transaction(async (tx) => {
      await tx.query('UPDATE crops SET price = 1 WHERE name = $1', ['onion']);
      // A request arriving meanwhile must not see, or slip into, the unfinished transaction.
      outside = thread.query('SELECT price FROM crops WHERE name = $1', ['onion']);
      throw new Error('the photo could not be stored');
    });
    await expect(failed).rejects.toThrow('the photo could not be stored');
    expect((await (outside as Promise<{ rows: unknown[] }>)).rows).toEqual([{ price: 1800 }]);
    expect((await thread.query('SELECT price FROM crops WHERE name = $1', ['wheat'])).rows).toEqual([
      { price: 2500 },
    ]);
  });

  it('gives a dump another database starts from', async () => {
    const dump = await thread.dumpDataDir();
    const copy = await PgliteThread.start({ dataDir: 'memory://', settings: PGLITE_SETTINGS }, dump);
    try {
      expect((await copy.query('SELECT name FROM crops ORDER BY name')).rows).toEqual([
        { name: 'onion' },
        { name: 'wheat' },
      ]);
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('fails fast as a lost connection once the thread is gone', async () => {
    const gone = await PgliteThread.start({ dataDir: 'memory://', settings: PGLITE_SETTINGS });
    await gone.close();
    await expect(gone.query('SELECT 1')).rejects.toMatchObject({ code: '08006' });
  }, 60_000);
});
