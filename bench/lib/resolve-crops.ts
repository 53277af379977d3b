// Resolves the generated listings' crops with the app's own vocabulary code (as a server does on its first start
// after a vocabulary change), and settles their places by the districts' names in use and their photos' data saver
// facts as the server's first start does, so that no bench measures a server busy with one of them in the background.
//   node --import tsx bench/lib/resolve-crops.ts <postgres-url>
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import {
  fillListingPhotoPreviews,
  openPostgres,
  placeAgainByNamesInUse,
  resolveListingCrops,
  type Database,
} from '@kisansetu/server/tools';

/** Resolves and says how long it took (a no-op when the listings were resolved with this vocabulary already). */
export async function resolveCrops(db: Database, say: (m: string) => void): Promise<void> {
  const started = performance.now();
  const changed = await resolveListingCrops(db);
  if (changed > 0)
    say(`crops resolved for ${changed} listings in ${Math.round(performance.now() - started)} ms`);
}

/**
 * The pass a server makes once when the districts' names in everyday use change (placeAgainByNamesInUse): it is
 * marked done only when it ends, and a bench server is stopped within a minute: unsettled, it would start again with
 * every server and write listings in the background of every round measured.
 */
export async function settlePlaces(db: Database, say: (m: string) => void): Promise<number> {
  const started = performance.now();
  const moved = await placeAgainByNamesInUse(db);
  if (moved > 0) say(`${moved} listings placed again in ${Math.round(performance.now() - started)} ms`);
  return moved;
}

/**
 * The photo facts pass a server makes once (fillListingPhotoPreviews): the generated listings name photos that no
 * bench server's store holds (each starts with an empty one), so the pass finds none and is marked done, as a
 * server's own pass would leave it. Without it every bench server walked all the listings in the background.
 */
export async function settlePhotoPreviews(db: Database, say: (m: string) => void): Promise<void> {
  const started = performance.now();
  await fillListingPhotoPreviews(db, async () => null);
  const took = Math.round(performance.now() - started);
  if (took > 1000) say(`photo previews pass made in ${took} ms`);
}

/** The listings' GIN indexes the schema writes at once (no pending list), by name. */
async function writtenAtOnceIndexes(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = 'products'::regclass AND 'fastupdate=false' = ANY (c.reloptions)`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

async function setFastUpdate(db: Database, indexes: string[], on: boolean): Promise<void> {
  for (const index of indexes)
    await db.execute(sql.raw(`ALTER INDEX "${index}" SET (fastupdate = ${on ? 'on' : 'off'})`));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: resolve-crops.ts <postgres-url>');
  const handle = await openPostgres(url, 1, 0);
  try {
    const started = performance.now();
    const writtenAtOnce = await writtenAtOnceIndexes(handle.db);
    // A fresh load's pass rewrites every row, and an index written at once takes each row's words one by one; the
    // VACUUM FULL below builds every index again anyway, so during the pass they gather their writes in a pending
    // list, as a GIN index does by default.
    await setFastUpdate(handle.db, writtenAtOnce, true);
    const say = (message: string) => process.stdout.write(`${message}\n`);
    let changed: number;
    try {
      changed = await resolveListingCrops(handle.db);
      say(`crops resolved for ${changed} listings in ${Math.round(performance.now() - started)} ms`);
      changed += await settlePlaces(handle.db, say);
    } finally {
      await setFastUpdate(handle.db, writtenAtOnce, false);
    }
    // Resolving a fresh load rewrites every row, leaving the table and its indexes twice their size: compact them, so
    // the bench measures a database as it would be after normal operation, not right after a mass update.
    if (changed > 0) await handle.db.execute(sql`VACUUM FULL products`);
    await settlePhotoPreviews(handle.db, say);
    await handle.db.execute(sql`VACUUM ANALYZE products`);
  } finally {
    await handle.close();
  }
}
