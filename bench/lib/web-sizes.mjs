// Gzipped bytes of what each route of the web build loads, from dist/.vite/manifest.json: the first route (entry,
// its static imports, the home page chunk and its static imports, their CSS) and, for every lazily loaded chunk, what
// it adds on top of the entry. gzip level 9, as the build's .gz files the server sends.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { WEB_DIR } from './paths.mjs';

export const DIST = path.join(WEB_DIR, 'dist');
const HOME = 'src/features/home/pages/home-page.tsx';

function closure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

const gz = (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);

/** { firstRoute: { js, css, source }, routes: [{ key, js, css, files }] } in bytes. */
export async function measureWebSizes() {
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry imports the app itself (src/app/start.tsx) dynamically, after the first paint: count it as the entry.
  const entry = closure(manifest, [entryKey, ...(manifest[entryKey].dynamicImports ?? [])]);

  // The web team's own measure of the first route when it is there (same method), else the same sum here.
  let firstRoute;
  const script = path.join(WEB_DIR, 'scripts/first-route-size.mjs');
  if (existsSync(script)) {
    const { measureFirstRoute } = await import(pathToFileURL(script).href);
    const measured = measureFirstRoute({ distDir: DIST });
    firstRoute = {
      js: measured.totals.js.gzip,
      css: measured.totals.css.gzip,
      source: 'apps/web/scripts/first-route-size.mjs',
      files: measured.files.length,
    };
  } else {
    const first = closure(manifest, [entryKey, ...(manifest[entryKey].dynamicImports ?? []), HOME]);
    firstRoute = {
      js: sum(first.js),
      css: sum(first.css),
      source: 'bench/lib/web-sizes.mjs',
      files: first.js.size + first.css.size,
    };
  }

  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const own = closure(manifest, [key]);
      const js = [...own.js].filter((f) => !entry.js.has(f));
      const css = [...own.css].filter((f) => !entry.css.has(f));
      return { key, page: /\/pages\//.test(key), js: sum(js), css: sum(css), files: js.length + css.length };
    })
    .sort((a, b) => Number(b.page) - Number(a.page) || b.js - a.js);
  return { entry: { js: sum(entry.js), css: sum(entry.css) }, firstRoute, routes };
}
