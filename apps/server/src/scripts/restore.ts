/**
 * `npm run restore -- <dir>`: brings a backup made by `npm run backup` back into DATA_DIR, on a stopped server and
 * into a DATA_DIR without a database (a restore never overwrites one: move DATA_DIR/pglite away first).
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { holdsDatabase, readBackup, restoreFiles } from '../backup';
import { loadConfig } from '../config/config';
import { openPglite, tables } from '../db';
import { BackupCommandError, POSTGRES_HINT, pidFileOf, runCommand, serverAnswers } from './backup-cli';

runCommand(async () => {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new BackupCommandError('Usage: npm run restore -- <backup folder>', 2);
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupCommandError(POSTGRES_HINT, 2);
  // npm runs the script in apps/server; a relative folder means one where the operator typed the command.
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  const { manifest, database } = await readBackup(source);
  const running = existsSync(pidFileOf(config.dataDir)) || (await serverAnswers(config.dataDir));
  if (running) throw new BackupCommandError('Stop the server first: a restore replaces its database.');
  if (await holdsDatabase(config.dataDir))
    throw new BackupCommandError(
      `${path.join(config.dataDir, 'pglite')} already holds a database: move it away (or point DATA_DIR at an empty folder) and run this again.`,
    );
  const databaseDir = path.join(config.dataDir, 'pglite');
  let listings = 0;
  try {
    // Opening applies this version's migrations to a backup made by an older one.
    const restored = await openPglite(databaseDir, { loadDataDir: database });
    try {
      const [row] = await restored.db.select({ n: count() }).from(tables.products);
      listings = row?.n ?? 0;
    } finally {
      await restored.close();
    }
    await restoreFiles(source, manifest, config.dataDir);
  } catch (error) {
    // Nothing half restored: without its database folder, DATA_DIR is as empty as it was.
    await rm(databaseDir, { recursive: true, force: true });
    throw error;
  }
  return `Restored ${source} (made ${manifest.createdAt}) into ${config.dataDir}: ${listings} listings, ${manifest.photos} photo files, keys: ${manifest.keys.join(', ') || 'none'}.`;
});
