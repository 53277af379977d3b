import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db';
import { createPostgresDatabase } from '../../test/postgres-database';
import { toAppError } from './error-handler';

describe('statement timeout (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL!, 'ks_timeout');
    drop = created.drop;
    // Migrations run on this pool too: they must not be cut off by the 300 ms limit.
    database = await openPostgres(created.url, 2, 300);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('cuts off a slow statement so it frees its connection, answered as a 503, and the pool keeps working', async () => {
    const started = Date.now();
    const error = await database.db.execute(sql`SELECT pg_sleep(5)`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    const answer = toAppError(error);
    expect(answer.status).toBe(503);
    expect(answer.code).toBe('service_unavailable');
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
