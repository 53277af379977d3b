// Where things are, from bench/ — independent of the cwd a bench is started from.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
export const LOG_DIR = path.join(RESULTS_DIR, 'logs');
export const SERVER_DIR = path.join(ROOT, 'apps/server');
export const WEB_DIR = path.join(ROOT, 'apps/web');
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'src/db/migrations');
/** Build products and caches of the bench (server bundle, filled PGlite); ignored by git and eslint. */
export const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/kisansetu-bench');

export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Flags for Debian's Chromium (never a downloaded browser). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const dbUrl = (name) => `${PG_URL}/${name}`;
