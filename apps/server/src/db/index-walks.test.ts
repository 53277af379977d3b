import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '.';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const seqscan = async (reader: Pick<DatabaseHandle['db'], 'execute'>) => {
  const result = await reader.execute<{ enable_seqscan: string }>(sql`SHOW enable_seqscan`);
  // node-postgres answers { rows }, PGlite an array-like result with rows too.
  return (result as unknown as { rows: { enable_seqscan: string }[] }).rows[0]?.enable_seqscan;
};

describe('index walks (the counts of a search by words)', () => {
  it('plan without sequential scans, while every other read of the database may take one', async () => {
    expect(await database.indexWalks((reader) => seqscan(reader))).toBe('off');
    expect(await seqscan(database.db)).toBe('on');
    // Still so after a walk: the setting never leaks into the connections other requests use.
    await Promise.all([database.indexWalks((reader) => seqscan(reader)), seqscan(database.db)]);
    expect(await seqscan(database.db)).toBe('on');
  });
});
