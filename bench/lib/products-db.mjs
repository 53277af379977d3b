// PostgreSQL databases of N generated listings (bench/generate-products.mjs), created on first use and reused by
// later runs while they still hold about N listings.
import path from 'node:path';
import pg from 'pg';
import { BENCH_DIR, dbUrl } from './paths.mjs';
import { runCommand } from './processes.mjs';
import { BENCH_DATA_MARK } from '../generate-products.mjs';

/** Creates database `name` if it does not exist. */
export async function ensureDatabase(name) {
  const admin = new pg.Client({ connectionString: dbUrl('postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

async function countListings(name) {
  const client = new pg.Client({ connectionString: dbUrl(name) });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT to_regclass('public.products') IS NOT NULL AS present`);
    if (!rows[0].present) return 0;
    const { rows: counted } = await client.query('SELECT count(*)::int AS n FROM products');
    // Listings from an older generator lack places, districts or Hindi names: such a database is filled again, as if
    // it were the wrong size.
    // Listings of an unseeded fill (before BENCH_SEED) differ from machine to machine: filled again too.
    const { rows: current } = await client.query(
      `SELECT EXISTS (SELECT 1 FROM products WHERE district IS NOT NULL)
          AND EXISTS (SELECT 1 FROM products WHERE product_name = 'लाल प्याज़')
          AND obj_description('products'::regclass, 'pg_class') IS NOT DISTINCT FROM $1 AS ok`,
      [BENCH_DATA_MARK],
    );
    return counted[0].n > 0 && !current[0].ok ? 0 : counted[0].n;
  } finally {
    await client.end();
  }
}

/**
 * A database named `name` holding `total` listings (±1%): reused when it does, otherwise (re)filled by the generator
 * with --truncate. Returns its URL and whether it was generated in this run.
 * @param {string} name
 * @param {number} total
 * @param {(message: string) => void} [say]
 */
export async function ensureProducts(name, total, say = () => {}) {
  await ensureDatabase(name);
  const present = await countListings(name);
  if (Math.abs(present - total) <= total * 0.01) {
    say(`${name}: ${present} listings present, reused`);
    await resolveCrops(name, say);
    return { url: dbUrl(name), listings: present, generated: false };
  }
  say(
    `${name}: ${present} listings, generating ${total} (minutes for a million: filled, indexed, then resolved)…`,
  );
  await runCommand(
    `generate-${name}`,
    process.execPath,
    // tsx: the generator reads the app's places with the server's own resolver (bench/lib/app-places.ts).
    ['--import', 'tsx', path.join(BENCH_DIR, 'generate-products.mjs'), String(total), '--truncate'],
    {
      env: { DATABASE_URL: dbUrl(name) },
      timeoutMs: 1_800_000,
      progress: say,
    },
  );
  await resolveCrops(name, say);
  return { url: dbUrl(name), listings: await countListings(name), generated: true };
}

/** The listings' crops, resolved by the app's vocabulary code (bench/lib/resolve-crops.ts; a no-op when current). */
async function resolveCrops(name, say) {
  await runCommand(
    `resolve-crops-${name}`,
    process.execPath,
    ['--import', 'tsx', path.join(BENCH_DIR, 'lib/resolve-crops.ts'), dbUrl(name)],
    { timeoutMs: 1_800_000, progress: say },
  );
}
