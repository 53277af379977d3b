/**
 * `npm run backup -- <file.age> [--with-keys]`: a consistent copy of the embedded database and the uploaded photos
 * (and with --with-keys the key files), signed with BACKUP_SIGNING_KEY and encrypted with age to BACKUP_RECIPIENT. With the server running it asks the
 * server (which holds the database open) for the snapshot through its admin socket; with it stopped, it opens the
 * database itself. `npm run backup -- keygen <file>` makes both key pairs (age's and the Ed25519 signing pair).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  BackupError,
  keyFilesIn,
  makeBackup,
  readSigningKey,
  writeBackup,
  writeNewIdentity,
  writeNewSigningKey,
} from '../backup';
import { loadConfig } from '../config/config';
import { openPglite } from '../db';
import {
  BackupCommandError,
  POSTGRES_HINT,
  backupThroughServer,
  describeBackup,
  parseBackupArgs,
  pidFileOf,
  runCommand,
  signingKeyFileOf,
  typedPath,
} from './backup-cli';

runCommand(async () => {
  const command = parseBackupArgs(process.argv.slice(2), process.env);
  if (command.kind === 'keygen') {
    const file = typedPath(command.identityFile);
    const signingFile = signingKeyFileOf(file);
    // Both pairs or neither: checked before the first is written.
    if (existsSync(signingFile))
      throw new BackupError(`${signingFile} already exists: keygen never overwrites a key`);
    const recipient = await writeNewIdentity(file);
    const verifyKey = await writeNewSigningKey(signingFile);
    return (
      `Identity written to ${file}: keep it off this server. Signing key written to ${signingFile}: give its ` +
      `content to the server as BACKUP_SIGNING_KEY, and keep no other copy there. ` +
      `Back up with BACKUP_RECIPIENT=${recipient}; restore with BACKUP_VERIFY_KEY=${verifyKey}`
    );
  }
  const signingKey = readSigningKey(command.signingKey);
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupCommandError(POSTGRES_HINT, 2);
  const { dataDir } = config;
  const nothingHere = new BackupCommandError(`There is no embedded database under ${dataDir} to back up.`);
  if (!existsSync(dataDir)) throw nothingHere;
  const target = typedPath(command.target);

  const snapshot = async (dir: string) => {
    const online = await backupThroughServer(dataDir, dir);
    if (online) return online;
    if (existsSync(pidFileOf(dataDir)))
      throw new BackupCommandError(
        `The embedded database under ${dataDir} is open, but no server answers on its admin socket. If no server runs, a crash left ${pidFileOf(dataDir)} behind: delete it and run this again.`,
      );
    if (!existsSync(path.join(dataDir, 'pglite'))) throw nothingHere;
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      return await writeBackup(
        {
          dump: database.dump!,
          dataDir,
          uploadsDir: config.uploads.kind === 'local' ? config.uploads.dir : null,
        },
        dir,
      );
    } finally {
      await database.close();
    }
  };
  const manifest = await makeBackup({
    dataDir,
    target,
    recipients: command.recipients,
    signingKey,
    withKeys: command.withKeys,
    snapshot,
  });
  return describeBackup(target, manifest, command.withKeys ? [] : await keyFilesIn(dataDir));
});
