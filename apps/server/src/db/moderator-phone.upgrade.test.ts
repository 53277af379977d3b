import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../lib/paths';
import { createPostgresDatabase } from '../../test/postgres-database';
import { PGLITE_SETTINGS, openPglite, openPostgres, type DatabaseHandle } from './database';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

// A database written before moderators had a second factor: a moderator promoted from an account with a verified
// phone kept it, and a code sent to it signed the moderator in.
const BEFORE = '0024_moderator_second_factor';

interface Query {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

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

async function writeAccounts(client: Query): Promise<void> {
  await client.query(
    `INSERT INTO users (id, full_name, email, phone_number, phone_verified_at, address, role, password_hash)
     VALUES (gen_random_uuid(), 'Old Moderator', 'old.mod@gmail.com', '+919876500099', now(), 'Pune', 'moderator', 'x'),
            (gen_random_uuid(), 'Farmer Keeps', 'keeps@gmail.com', '+919876500098', now(), 'Pune', 'seller', 'x')`,
  );
}

async function expectUpgraded(database: DatabaseHandle): Promise<void> {
  const phoneOf = async (email: string) =>
    (
      await database.db
        .select({ phoneNumber: schema.users.phoneNumber, verified: schema.users.phoneVerifiedAt })
        .from(schema.users)
        .where(eq(schema.users.email, email))
    )[0];
  expect(await phoneOf('old.mod@gmail.com')).toEqual({ phoneNumber: '0000000000', verified: null });
  expect(await phoneOf('keeps@gmail.com')).toEqual({
    phoneNumber: '+919876500098',
    verified: expect.any(Date),
  });
}

let folder: string;
beforeAll(async () => {
  folder = await earlierMigrations();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a database written before moderators had a second factor (migration 0024), opened by a server', () => {
  it("clears the verified phone of a moderator promoted earlier, and nobody else's", async () => {
    const baseUrl = process.env.DATABASE_URL;
    if (baseUrl) {
      const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
      const { url, drop } = await createPostgresDatabase(baseUrl, 'ks_upgrade_mod');
      try {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
          await writeAccounts(client);
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
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ks-upgrade-mod-'));
    try {
      const thread = await PgliteThread.start({ dataDir, settings: PGLITE_SETTINGS });
      try {
        await migrate(drizzle(thread as unknown as PGlite, { schema }), { migrationsFolder: folder });
        await writeAccounts(thread);
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
  }, 120_000);
});
