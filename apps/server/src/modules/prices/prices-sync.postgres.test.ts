import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, tables, type DatabaseHandle } from '../../db';
import { apiRecords, startFakeMandiApi, type FakeMandiApi } from '../../../test/fake-mandi-api';
import { createPostgresDatabase } from '../../../test/postgres-database';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');

/* Two server processes share one PostgreSQL and check for the day's prices at the same moment: one fetches. */
describe('the daily price sync across two server processes (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let url: string;
  let api: FakeMandiApi;

  beforeAll(async () => {
    const created = await createPostgresDatabase(
      process.env.DATABASE_URL!,
      'ks_prices',
      inject('postgresTemplate'),
    );
    drop = created.drop;
    url = created.url;
    database = await openPostgres(created.url, 2);
    api = await startFakeMandiApi(apiRecords(35));
  });
  afterAll(async () => {
    await api.close();
    await database.close();
    await drop();
  });

  it('fetches and imports the day once', async () => {
    const processOf = () =>
      run(process.execPath, ['--import', 'tsx', 'test/sync-prices-process.ts'], {
        cwd: SERVER_DIR,
        env: { ...process.env, DATABASE_URL: url, MANDI_API_URL: api.url },
      }).then(({ stdout }) => stdout);
    const outcomes = await Promise.all([processOf(), processOf()]);
    expect(outcomes.sort()).toEqual(['claimed-elsewhere', 'done']);
    // 35 records, 10 a page: 4 pages, asked once.
    expect(api.requests.map((q) => q.get('offset'))).toEqual(['0', '10', '20', '30']);
    const [stored] = await database.db.select({ n: count() }).from(tables.mandiPrices);
    expect(stored?.n).toBe(35);
  });
});
