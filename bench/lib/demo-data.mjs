// The embedded database with the demo data, as a first start creates it (DEMO_DATA=true on an empty DATA_DIR). A
// first start spends most of a minute making the demo photos, so the memory bench keeps the DATA_DIR it seeded as a
// template (keyed by the server bundle's hash: any change to the server makes a new one) and the web bench starts from
// a temporary copy of it when it is there.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from './paths.mjs';
import { serverBundle } from './server-bundle.mjs';
import { tempDir } from './servers.mjs';

async function templateDir() {
  const bundle = await serverBundle();
  const hash = createHash('sha256').update(readFileSync(bundle.path)).digest('hex').slice(0, 12);
  return path.join(CACHE_DIR, `demo-data-${hash}`);
}

/**
 * A temporary DATA_DIR holding a copy of the seeded template of this server build, or null when there is none.
 * `anyBuild` (--quick) settles for a template of an earlier build: migrations are applied at start anyway.
 */
export async function demoDataCopy(prefix, { anyBuild = false } = {}) {
  let template = await templateDir();
  if (!existsSync(path.join(template, 'pglite')) && anyBuild && existsSync(CACHE_DIR)) {
    const other = readdirSync(CACHE_DIR).find(
      (name) => name.startsWith('demo-data-') && existsSync(path.join(CACHE_DIR, name, 'pglite')),
    );
    if (other) template = path.join(CACHE_DIR, other);
  }
  if (!existsSync(path.join(template, 'pglite'))) return null;
  const dir = tempDir(prefix);
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** Keeps `dataDir` (a stopped server's, freshly seeded) as the template; older templates are removed. */
export async function keepAsTemplate(dataDir) {
  const template = await templateDir();
  for (const name of readdirSync(CACHE_DIR)) {
    if (name.startsWith('demo-data-')) rmSync(path.join(CACHE_DIR, name), { recursive: true, force: true });
  }
  cpSync(dataDir, template, { recursive: true });
}
