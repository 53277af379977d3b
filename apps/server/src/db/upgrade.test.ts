import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../lib/paths';
import { createProductSearch } from '../modules/search';
import { createPostgresDatabase } from '../../test/postgres-database';
import { PGLITE_SETTINGS, openPglite, openPostgres, type DatabaseHandle } from './database';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

// An existing database brought up to date by a server's start: its listings were written before migration 0015 gave
// products the lowered copies of name and address that searches test (and rewrote the table).
const BEFORE = '0015_lowered_text';

interface Query {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The migrations folder as it was before {@link BEFORE}. */
async function earlierMigrations(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ks-migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === BEFORE);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** A farmer and her listings, written in capitals as people do ('KOLHAPURI Gur', 'JORHAT'). */
async function writeListings(client: Query): Promise<void> {
  const { rows } = await client.query(
    `INSERT INTO users (id, full_name, email, phone_number, address, role, password_hash)
     VALUES (gen_random_uuid(), 'Meena Devi', 'meena.upgrade@gmail.com', '9876500011', 'Jorhat, Assam', 'seller', 'not-a-login')
     RETURNING id`,
  );
  const sellerId = (rows[0] as { id: string }).id;
  await client.query(
    `INSERT INTO products (id, seller_id, product_name, crop, price, unit, quantity, description, address, availability)
     SELECT gen_random_uuid(), $1, name, crop, 40, 'kg', 100, 'From the farm', address, 'in_stock'
     FROM (VALUES ('KOLHAPURI Gur', 'jaggery', 'Titabar, JORHAT, Assam'),
                  ('Red Chilli', 'red_chilli', 'Guntur, Andhra Pradesh')) AS v(name, crop, address)`,
    [sellerId],
  );
}

async function expectUpgraded(database: DatabaseHandle): Promise<void> {
  const search = createProductSearch(database.db, { indexWalks: database.indexWalks });
  const found = async (params: { name?: string; address?: string }) =>
    (await search({ name: params.name, address: params.address, limit: 12, offset: 0 })).rows.map(
      (row) => row.productName,
    );
  expect(await found({ name: 'kolhapuri gur' })).toEqual(['KOLHAPURI Gur']);
  expect(await found({ name: 'Kolhapuri' })).toEqual(['KOLHAPURI Gur']);
  expect(await found({ address: 'jorhat' })).toEqual(['KOLHAPURI Gur']);
  expect(await found({ name: 'CHILLI', address: 'guntur' })).toEqual(['Red Chilli']);
  // The start vacuumed the rewritten table: an index-only walk reads no listing from it (without the VACUUM, every
  // walk of a list or search read the table for each listing it passed until autovacuum came by).
  const plan = await database.indexWalks(async (reader) => {
    const result = await reader.execute(
      sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT id FROM products
          WHERE hidden_at IS NULL AND NOT seller_suspended AND expires_at > now()
          ORDER BY availability, created_at DESC, id DESC LIMIT 12`,
    );
    return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  });
  expect(plan).toMatch(/Index Only Scan using products_rank_idx/);
  expect(plan).toMatch(/Heap Fetches: 0\b/);
}

let folder: string;
beforeAll(async () => {
  folder = await earlierMigrations();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a database written before the lowered name and address (migration 0015), opened by a server', () => {
  it('finds its listings whatever their case, and walks the rank index without reading the table', async () => {
    const baseUrl = process.env.DATABASE_URL;
    if (baseUrl) {
      const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
      const { url, drop } = await createPostgresDatabase(baseUrl, 'ks_upgrade');
      try {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
          await writeListings(client);
          await client.query('VACUUM products');
        } finally {
          await client.end();
        }
        const database = await openPostgres(url, 2);
        try {
          await expectUpgraded(database);
        } finally {
          await database.close();
        }
      } finally {
        await drop();
      }
      return;
    }
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ks-upgrade-'));
    try {
      const thread = await PgliteThread.start({ dataDir, settings: PGLITE_SETTINGS });
      try {
        await migrate(drizzle(thread as unknown as PGlite, { schema }), { migrationsFolder: folder });
        await writeListings(thread);
        await thread.query('VACUUM products');
      } finally {
        await thread.close();
      }
      const database = await openPglite(dataDir);
      try {
        await expectUpgraded(database);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
