import { existsSync } from 'node:fs';
import path from 'node:path';

function findPackageRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
  return dir;
}

/**
 * The server package's root (apps/server), found the same way from the TypeScript sources (tests, dev) and from
 * the bundled dist/server.js, so migrations and the web build are located without depending on the cwd.
 */
export const SERVER_ROOT = findPackageRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, '../web/dist');
