import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { HIGH_LIMITS, openTestDatabase } from '../../../test/test-app';

/** A browser position with digits no PIN centre or other value in these tables would share. */
const POSITION = { lat: '19.8765432', lon: '73.1234567' };
// The position's leading digits with the point (digits alone would match the test phone number 9876543210).
const TRACES = ['19.876', '73.123'];

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
let buyer: SignedIn;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ks-privacy-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    DEMO_DATA: 'false',
    ...HIGH_LIMITS,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  database = await openTestDatabase();
  // The log as shipped (info, one line a request), captured instead of printed.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.ready();
  const seller = await signUpAndLogIn(app, 'seller');
  buyer = await signUpAndLogIn(app, 'user');
  await createProduct(app, seller.cookie, {
    productName: 'Nashik Red Onion',
    address: 'Nashik, Maharashtra',
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every row of every table but the gazetteer's (public data about places), each as one text. */
async function everyStoredRow(): Promise<string[]> {
  const listed = await database.db
    .select({ name: sql<string>`table_name` })
    .from(sql`information_schema.tables`)
    .where(sql`table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'place%'`);
  const names = listed.map((row) => row.name);
  expect(names).toEqual(expect.arrayContaining(['users', 'products', 'sessions']));
  const rows: string[] = [];
  for (const name of names) {
    const result = await database.db
      .select({ row: sql<string>`t::text` })
      .from(sql`${sql.identifier(name)} t`);
    rows.push(...result.map((row) => row.row));
  }
  return rows;
}

describe('near me: a browser position is used, never kept', () => {
  it('leaves no trace of the position in any table or in the log', async () => {
    const position = `lat=${POSITION.lat}&lon=${POSITION.lon}`;
    const requests = [
      `product/new?${position}&sort=distance`,
      `product/new?${position}&radiusKm=250`,
      `product/search?name=onion&${position}&sort=distance&radiusKm=50`,
      `product/new?lat=${POSITION.lat}`, // refused: 400
      `product/search?name=onion&lat=${POSITION.lat}&lon=200`, // refused: 400 on lon
    ];
    for (const url of requests) {
      for (const cookie of [undefined, buyer.cookie]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/${url}`,
          ...(cookie ? { headers: { cookie } } : {}),
        });
        expect([200, 400]).toContain(response.statusCode);
        // Nor kept by the browser's HTTP cache or a proxy, whose entries are named by the URL.
        if (response.statusCode === 200) expect(response.headers['cache-control']).toBe('no-store');
        // Not echoed back either.
        for (const trace of TRACES) expect(response.body).not.toContain(trace);
      }
    }
    const log = logLines.join('');
    expect(log).toContain('/api/v1/product/new');
    for (const trace of TRACES) expect(log).not.toContain(trace);
    const rows = await everyStoredRow();
    expect(rows.length).toBeGreaterThan(3);
    for (const trace of TRACES) expect(rows.filter((row) => row.includes(trace))).toEqual([]);
  });
});
