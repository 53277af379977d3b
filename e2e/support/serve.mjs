// Starts the built server for the browser tests, isolated from everything else on the machine:
// - a fresh embedded database (PGlite) in a new temporary DATA_DIR, so the demo data is seeded on this start;
// - a private copy of the built web app (WEB_DIST), so a rebuild of apps/web/dist during the run cannot swap the
//   files under the pages being tested;
// - no DATABASE_URL or REDIS_URL even when the shell has CI's set.
// E2E_WEB_DIST=<dir> serves another build of the web app instead (for example a deliberately broken copy, to see
// that the journeys notice).
// On SIGTERM (Playwright stops the whole process group) the server shuts down gracefully and the directory goes.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = mkdtempSync(path.join(tmpdir(), 'ks-e2e-'));
const web = path.join(root, 'web');
cpSync(process.env.E2E_WEB_DIST ?? path.join(repo, 'apps', 'web', 'dist'), web, { recursive: true });

const env = { ...process.env, DATA_DIR: path.join(root, 'data'), WEB_DIST: web };
delete env.DATABASE_URL;
delete env.REDIS_URL;

const server = spawn(process.execPath, [path.join(repo, 'apps', 'server', 'dist', 'server.js')], { env, stdio: 'inherit' });
const cleanUp = () => rmSync(root, { recursive: true, force: true });

// The signal reaches the server too (same process group); forward it only if it was sent to this process alone.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => server.kill(signal), 200).unref();
  });
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
