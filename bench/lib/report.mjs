// The shape every bench writes to bench/results/<name>.json, and the wrapper that runs one bench: parses --quick,
// bounds its time, writes the result (or the error), and stops everything the bench started.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { installCleanup, stopEverything } from './processes.mjs';
import { RESULTS_DIR } from './paths.mjs';
import { round } from './stats.mjs';

/**
 * A budget line. `on: 'measured'` checks `measured` against `limit`; `on: 'ratio'` checks `ratio` (a baseline taken
 * in the same run) against it. `baseline`/`ratio` are shown either way when known.
 * @param {{ what: string, budget?: string, measured: number, unit: string, op: '<=' | '>=', limit: number,
 *   on?: 'measured' | 'ratio', baseline?: number, baselineUnit?: string, baselineLabel?: string, ratio?: number,
 *   ratioLabel?: string, note?: string }} line
 */
export function budget(line) {
  const on = line.on ?? 'measured';
  const value = on === 'ratio' ? line.ratio : line.measured;
  const pass = Number.isFinite(value) && (line.op === '<=' ? value <= line.limit : value >= line.limit);
  return {
    kind: 'budget',
    on,
    ...line,
    // The budget as the summary prints it, when the line names none of its own (PGlite's printed "undefined").
    budget: line.budget ?? `${line.op === '<=' ? '≤' : '≥'} ${line.limit}${line.unit ? ` ${line.unit}` : ''}`,
    measured: round(line.measured),
    ratio: round(line.ratio ?? Number.NaN, 3),
    pass,
  };
}

/**
 * A figure measured without a budget (e.g. PGlite at 100k).
 * @param {{ what: string, measured: number, unit: string, ratio?: number, [key: string]: unknown }} line
 */
export function figure(line) {
  return {
    kind: 'figure',
    ...line,
    measured: round(line.measured),
    ratio: round(line.ratio ?? Number.NaN, 3),
  };
}

export function environment() {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    loadAverage: os.loadavg().map((l) => round(l, 2)),
  };
}

export function parseArgs(argv = process.argv.slice(2)) {
  return { quick: argv.includes('--quick') };
}

/** @param {string} name */
export const log = (name) => (/** @type {string} */ message) =>
  process.stdout.write(`[${name}] ${message}\n`);

/**
 * Runs one bench: `fn({ quick, log })` returns `{ lines, details, notes }`. Writes bench/results/<name>.json either
 * way, stops everything it started, and exits non-zero on failure. `timeoutMs` bounds it from the inside (run.mjs
 * bounds it from the outside too).
 * @param {string} name
 * @param {(context: { quick: boolean, log: (message: string) => void }) => Promise<{ lines: object[], details?: unknown, notes?: string[] }>} fn
 * @param {{ timeoutMs?: { quick: number, full: number } }} [options]
 */
export async function runBench(name, fn, { timeoutMs } = {}) {
  installCleanup();
  const { quick } = parseArgs();
  const say = log(name);
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const envBefore = environment();
  let result;
  let failed = false;
  const limit = timeoutMs?.[quick ? 'quick' : 'full'];
  const timer = limit
    ? setTimeout(() => {
        say(`time limit of ${limit / 1000} s reached: stopping`);
        writeResult(name, {
          name,
          mode: quick ? 'quick' : 'full',
          startedAt,
          error: `time limit ${limit / 1000} s reached`,
          lines: [],
        });
        void stopEverything().finally(() => process.exit(124));
      }, limit)
    : undefined;
  try {
    result = await fn({ quick, log: say });
  } catch (error) {
    failed = true;
    say(`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    result = { error: error instanceof Error ? error.message : String(error), lines: [] };
  } finally {
    clearTimeout(timer);
    await stopEverything();
  }
  const seconds = round((performance.now() - started) / 1000, 1);
  writeResult(name, {
    name,
    mode: quick ? 'quick' : 'full',
    startedAt,
    seconds,
    environment: { ...envBefore, loadAverageAfter: environment().loadAverage },
    ...result,
  });
  say(`${failed ? 'failed' : 'done'} in ${seconds} s`);
  // Libraries may keep handles (keep-alive agents); everything of ours is stopped, so leave now.
  process.exit(failed ? 1 : 0);
}

export function writeResult(name, result) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}
