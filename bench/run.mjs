#!/usr/bin/env node
// `npm run bench` (add `-- --quick` for the short run): first the data the benches measure on (prepare.ts, with its
// own generous limit: a fresh machine fills a million listings there), then every bench in its own process, one after
// the other, each bounded in time; then bench/results/summary.md from their bench/results/<name>.json. See
// bench/README.md.
//   --quick           smaller N, shorter runs, one Lighthouse page (under 3 minutes)
//   --only a,b        just these benches (images, memory, web, api, search, pglite, chat, alerts, offers, rush)
//   --skip a,b        all but these
//   --build           rebuild the web app even when it looks up to date
//   --check           exit 1 when a budget is missed (always exit 1 when a bench fails)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BENCH_DIR, RESULTS_DIR, SERVER_DIR } from './lib/paths.mjs';
import { bundle } from './lib/server-bundle.mjs';
import { round } from './lib/stats.mjs';

/** In running order: memory seeds the demo data the web bench then copies. Limits are outer bounds (inner ones are shorter). */
const BENCHES = [
  { name: 'images', file: 'images.ts', limit: { quick: 150, full: 270 } },
  { name: 'memory', file: 'memory.mjs', limit: { quick: 180, full: 330 } },
  { name: 'web', file: 'web.mjs', limit: { quick: 270, full: 630 } },
  { name: 'api', file: 'api.mjs', limit: { quick: 120, full: 270 } },
  { name: 'search', file: 'search.ts', limit: { quick: 120, full: 330 } },
  { name: 'pglite', file: 'pglite.ts', limit: { quick: 120, full: 330 } },
  { name: 'chat', file: 'chat.ts', limit: { quick: 150, full: 330 } },
  { name: 'alerts', file: 'alerts.ts', limit: { quick: 180, full: 330 } },
  { name: 'offers', file: 'offers.ts', limit: { quick: 150, full: 270 } },
  { name: 'rush', file: 'rush.ts', limit: { quick: 300, full: 900 } },
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const listArg = (flag) => {
  const at = args.indexOf(flag);
  return at === -1 ? null : args[at + 1].split(',').map((s) => s.trim());
};
const only = listArg('--only');
const skip = listArg('--skip') ?? [];
const selected = BENCHES.filter((b) => (only ? only.includes(b.name) : true) && !skip.includes(b.name));
for (const name of [...(only ?? []), ...skip]) {
  if (!BENCHES.some((b) => b.name === name))
    throw new Error(`unknown bench '${name}' (${BENCHES.map((b) => b.name).join(', ')})`);
}

let current = null;
let interrupted = false;
function stopCurrent(graceMs = 15_000) {
  const child = current;
  if (!child || child.exitCode !== null) return;
  // The bench stops its servers and browser on SIGTERM; its whole process group goes if it does not in time.
  child.kill('SIGTERM');
  setTimeout(() => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }, graceMs).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    process.stderr.write(`\n${signal}: stopping ${current ? 'the running bench' : ''}…\n`);
    stopCurrent();
  });
}

function runOne(bench, extraArgs = []) {
  const file = path.join(BENCH_DIR, bench.file);
  const nodeArgs = bench.file.endsWith('.ts') ? ['--import', 'tsx', file] : [file];
  const passThrough = [...args.filter((a) => a === '--quick' || a === '--build'), ...extraArgs];
  return new Promise((resolve) => {
    const started = performance.now();
    // Its own process group, so that whatever it leaves behind can be found and stopped.
    const child = spawn(process.execPath, [...nodeArgs, ...passThrough], {
      stdio: 'inherit',
      detached: true,
      cwd: BENCH_DIR,
    });
    current = child;
    const limit = bench.limit[quick ? 'quick' : 'full'] * 1000;
    const timer = setTimeout(() => {
      process.stderr.write(`[run] ${bench.name} exceeded ${limit / 1000} s: stopping it\n`);
      stopCurrent();
    }, limit);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      // Anything of its group still alive (it crashed without cleaning up) goes now.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // nothing left: the normal case
      }
      resolve({ code, signal, seconds: round((performance.now() - started) / 1000, 1) });
    });
  });
}

const fmt = (value, unit) => {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const shown = Number(value).toLocaleString('en', { maximumFractionDigits: digits });
  return unit ? `${shown} ${unit}` : shown;
};
function fmtRatio(line) {
  if (line.ratio === null || line.ratio === undefined || Number.isNaN(line.ratio)) return '—';
  if (line.on === 'ratio' && line.limit < 1) return `${round(line.ratio * 100, 1)}%`;
  return `×${fmt(line.ratio)}`;
}
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function summary(outcomes, totalSeconds, loadBefore) {
  const rows = [];
  const sections = [];
  let pass = 0;
  let miss = 0;
  for (const { bench, outcome, result } of outcomes) {
    if (!result || result.error) {
      rows.push([
        bench.name,
        `**did not complete**: ${result?.error ?? `exit ${outcome.signal ?? outcome.code}`}`,
        '',
        '',
        '',
        '',
        '**error**',
      ]);
      miss += 1;
    }
    for (const line of result?.lines ?? []) {
      const isBudget = line.kind === 'budget';
      if (isBudget && line.pass) pass += 1;
      else if (isBudget) miss += 1;
      const baseline =
        line.baseline === undefined
          ? '—'
          : `${fmt(line.baseline, line.baselineUnit ?? line.unit)} (${line.baselineLabel})`;
      rows.push([
        bench.name,
        line.what + (line.note ? ` — ${line.note}` : ''),
        isBudget ? line.budget : 'figure',
        fmt(line.measured, line.unit),
        baseline,
        fmtRatio(line),
        isBudget ? (line.pass ? 'pass' : '**MISS**') : '—',
      ]);
    }
    const parts = [`### ${bench.name} (${outcome.seconds} s${result?.mode ? `, ${result.mode}` : ''})`];
    for (const table of result?.tables ?? []) {
      parts.push(
        `**${table.title}**`,
        '',
        `| ${table.columns.join(' | ')} |`,
        `|${table.columns.map(() => '---').join('|')}|`,
      );
      for (const r of table.rows) parts.push(`| ${r.map(cell).join(' | ')} |`);
      parts.push('');
    }
    for (const note of result?.notes ?? []) parts.push(`- ${note}`);
    sections.push(parts.join('\n'));
  }
  const env = { cpus: os.cpus().length, node: process.version };
  return [
    `# Benchmark summary — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' — QUICK RUN' : ''}`,
    '',
    quick
      ? '**Quick run** (`npm run bench -- --quick`): smaller data (10k listings for the API and PGlite, 100k for search), 200 chat clients, shorter runs, one Lighthouse page. Figures are indicative; the budgets are defined on the full run.'
      : 'Full run (`npm run bench`): 100k listings (API, PGlite), 1M (search), 1,000 chat clients, three Lighthouse pages.',
    '',
    `Machine: ${env.cpus} cores, Node ${env.node}, load average ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} at the start and ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} at the end (1 / 5 / 15 min); ${totalSeconds} s in all. Every baseline was taken in the same run, next to its figure: on a shared, noisy machine the ratios are the figures that hold.`,
    '',
    `**${pass} of ${pass + miss} budgets met, ${miss} missed.**`,
    '',
    '| bench | what | budget | measured | baseline (same run) | ratio | result |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
    '',
    '## Details',
    '',
    ...sections.map((s) => `${s}\n`),
    'Raw figures: `bench/results/<bench>.json`; server and tool output: `bench/results/logs/`; Lighthouse reports: `bench/results/lighthouse/`.',
    '',
  ].join('\n');
}

const loadBefore = os.loadavg();
const started = performance.now();
mkdirSync(RESULTS_DIR, { recursive: true });
// One server build for the whole run (see lib/server-bundle.mjs).
const serverBuild = await bundle(path.join(SERVER_DIR, 'src/server.ts'), 'server-run.mjs');
process.env.BENCH_SERVER_BUNDLE = serverBuild.path;
// The data first, bounded on its own: a fresh machine's million listings must not eat a bench's time limit.
const PREPARE = { name: 'prepare', file: 'prepare.ts', limit: { quick: 900, full: 3600 } };
if (selected.some((b) => ['api', 'search', 'pglite'].includes(b.name))) {
  process.stdout.write(`\n[run] preparing the benches' data${quick ? ' (quick)' : ''}\n`);
  const prepared = await runOne(PREPARE, ['--only', selected.map((b) => b.name).join(',')]);
  process.stdout.write(
    `[run] data ${prepared.code === 0 ? 'ready' : `not ready (exit ${prepared.signal ?? prepared.code}): the benches make what is missing`} in ${prepared.seconds} s\n`,
  );
}

const outcomes = [];
for (const bench of selected) {
  if (interrupted) break;
  const resultFile = path.join(RESULTS_DIR, `${bench.name}.json`);
  rmSync(resultFile, { force: true });
  process.stdout.write(`\n[run] ${bench.name}${quick ? ' (quick)' : ''}\n`);
  const outcome = await runOne(bench);
  const result = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : null;
  outcomes.push({ bench, outcome, result });
}
const totalSeconds = round((performance.now() - started) / 1000, 0);
if (interrupted) {
  // An interrupted run leaves the last complete summary as it was.
  process.stdout.write(
    `\n[run] interrupted after ${totalSeconds} s; bench/results/summary.md left as it was\n`,
  );
} else {
  writeFileSync(path.join(RESULTS_DIR, 'summary.md'), summary(outcomes, totalSeconds, loadBefore));
  process.stdout.write(`\n[run] ${totalSeconds} s; wrote bench/results/summary.md\n`);
}
const failed = outcomes.some(({ outcome, result }) => outcome.code !== 0 || !result || result.error);
const missed = outcomes.some(({ result }) => result?.lines?.some((l) => l.kind === 'budget' && !l.pass));
// A missed budget is a finding, not a failure, unless --check asks for one.
process.exitCode = interrupted ? 130 : failed || (args.includes('--check') && missed) ? 1 : 0;
