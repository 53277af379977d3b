import { createServer, type Server } from 'node:http';
import { chmod, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupManifest } from './manifest';

/** The admin socket's path: in DATA_DIR, so only whoever may read the database may ask for a backup. */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

const MAX_BODY = 4096;

/**
 * A local HTTP endpoint on a Unix socket in DATA_DIR, for `npm run backup` while the server runs: the embedded
 * database belongs to this process, so only it can take a consistent copy. It writes the snapshot into a folder
 * inside DATA_DIR; the command encrypts it into the backup file. Not on the network and behind no proxy;
 * the socket file is made readable by the server's own user only.
 */
export async function startAdminSocket(
  dataDir: string,
  backupTo: (target: string) => Promise<BackupManifest>,
): Promise<{ close(): Promise<void> }> {
  const socketPath = adminSocketPath(dataDir);
  // A socket left by a process that died is in the way; one that is alive would answer the backup script instead.
  await rm(socketPath, { force: true });
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/backup') return answer(404, { error: 'not found' });
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) request.destroy();
    });
    request.on('end', () => {
      let target: unknown;
      try {
        target = (JSON.parse(body) as { target?: unknown }).target;
      } catch {
        return answer(400, { error: 'expected JSON { target }' });
      }
      // The snapshot is in the clear: it goes only where the data already is, for the command to seal and delete.
      const inside = typeof target === 'string' ? path.relative(dataDir, target) : '';
      if (typeof target !== 'string' || !path.isAbsolute(target) || !inside || inside.startsWith('..'))
        return answer(400, { error: 'target must be a folder inside DATA_DIR' });
      backupTo(target).then(
        (manifest) => answer(200, { manifest }),
        (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
