import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminSocketPath, type BackupManifest } from '../backup';

/** A refusal or failure the backup and restore commands explain in one line. */
export class BackupCommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export const POSTGRES_HINT =
  'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore, and keep the S3 bucket versioned (docs/operations.md, Backups).';

/** The embedded database's lock file: PGlite writes it while a process holds the directory open. */
export const pidFileOf = (dataDir: string) => path.join(dataDir, 'pglite', 'postmaster.pid');

/**
 * Asks a running server for a backup through its admin socket. Resolves to null when no server answers there (none
 * runs), so the caller can take the backup itself.
 */
export function backupThroughServer(dataDir: string, target: string): Promise<BackupManifest | null> {
  const socketPath = adminSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ target });
    const call = request(
      { socketPath, path: '/backup', method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const answer = JSON.parse(text) as { manifest?: BackupManifest; error?: string };
          if (response.statusCode === 200 && answer.manifest) resolve(answer.manifest);
          else
            reject(new BackupCommandError(`The server could not make the backup: ${answer.error ?? text}`));
        });
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file left behind by a server that is gone.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    call.end(body);
  });
}

/** True when a server answers on DATA_DIR's admin socket (it holds the database open). */
export function serverAnswers(dataDir: string): Promise<boolean> {
  const socketPath = adminSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const call = request({ socketPath, path: '/', method: 'GET' }, (response) => {
      response.resume();
      resolve(true);
    });
    call.on('error', () => resolve(false));
    call.end();
  });
}

/** One line about a finished backup; `leftOut` are the key files it does not carry. */
export function describeBackup(target: string, manifest: BackupManifest, leftOut: readonly string[]): string {
  const mb = (manifest.database.bytes / 1024 / 1024).toFixed(1);
  const keys =
    manifest.keys.length > 0
      ? manifest.keys.join(', ')
      : `none (${leftOut.join(', ') || 'no key files'} kept apart; --with-keys adds them)`;
  return `Backup in ${target} (encrypted): database ${mb} MB, ${manifest.photos} photo files, keys: ${keys}.`;
}

const BACKUP_USAGE =
  'Usage: npm run backup -- <file.age> [--with-keys] [--recipient age1…]  |  npm run backup -- keygen <identity file>';
const RESTORE_USAGE =
  'Usage: npm run restore -- <file.age> [--identity <identity file>] [--verify-key <base64 Ed25519 public key>]';

export type BackupCommand =
  | { kind: 'keygen'; identityFile: string }
  | { kind: 'backup'; target: string; recipients: string[]; signingKey: string; withKeys: boolean };

/** Where keygen writes the signing key: beside the identity file, under its name. */
export const signingKeyFileOf = (identityFile: string) => `${identityFile}.signing`;

/** `parse()`, or the usage line (exit code 2) for an option it does not know. */
function orUsage<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch {
    throw new BackupCommandError(usage, 2);
  }
}

/**
 * `npm run backup`'s arguments. The recipients come from `--recipient` or BACKUP_RECIPIENT (age public keys,
 * comma-separated), the signing key from BACKUP_SIGNING_KEY: the commands alone read these variables, so they are
 * read here and not by the server's configuration. There is no way to make a backup in the clear, nor unsigned.
 */
export function parseBackupArgs(argv: string[], env: Record<string, string | undefined>): BackupCommand {
  const { values, positionals } = orUsage(BACKUP_USAGE, () =>
    parseArgs({
      args: argv,
      options: { 'with-keys': { type: 'boolean' }, recipient: { type: 'string', multiple: true } },
      allowPositionals: true,
    }),
  );
  if (positionals[0] === 'keygen') {
    if (positionals.length !== 2) throw new BackupCommandError(BACKUP_USAGE, 2);
    return { kind: 'keygen', identityFile: positionals[1]! };
  }
  if (positionals.length !== 1) throw new BackupCommandError(BACKUP_USAGE, 2);
  const recipients = (values.recipient ?? [env.BACKUP_RECIPIENT ?? ''])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (recipients.length === 0)
    throw new BackupCommandError(
      'No backup recipient: set BACKUP_RECIPIENT to an age public key (age1…) or pass --recipient; make a key pair with npm run backup -- keygen backup.key',
      2,
    );
  const signingKey = env.BACKUP_SIGNING_KEY?.trim() ?? '';
  if (signingKey === '')
    throw new BackupCommandError(
      'No signing key: set BACKUP_SIGNING_KEY to the Ed25519 private key npm run backup -- keygen wrote (restore takes only backups it signed)',
      2,
    );
  return {
    kind: 'backup',
    target: positionals[0]!,
    recipients,
    signingKey,
    withKeys: values['with-keys'] ?? false,
  };
}

/**
 * `npm run restore`'s arguments: the backup file, the identity file from `--identity` or BACKUP_IDENTITY_FILE, and
 * the verify key from `--verify-key` or BACKUP_VERIFY_KEY.
 */
export function parseRestoreArgs(
  argv: string[],
  env: Record<string, string | undefined>,
): { source: string; identityFile: string; verifyKey: string } {
  const { values, positionals } = orUsage(RESTORE_USAGE, () =>
    parseArgs({
      args: argv,
      options: { identity: { type: 'string' }, 'verify-key': { type: 'string' } },
      allowPositionals: true,
    }),
  );
  if (positionals.length !== 1) throw new BackupCommandError(RESTORE_USAGE, 2);
  const identityFile = values.identity ?? env.BACKUP_IDENTITY_FILE;
  if (!identityFile)
    throw new BackupCommandError(
      'No identity to decrypt the backup with: set BACKUP_IDENTITY_FILE to the file npm run backup -- keygen made (AGE-SECRET-KEY-1…) or pass --identity',
      2,
    );
  const verifyKey = (values['verify-key'] ?? env.BACKUP_VERIFY_KEY ?? '').trim();
  if (!verifyKey)
    throw new BackupCommandError(
      'No key to check the backup’s signature with: set BACKUP_VERIFY_KEY to the public key npm run backup -- keygen printed or pass --verify-key',
      2,
    );
  return { source: positionals[0]!, identityFile, verifyKey };
}

/** A path the operator typed: npm runs the scripts in apps/server, so relative means where the command was typed. */
export const typedPath = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/** Runs a command's main, turning refusals into one line on stderr and an exit code. */
export function runCommand(main: () => Promise<string>): void {
  main().then(
    (line) => {
      process.stdout.write(`${line}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      const known =
        error instanceof BackupCommandError || (error instanceof Error && error.name === 'BackupError');
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(known && error instanceof BackupCommandError ? error.exitCode : 1);
    },
  );
}
