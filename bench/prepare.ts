#!/usr/bin/env -S node --import tsx
// The data the benches measure on, made before any of them runs (`npm run bench` runs this first, with its own
// generous time limit): the listing databases of the API and search benches (the million listings of the full run,
// with their crops and places resolved as a server's first start resolves them) and the PGlite copy of the pglite
// bench. On later runs everything is reused, so the benches' own limits count only their measuring. Progress every
// 15 s.
//   --quick          the quick run's sizes
//   --only a,b       only what these benches need
import { performance } from 'node:perf_hooks';
import { ensurePgliteListings } from './lib/pglite-data';
import { installCleanup, stopEverything } from './lib/processes.mjs';
import { ensureProducts } from './lib/products-db.mjs';
import { log, parseArgs } from './lib/report.mjs';
import { round } from './lib/stats.mjs';

installCleanup();
const { quick } = parseArgs();
const at = process.argv.indexOf('--only');
const only = at === -1 ? null : (process.argv[at + 1] ?? '').split(',');
const wanted = (bench: string) => only === null || only.includes(bench);
const say = log('prepare');

/** What each bench measures on, in the sizes of this run (the benches name the same databases). */
const steps: { bench: string; what: string; run: () => Promise<unknown> }[] = [
  {
    bench: 'api',
    what: quick ? '10k listings' : '100k listings',
    run: () => ensureProducts(quick ? 'ks_bench_10k' : 'ks_bench_100k', quick ? 10_000 : 100_000, say),
  },
  {
    bench: 'search',
    what: quick ? '100k listings' : '1M listings',
    run: () => ensureProducts(quick ? 'ks_bench_100k' : 'ks_bench_1m', quick ? 100_000 : 1_000_000, say),
  },
  {
    bench: 'pglite',
    what: quick ? '10k listings in PGlite' : '100k listings in PGlite',
    run: () => ensurePgliteListings(quick ? 10_000 : 100_000, say),
  },
];

let failed = false;
for (const step of steps.filter((s) => wanted(s.bench))) {
  const started = performance.now();
  say(`${step.bench}: ${step.what}…`);
  try {
    await step.run();
    say(`${step.bench}: ready in ${round((performance.now() - started) / 1000, 1)} s`);
  } catch (error) {
    failed = true;
    say(`${step.bench}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
}
await stopEverything();
process.exit(failed ? 1 : 0);
