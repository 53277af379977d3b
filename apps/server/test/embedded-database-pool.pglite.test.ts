import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db';
import { rowsOf } from './embedded-database-pool';
import { openTestDatabase } from './test-app';

const rows = <T>(database: DatabaseHandle, statement: string): Promise<T[]> =>
  rowsOf<T>(database, sql.raw(statement));

const pincodes = async (database: DatabaseHandle) =>
  (await rows<{ n: number }>(database, 'SELECT count(*)::int AS n FROM place_pincodes'))[0]?.n;

describe('the next test file’s embedded database', () => {
  it('holds none of the rows, sequences or settings a previous file left', async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`INSERT INTO app_meta (key, value) VALUES ('left-behind', 'yes')`);
    await first.db.execute(sql`SELECT setval('mandi_markets_id_seq', 500)`);
    await first.db.execute(sql`SET enable_seqscan = off`);
    await first.close();

    const next = await openTestDatabase();
    expect(await rows(next, `SELECT * FROM app_meta`)).toEqual([]);
    expect(
      await rows(next, `SELECT last_value FROM pg_sequences WHERE sequencename = 'mandi_markets_id_seq'`),
    ).toEqual([{ last_value: null }]);
    expect(await rows(next, 'SHOW enable_seqscan')).toEqual([{ enable_seqscan: 'on' }]);
    await next.close();
  });

  it('has the gazetteer whole and none of the schema changes a previous file made', async () => {
    const first = await openTestDatabase();
    const places = await pincodes(first);
    await first.db.execute(
      sql`DELETE FROM place_pincodes WHERE ctid IN (SELECT ctid FROM place_pincodes LIMIT 1)`,
    );
    await first.db.execute(sql`CREATE INDEX left_behind_idx ON users (full_name)`);
    await first.close();

    const next = await openTestDatabase();
    expect(await pincodes(next)).toBe(places);
    expect(await rows(next, `SELECT indexname FROM pg_indexes WHERE indexname = 'left_behind_idx'`)).toEqual(
      [],
    );
    await next.close();
  });
});
