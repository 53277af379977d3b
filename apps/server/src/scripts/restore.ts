/**
 * `npm run restore -- <file.age>`: brings a backup made by `npm run backup` back into DATA_DIR, decrypted with the
 * identity in BACKUP_IDENTITY_FILE (or --identity) and taken only when BACKUP_VERIFY_KEY's pair signed it, on a stopped server and into a DATA_DIR without a database (a
 * restore never overwrites one: move DATA_DIR/pglite away first).
 */
import { existsSync, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { holdsDatabase, readIdentities, readVerifyKey, unpackBackup } from '../backup';
import { loadConfig } from '../config/config';
import { openPglite, tables } from '../db';
import {
  BackupCommandError,
  POSTGRES_HINT,
  parseRestoreArgs,
  pidFileOf,
  runCommand,
  serverAnswers,
  typedPath,
} from './backup-cli';

runCommand(async () => {
  const args = parseRestoreArgs(process.argv.slice(2), process.env);
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupCommandError(POSTGRES_HINT, 2);
  const source = typedPath(args.source);
  const identities = await readIdentities(typedPath(args.identityFile));
  const verifyKey = readVerifyKey(args.verifyKey);
  const running = existsSync(pidFileOf(config.dataDir)) || (await serverAnswers(config.dataDir));
  if (running) throw new BackupCommandError('Stop the server first: a restore replaces its database.');
  if (await holdsDatabase(config.dataDir))
    throw new BackupCommandError(
      `${path.join(config.dataDir, 'pglite')} already holds a database: move it away (or point DATA_DIR at an empty folder) and run this again.`,
    );
  const unpacked = await unpackBackup({ file: source, identities, verifyKey, dataDir: config.dataDir });
  const { manifest } = unpacked;
  const databaseDir = path.join(config.dataDir, 'pglite');
  let listings = 0;
  try {
    // Opening applies this version's migrations to a backup made by an older one.
    const restored = await openPglite(databaseDir, { loadDataDir: await openAsBlob(unpacked.databaseFile) });
    try {
      const [row] = await restored.db.select({ n: count() }).from(tables.products);
      listings = row?.n ?? 0;
    } finally {
      await restored.close();
    }
    await unpacked.install();
  } catch (error) {
    // Nothing half restored: without its database folder and the unpacked files, DATA_DIR is as it was.
    await rm(databaseDir, { recursive: true, force: true });
    await unpacked.discard();
    throw error;
  }
  const keys =
    manifest.keys.length > 0
      ? manifest.keys.join(', ')
      : 'none in the backup (give the server its keys before it starts: AADHAAR_KEY and VAPID_*, or the key files in DATA_DIR)';
  return `Restored ${source} (made ${manifest.createdAt}) into ${config.dataDir}: ${listings} listings, ${manifest.photos} photo files, keys: ${keys}.`;
});
