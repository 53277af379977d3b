import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openPglite, type DatabaseHandle } from '../src/db';

/**
 * What makes a database the snapshot's, other than the rows of the tables the snapshot leaves empty: every object of
 * the schema (tables, columns, defaults, constraints, indexes, triggers, functions), the planner's view of each table
 * (its size, its sampled statistics), every sequence's position, and how often the snapshot's own rows (the
 * gazetteer, the migrations journal) were written. Two databases with the same print and the same empty tables answer
 * every query alike.
 */
const printQuery = (kept: string): string => `
  SELECT md5(string_agg(item, E'\n' ORDER BY item)) AS print FROM (
    SELECT concat_ws(' ', 'class', c.oid, n.nspname, c.relname, c.relkind, c.relnatts, c.reltuples, c.relpages,
      c.relallvisible, c.relhasindex, c.relhastriggers) AS item
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
    UNION ALL
    SELECT concat_ws(' ', 'column', a.attrelid, a.attname, a.atttypid, a.atttypmod, a.attnotnull, a.attisdropped,
      a.atthasdef, a.attgenerated)
      FROM pg_attribute a WHERE a.attrelid >= 16384
    UNION ALL
    SELECT concat_ws(' ', 'default', d.adrelid, d.adnum, pg_get_expr(d.adbin, d.adrelid)) FROM pg_attrdef d
    UNION ALL
    SELECT concat_ws(' ', 'constraint', k.oid, k.conname, pg_get_constraintdef(k.oid)) FROM pg_constraint k
      WHERE k.oid >= 16384
    UNION ALL
    SELECT concat_ws(' ', 'trigger', t.oid, t.tgname, t.tgenabled) FROM pg_trigger t
    UNION ALL
    SELECT concat_ws(' ', 'function', p.oid, p.proname, md5(p.prosrc)) FROM pg_proc p WHERE p.oid >= 16384
    UNION ALL
    SELECT concat_ws(' ', 'statistics', s.starelid, s.staattnum, s.stainherit) FROM pg_statistic s
      WHERE s.starelid >= 16384
    UNION ALL
    SELECT concat_ws(' ', 'sequence', q.schemaname, q.sequencename, q.last_value) FROM pg_sequences q
    UNION ALL
    SELECT concat_ws(' ', 'writes', t.relid, t.n_tup_ins, t.n_tup_upd, t.n_tup_del) FROM pg_stat_all_tables t
      WHERE t.relid = ANY (${kept})
  ) items`;

/** The tables a test may fill (empty in the snapshot), and the print of a database fresh from the snapshot. */
interface Baseline {
  emptied: string[];
  kept: string[];
  /** An UPDATE giving every table and index of the schema the size the planner read in the snapshot. */
  sizes: string;
  print: string;
}

/** An idle database of this worker's, back from a test file and reset to the snapshot, for the next one. */
const idle: DatabaseHandle[] = [];
/** A worker holds at most this many idle databases (each is a PostgreSQL in WebAssembly memory). */
const MAX_IDLE = 2;
let baseline: Promise<Baseline> | undefined;
let snapshot: Promise<Blob> | undefined;

/** The rows a statement gives, as both drivers return them. */
export async function rowsOf<T>(database: DatabaseHandle, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

async function printOf(database: DatabaseHandle, kept: readonly string[]): Promise<string> {
  const keptIds = `ARRAY[${kept.map((name) => `'${name}'::regclass`).join(', ')}]::oid[]`;
  // Counts of writes reach the statistics views when the backend next reports them; make that report now.
  await database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const [row] = await rowsOf<{ print: string }>(database, sql.raw(printQuery(keptIds)));
  return row?.print ?? '';
}

async function measureBaseline(database: DatabaseHandle): Promise<Baseline> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_all_tables
        WHERE schemaname NOT LIKE 'pg\\_%' AND schemaname <> 'information_schema' ORDER BY 1`,
  );
  const emptied: string[] = [];
  const kept: string[] = [];
  for (const { name } of tables) {
    const [row] = await rowsOf<{ some: boolean }>(
      database,
      sql.raw(`SELECT EXISTS (SELECT FROM ${name}) AS some`),
    );
    (row?.some ? kept : emptied).push(name);
  }
  const sizes = await rowsOf<{ statement: string }>(
    database,
    sql`SELECT 'UPDATE pg_class c SET reltuples = s.reltuples, relpages = s.relpages, relallvisible = s.relallvisible '
          || 'FROM (VALUES ' || string_agg(format('(%s::oid, %s::real, %s, %s)', c.oid, c.reltuples, c.relpages,
          c.relallvisible), ', ') || ') s (oid, reltuples, relpages, relallvisible) WHERE c.oid = s.oid' AS statement
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema' AND c.relkind IN ('r', 'i')`,
  );
  return { emptied, kept, sizes: sizes[0]?.statement ?? '', print: await printOf(database, kept) };
}

/**
 * Puts a database a test file used back as the snapshot left it: the rows of every table the snapshot has empty go
 * (sequences restart), session state goes, and the sizes the planner reads are the snapshot's again.
 * False when the database differs from the snapshot in any other way (a test changed the schema, wrote to the
 * gazetteer, analysed a table): that database is closed instead of being used again.
 */
async function reset(database: DatabaseHandle, { emptied, kept, sizes, print }: Baseline): Promise<boolean> {
  try {
    await database.db.execute(sql.raw('ROLLBACK'));
    await database.db.execute(sql.raw('DISCARD ALL'));
    if (emptied.length > 0)
      await database.db.execute(sql.raw(`TRUNCATE ${emptied.join(', ')} RESTART IDENTITY CASCADE`));
    // Emptying a table makes its size and its indexes' sizes "unknown" to the planner; the snapshot's were measured.
    await database.db.execute(sql.raw(sizes));
    return (await printOf(database, kept)) === print;
  } catch {
    return false;
  }
}

/** A database handle whose close hands the database back to the pool (reset) instead of ending it. */
function lend(database: DatabaseHandle): DatabaseHandle {
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      const fresh = baseline ? await reset(database, await baseline) : false;
      if (fresh && idle.length < MAX_IDLE) idle.push(database);
      else await database.close();
    },
  };
}

/**
 * An embedded database as fresh as the snapshot file (migrated, gazetteer loaded): one a previous test file of this
 * worker used and that was reset to the snapshot, else a new one loaded from the file. Loading the snapshot starts a
 * PostgreSQL in WebAssembly and unpacks a hundred megabytes; resetting one takes a fraction of that. A database that
 * is not `reusable` is a new one whose close ends it (for a test of what happens when the database is gone).
 */
export async function takeEmbeddedDatabase(
  snapshotFile: string,
  { reusable }: { reusable: boolean },
): Promise<DatabaseHandle> {
  const reused = reusable ? idle.pop() : undefined;
  if (reused) return lend(reused);
  snapshot ??= readFile(snapshotFile).then((bytes) => new Blob([bytes]));
  const database = await openPglite('memory://', { loadDataDir: await snapshot });
  if (!reusable) return database;
  baseline ??= measureBaseline(database);
  await baseline;
  return lend(database);
}
