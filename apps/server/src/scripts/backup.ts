/**
 * `npm run backup -- <dir>`: a consistent copy of the embedded database, the uploaded photos and the generated keys
 * into a new or empty folder. With the server running it asks the server (which holds the database open) through
 * its admin socket; with it stopped, it opens the database itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeBackup } from '../backup';
import { loadConfig } from '../config/config';
import { openPglite } from '../db';
import {
  BackupCommandError,
  POSTGRES_HINT,
  backupThroughServer,
  describeBackup,
  pidFileOf,
  runCommand,
} from './backup-cli';

runCommand(async () => {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new BackupCommandError('Usage: npm run backup -- <folder>', 2);
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupCommandError(POSTGRES_HINT, 2);
  // npm runs the script in apps/server; a relative folder means one where the operator typed the command.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  const online = await backupThroughServer(config.dataDir, target);
  if (online) return describeBackup(target, online);
  if (existsSync(pidFileOf(config.dataDir)))
    throw new BackupCommandError(
      `The embedded database under ${config.dataDir} is open, but no server answers on its admin socket. If no server runs, a crash left ${pidFileOf(config.dataDir)} behind: delete it and run this again.`,
    );
  if (!existsSync(path.join(config.dataDir, 'pglite')))
    throw new BackupCommandError(`There is no embedded database under ${config.dataDir} to back up.`);
  const database = await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    const manifest = await writeBackup(
      {
        dump: database.dump!,
        dataDir: config.dataDir,
        uploadsDir: config.uploads.kind === 'local' ? config.uploads.dir : null,
      },
      target,
    );
    return describeBackup(target, manifest);
  } finally {
    await database.close();
  }
});
