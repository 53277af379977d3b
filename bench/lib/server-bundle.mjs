// The server as it ships: apps/server/src/server.ts bundled by esbuild exactly as apps/server/build.mjs does (our code
// and the contract inlined, npm packages left as imports), but written to node_modules/.cache so that a bench never
// touches apps/server/dist while others build or run it. `import.meta.dirname` is pinned to the sources' folder so
// the bundle finds the migrations and the web build as dist/server.js does.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CACHE_DIR, ROOT, SERVER_DIR } from './paths.mjs';

const workspacePackage = /^@kisansetu\//;
let built;

/**
 * Builds once per process and returns the bundle's path; under run.mjs, which builds it once for the whole run
 * (BENCH_SERVER_BUNDLE), every bench measures the same build even while the sources are being edited.
 */
export function serverBundle() {
  const given = process.env.BENCH_SERVER_BUNDLE;
  built ??= given
    ? Promise.resolve({ path: given, bytes: statSync(given).size })
    : bundle(path.join(SERVER_DIR, 'src/server.ts'), 'server.mjs');
  return built;
}

/**
 * A worker the server starts from a file next to itself, bundled beside the cached bundle as build.mjs puts it beside
 * dist/server.js, as CommonJS: Node reads a .js file under node_modules as CommonJS (no package scope is looked for
 * above node_modules). The gazetteer's child process (modules/places) bundles its packages in; the embedded
 * database's thread (src/db) loads PGlite from node_modules, whose WebAssembly files sit beside its code.
 */
function workerBundle(source, outfile, options = {}) {
  return build({
    entryPoints: [path.join(SERVER_DIR, source)],
    outfile: path.join(CACHE_DIR, outfile),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    ...options,
  });
}

/** Bundles `entry` (server code, or a bench script importing it) the way the server is bundled, into the cache. */
export async function bundle(entry, name) {
  {
    const outfile = path.join(CACHE_DIR, name);
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      define: { 'import.meta.dirname': JSON.stringify(path.join(SERVER_DIR, 'src/lib')) },
      plugins: [
        {
          name: 'externals',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              workspacePackage.test(args.path) || args.path.startsWith('node:')
                ? undefined
                : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    // Every bundle that opens the database needs the worker beside it, as the server does.
    await Promise.all([
      entry.endsWith(path.join('src', 'server.ts'))
        ? workerBundle('src/modules/places/gazetteer-worker.ts', 'gazetteer-worker.js')
        : null,
      workerBundle('src/db/pglite-worker.ts', 'pglite-worker.cjs', { packages: 'external' }),
    ]);
    return { path: outfile, bytes: statSync(outfile).size };
  }
}

/**
 * The secrets production refuses to start without. Bench data is throwaway, so fixed ones will do: the Aadhaar key,
 * a Web Push key pair (nothing is ever pushed from a bench) and the origin the bench server answers on.
 */
export function productionSecrets(port) {
  return {
    AADHAAR_KEY: 'b'.repeat(64),
    VAPID_PUBLIC_KEY:
      'BABcZgEHKm-z8xIKWFKCt_oa0XFrl63tmADaWeD8Bu9RxxZD0O2wkpNwEr4e97VX_4m8MH3eyzDECa3ktpF5Jpw',
    VAPID_PRIVATE_KEY: 'rIph0JAUs9G1J5VvJiShTl85scxgC96j6pw-BOOm18Q',
    PUBLIC_ORIGINS: `http://127.0.0.1:${port}`,
  };
}

/** The Node.js options a deployment runs the server with (deploy/kisansetu.env.example): the bench measures the same. */
function deployedNodeOptions() {
  const example = readFileSync(path.join(ROOT, 'deploy/kisansetu.env.example'), 'utf8');
  return /^NODE_OPTIONS=(.*)$/m.exec(example)?.[1] ?? '';
}

/**
 * Environment for a bench server: listens on 127.0.0.1 only, production mode with a deployment's Node.js options, demo
 * off unless asked, logs at `warn` unless asked (a line per request is the default `info`; see the API bench for both).
 */
export function serverEnv({
  port,
  dataDir,
  databaseUrl,
  redisUrl,
  demo = false,
  logLevel = 'warn',
  extra = {},
}) {
  return {
    NODE_ENV: 'production',
    NODE_OPTIONS: deployedNodeOptions(),
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: redisUrl ?? '',
    DEMO_DATA: demo ? 'true' : 'false',
    ...productionSecrets(port),
    LOG_LEVEL: logLevel,
    // Benches talk to the server from one address far more often than a person logs in.
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
    // The load comes from one address and a handful of accounts; the abuse limits would measure themselves.
    RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: '100000000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '100000000',
    RATE_LIMIT_MESSAGES_PER_DAY: '100000000',
    RATE_LIMIT_CONVERSATIONS_PER_DAY: '100000000',
    RATE_LIMIT_PRODUCTS_PER_DAY: '100000000',
    ...extra,
  };
}
