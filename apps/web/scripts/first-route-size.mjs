#!/usr/bin/env node
// What the first route (/) costs a phone: the entry chunk and everything it imports statically, the home page's
// lazily loaded chunk and its static imports, and their CSS, each gzipped at level 9 (what the build writes as .gz
// and the server sends) and brotli'd. Reads dist/.vite/manifest.json, so run it after `npm run build -w @kisansetu/web`.
//
//   node apps/web/scripts/first-route-size.mjs            a table, and the totals against the budget
//   node apps/web/scripts/first-route-size.mjs --json     the same as JSON (for bench/)
//   node apps/web/scripts/first-route-size.mjs --check    exit 1 when over budget
//   --lang hi                                             also count the Hindi texts (a visitor who chose Hindi)
//   --route src/features/search/pages/search-page.tsx     measure another lazy route instead of home
//
// Sizes are in KB of 1024 bytes. Budgets: bench/README.md (first route ≤ 130 KB gzipped JS, ≤ 20 KB gzipped CSS).
// The bench can import { measureFirstRoute } instead of running it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const BUDGET = { jsGzipKb: 130, cssGzipKb: 20 };
export const HOME_ROUTE = 'src/features/home/pages/home-page.tsx';
const HINDI = 'virtual:texts/hi';
const defaultDist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function sizes(path) {
  const source = readFileSync(path);
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The built files the first route loads, each with why: what the service worker precaches as the app shell.
 *
 * @param {{ distDir?: string, route?: string, languages?: string[] }} [options]
 * @returns {{ js: Map<string, string>, css: Map<string, string> }} file (relative to dist) → why it is loaded
 */
export function firstRouteFiles({ distDir = defaultDist, route = HOME_ROUTE, languages = [] } = {}) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build first (build.manifest must be on)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const starts = [
    [entryKey, 'entry'],
    // main.tsx imports the app (src/app/start.tsx) after the first paint: it is still part of every first route.
    ...(manifest[entryKey].dynamicImports ?? []).map((key) => [key, 'app']),
    [route, 'route'],
    ...(languages.includes('hi') ? [[HINDI, 'hindi texts']] : []),
  ];

  /** @type {Map<string, string>} chunk file → why it is loaded */
  const js = new Map();
  const css = new Map();
  function visit(key, role) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest (is it still a lazily loaded module?)`);
    if (js.has(chunk.file)) return;
    js.set(chunk.file, role);
    for (const file of chunk.css ?? []) if (!css.has(file)) css.set(file, role);
    // Static imports are fetched (modulepreload) and run before the chunk itself: they are part of its cost.
    for (const imported of chunk.imports ?? [])
      visit(imported, role.endsWith(' import') ? role : `${role} import`);
  }
  for (const [key, role] of starts) visit(key, role);
  return { js, css };
}

/**
 * @param {{ distDir?: string, route?: string, languages?: string[] }} [options]
 * @returns {{ files: { file: string, kind: 'js' | 'css', role: string, raw: number, gzip: number, brotli: number }[],
 *   totals: { js: { raw: number, gzip: number, brotli: number }, css: { raw: number, gzip: number, brotli: number } },
 *   budget: typeof BUDGET, withinBudget: boolean }}
 */
export function measureFirstRoute({ distDir = defaultDist, route = HOME_ROUTE, languages = [] } = {}) {
  const { js, css } = firstRouteFiles({ distDir, route, languages });
  const files = [
    ...[...js].map(([file, role]) => ({ file, kind: 'js', role, ...sizes(join(distDir, file)) })),
    ...[...css].map(([file, role]) => ({ file, kind: 'css', role, ...sizes(join(distDir, file)) })),
  ];
  const sum = (kind) =>
    files
      .filter((f) => f.kind === kind)
      .reduce(
        (total, f) => ({
          raw: total.raw + f.raw,
          gzip: total.gzip + f.gzip,
          brotli: total.brotli + f.brotli,
        }),
        {
          raw: 0,
          gzip: 0,
          brotli: 0,
        },
      );
  const totals = { js: sum('js'), css: sum('css') };
  const withinBudget = totals.js.gzip <= BUDGET.jsGzipKb * 1024 && totals.css.gzip <= BUDGET.cssGzipKb * 1024;
  return { files, totals, budget: BUDGET, withinBudget };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function printTable({ files, totals, budget, withinBudget }, route) {
  const rows = [
    ['file', 'loaded as', 'raw KB', 'gzip KB', 'br KB'],
    ...files.map((f) => [f.file, f.role, kb(f.raw), kb(f.gzip), kb(f.brotli)]),
    ['JS total', '', kb(totals.js.raw), kb(totals.js.gzip), kb(totals.js.brotli)],
    ['CSS total', '', kb(totals.css.raw), kb(totals.css.gzip), kb(totals.css.brotli)],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(`First route: entry + ${route}\n`);
  rows.forEach((row, index) => {
    if (index === rows.length - 2) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    console.log(line(row));
  });
  console.log(
    `\nBudget: JS ${kb(totals.js.gzip)} / ${budget.jsGzipKb} KB gzipped, CSS ${kb(totals.css.gzip)} / ${budget.cssGzipKb} KB gzipped: ` +
      (withinBudget ? 'within budget' : 'OVER BUDGET'),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const route = option('--route') ?? HOME_ROUTE;
  const result = measureFirstRoute({
    distDir: option('--dist') ?? defaultDist,
    route,
    languages: [option('--lang') ?? 'en'],
  });
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else printTable(result, route);
  if (args.includes('--check') && !result.withinBudget) process.exitCode = 1;
}
