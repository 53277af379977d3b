import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
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
  'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore, and keep the S3 bucket versioned (README: Backups).';

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

/** One line about a finished backup. */
export function describeBackup(target: string, manifest: BackupManifest): string {
  const mb = (manifest.database.bytes / 1024 / 1024).toFixed(1);
  const keys = manifest.keys.length > 0 ? manifest.keys.join(', ') : 'none';
  return `Backup in ${target}: database ${mb} MB, ${manifest.photos} photo files, keys: ${keys}.`;
}

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
