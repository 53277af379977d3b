import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../lib/paths';
import { PgliteThread, type StatementObserver } from './pglite-thread';
import { namedPerText } from './named-per-text';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database both drivers give; repositories depend only on this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What a read planned without sequential scans may use: see {@link IndexWalks}. */
export type IndexWalkReader = Pick<Database, 'select' | 'execute'>;

/**
 * Runs one read whose plan must walk indexes and never scan the table: counting a common word's matches up to a
 * bound, which the planner would otherwise answer with a sequential scan that stops late where the matches are few
 * in the table's order. On PostgreSQL the read goes to a small pool of its own whose connections start
 * with enable_seqscan=off, as one statement; on the embedded database (one connection) it is a transaction with SET
 * LOCAL, three round trips more. See ADR 0017.
 */
export type IndexWalks = <T>(read: (reader: IndexWalkReader) => Promise<T>) => Promise<T>;

/** {@link IndexWalks} on any database: a transaction that turns sequential scans off for itself alone. */
export function indexWalksInTransactions(db: Database): IndexWalks {
  return (read) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return read(tx);
    });
}

export interface DatabaseHandle {
  db: Database;
  /** Reads planned without sequential scans (see {@link IndexWalks}). */
  indexWalks: IndexWalks;
  /**
   * Where statements of a shape planned once are read (see namedPerText): on PostgreSQL a pool of their own, whose
   * connections plan every parameterised statement generically; on the embedded database, `db`.
   */
  plannedOnce: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database only: the whole database as a tar file (tests start from one). */
  dump?: () => Promise<Blob>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  /** Tells `observer` of every statement's wait and time from now on (the metrics). */
  observe(observer: StatementObserver): void;
  close(): Promise<void>;
}

/**
 * Settings every connection starts with, on both databases. Typo corrections (crops' correctionsOf) find candidate
 * words with pg_trgm's `<<%`, which compares against this threshold (0.5 by default; low, since the edit distance
 * decides): a setting of the connection costs nothing, where a set_config in a transaction of its own would add
 * three round trips to every misspelt search. Nothing else uses the operator.
 */
export const CONNECTION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.strict_word_similarity_threshold': '0.3',
};

/**
 * Settings for a small embedded database, added to PGlite's own start parameters. PostgreSQL's defaults size shared
 * memory for a server with many connections (128 MB of buffers, 100 connections); PGlite has one connection, and its
 * WebAssembly memory never shrinks, so every buffer once touched stays in the process's RSS for good. 16 MB of
 * buffers hold the demo data's hot pages many times over; colder pages come from the OS file cache. Smaller work and
 * maintenance memory bound what one big sort or index build can leave behind.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  max_connections: '8',
  wal_buffers: '1MB',
  temp_buffers: '2MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  ...CONNECTION_SETTINGS,
};

/**
 * Opens the embedded PGlite database (a directory, or 'memory://' for tests) in a worker thread of its own
 * (pglite-thread.ts: a slow query must not stop the server's thread), with the extensions we index with, and applies
 * the migrations; `loadDataDir` starts it from a dump (tests start from a migrated snapshot). The Drizzle driver is
 * imported here, on first use, so that a server on PostgreSQL never loads it.
 */
export async function openPglite(
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PgliteThread.start({ dataDir, settings: PGLITE_SETTINGS }, options.loadDataDir);
  // The driver calls only `query` and `transaction`, which the thread answers as PGlite would.
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  try {
    await migrateAndVacuum(
      (text) => client.query(text),
      () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    );
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    indexWalks: indexWalksInTransactions(db as unknown as Database),
    plannedOnce: db as unknown as Database,
    kind: 'pglite',
    dump: () => client.dumpDataDir(),
    ping: async () => {
      await client.query('SELECT 1');
    },
    observe: (observer) => client.observe(observer),
    close: () => client.close(),
  };
}

const MIGRATION_LOCK_ID = 4_242_001;

/** node-postgres's callback form of Pool.connect. */
type ConnectCallback = Parameters<Pool['connect']>[0];

/** Runs one statement and gives its rows (a pg client's and the PGlite thread's `query` both fit). */
type RunQuery = (text: string) => Promise<{ rows: unknown[] }>;

/** How many migrations the database has applied (Drizzle's journal table; none before the first). */
async function appliedMigrations(query: RunQuery): Promise<number> {
  const { rows } = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!(rows[0] as { present: boolean } | undefined)?.present) return 0;
  const counted = await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return (counted.rows[0] as { n: number }).n;
}

/**
 * Applies the migrations, then, if any was applied, vacuums products: a migration that rewrites the table (0015 adds
 * generated columns) leaves its visibility map empty, and every index-only walk of a list or search would then read
 * the table for each listing it passes until autovacuum came by, which a rewrite alone never triggers. VACUUM cannot
 * run in the migrations' transaction. On a table already vacuumed it only reads the visibility map, which is cheap.
 */
async function migrateAndVacuum(query: RunQuery, migrate: () => Promise<void>): Promise<void> {
  const before = await appliedMigrations(query);
  await migrate();
  if ((await appliedMigrations(query)) !== before) await query('VACUUM products');
}

/**
 * Connects to PostgreSQL and applies migrations under an advisory lock, so several processes starting at once
 * (a scaled-out deploy) do not race each other. The driver is imported on first use: the embedded default never
 * loads it. Every statement of the pool is cut off after `statementTimeoutMs` (PostgreSQL's statement_timeout), so
 * one slow query cannot hold a connection, and with it the pool, for everyone; migrations run without it.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  statementTimeoutMs = 5000,
): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const poolOf = (max: number, settings: Readonly<Record<string, string>>) => {
    const created = new pg.Pool({
      connectionString: url,
      max,
      statement_timeout: statementTimeoutMs,
      // Sent with each connection's start-up packet: no statement of its own.
      options: Object.entries(settings)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    created.on('error', () => undefined);
    return created;
  };
  const pool = poolOf(poolSize, CONNECTION_SETTINGS);
  // One walk a search at most, beside the search's page: half the main pool is plenty.
  const walkPool = poolOf(Math.max(1, Math.floor(poolSize / 2)), {
    ...CONNECTION_SETTINGS,
    enable_seqscan: 'off',
  });
  // Statements named per text, each planned once per connection for any values (see namedPerText). The setting
  // applies to every parameterised statement of a connection, unnamed ones too: hence connections of their own.
  const plannedPool = poolOf(Math.max(1, Math.floor(poolSize / 2)), {
    ...CONNECTION_SETTINGS,
    plan_cache_mode: 'force_generic_plan',
  });
  const named = namedPerText();
  plannedPool.on('connect', (client) => {
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof send }).query = (...args) => {
      named(args[0]);
      return send(...args);
    };
  });
  const lockClient = await pool.connect();
  try {
    // Index builds on a big table may take minutes; the limit is for requests, not for the schema.
    await lockClient.query('SET statement_timeout = 0');
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateAndVacuum(
      (text) => lockClient.query(text),
      () => migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    );
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lockClient.query('RESET statement_timeout').catch(() => undefined);
    lockClient.release();
  }
  let observer: StatementObserver | undefined;
  // Wrapped on the instance: the pool's own query() takes its connection through this.connect, so both are timed.
  const observed = (watched: Pool): Pool => {
    const connect = watched.connect.bind(watched);
    const query = watched.query.bind(watched);
    watched.connect = ((callback?: ConnectCallback) => {
      const watching = observer;
      if (!watching) return callback ? connect(callback) : connect();
      const asked = performance.now();
      if (!callback) return connect().finally(() => watching.waited(performance.now() - asked));
      return connect((error, client, done) => {
        watching.waited(performance.now() - asked);
        callback(error, client, done);
      });
    }) as typeof watched.connect;
    watched.query = ((...args: Parameters<typeof query>) => {
      const watching = observer;
      const asked = performance.now();
      const answer: unknown = query(...args);
      if (watching && answer instanceof Promise) {
        const told = () => watching.answered(performance.now() - asked);
        answer.then(told, told);
      }
      return answer;
    }) as typeof watched.query;
    return watched;
  };
  const db = drizzleNodePg(observed(pool), { schema });
  const planned = drizzleNodePg(observed(plannedPool), { schema }) as unknown as Database;
  const walks = drizzleNodePg(walkPool, { schema }) as unknown as Database;
  return {
    db: db as unknown as Database,
    indexWalks: (read) => read(walks),
    plannedOnce: planned,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    observe: (given) => {
      observer = given;
    },
    close: async () => {
      await Promise.all([pool.end(), walkPool.end(), plannedPool.end()]);
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  statementTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, 10, options.statementTimeoutMs)
    : openPglite(path.join(options.dataDir, 'pglite'));
}
