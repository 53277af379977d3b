#!/usr/bin/env node
// Web bench: gzipped JS and CSS of the first route and of every lazily loaded chunk of the web build (built first when
// missing or older than its sources, or with --build), then Lighthouse mobile (default: simulated slow 4G, 4× CPU)
// on home, the product list and a product detail page, served by the bundled server on a fresh embedded database with
// the demo data. With --quick: home only. In the full run a minimal static page is measured the same way in the same
// Chromium, as the floor this machine and the throttling give (the baseline).
// Then what a data pack pays, counted on the wire by a proxy (lib/visit-bytes.mjs): a first visit (home, phone, Hindi,
// empty cache, 30 s including everything the service worker fetches), a browse (home → product list → two
// listings) from an empty cache, and the same browse by a farmer coming back with data saver on and off, each beside
// the same visit with the service worker blocked.
// Budgets (bench/README.md): first route ≤ 130 KB JS, ≤ 20 KB CSS gzipped; performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05;
// a first visit ≤ 250 KB and ≤ 1.3× the same visit without the service worker; the browse coming back with data
// saver on ≤ 150 KB.
/* global fetch */
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { demoDataCopy } from './lib/demo-data.mjs';
import { lighthouseRun, startChromium } from './lib/lighthouse-run.mjs';
import { ROOT, WEB_DIR } from './lib/paths.mjs';
import { onCleanup, runCommand } from './lib/processes.mjs';
import { budget, figure, runBench } from './lib/report.mjs';
import { startServer } from './lib/servers.mjs';
import { browse, firstVisit, homeOnce, measureVisit, startCountingProxy } from './lib/visit-bytes.mjs';
import { median, round } from './lib/stats.mjs';
import { DIST, measureWebSizes } from './lib/web-sizes.mjs';

/** Lighthouse's simulated throttling for a 2G-like phone: round trip, bandwidth, CPU. */
const TWO_G = { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 6 };

const KB = 1024;

function newestMtime(target) {
  let newest = 0;
  const walk = (p) => {
    const stat = statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(p))
        if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  walk(target);
  return newest;
}

/**
 * Builds the web app when its manifest is missing or older than any of its sources, or when asked. With --quick an
 * existing build is used even when older than the sources (said in the result).
 */
async function ensureBuild(force, quick, say) {
  const manifest = statSync(path.join(DIST, '.vite/manifest.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
      newestMtime(path.join(WEB_DIR, p)),
    ),
    newestMtime(path.join(ROOT, 'packages/contract/src')),
  );
  if (!force && manifest > sources) {
    say('web build is up to date');
    return { built: false };
  }
  if (!force && quick && manifest > 0) {
    say(
      'web build is older than its sources; --quick measures it as it is (npm run bench -- --quick --build rebuilds)',
    );
    return { built: false, stale: true };
  }
  say('building the web app…');
  const started = performance.now();
  // No update check: the bench talks to nothing but 127.0.0.1.
  await runCommand('web-build', 'npm', ['run', 'build', '-w', '@kisansetu/web'], {
    cwd: ROOT,
    timeoutMs: 300_000,
    env: { npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' },
  });
  return { built: true, seconds: round((performance.now() - started) / 1000, 1) };
}

/** A minimal page (a heading and a paragraph) on 127.0.0.1: what Lighthouse gives for almost nothing. */
async function baselinePage() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="Baseline page"></head><body><h1>KisanSetu</h1><p>Fresh produce from farmers near you.</p></body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${server.address().port}/`;
}

await runBench(
  'web',
  async ({ quick, log }) => {
    const build = await ensureBuild(process.argv.includes('--build'), quick, log);
    const sizes = await measureWebSizes();
    log(
      `first route: JS ${round(sizes.firstRoute.js / KB, 1)} KB, CSS ${round(sizes.firstRoute.css / KB, 1)} KB gzipped`,
    );

    // A copy of the memory bench's freshly seeded DATA_DIR when there is one for this server build, else a first start.
    const dataDir = (await demoDataCopy('web', { anyBuild: quick })) ?? undefined;
    const started = performance.now();
    const server = await startServer(
      'web-server',
      { demo: true, logLevel: 'info', dataDir },
      { readyTimeoutMs: 240_000 },
    );
    const readyMs = round(performance.now() - started, 0);
    log(
      `server with demo data ready in ${readyMs} ms (${dataDir ? 'copy of the seeded template' : 'first start, demo data created'})`,
    );
    const list = await (await fetch(`${server.url}/api/v1/product/new?page=1`)).json();
    const productId = list.data.products[0]?._id ?? list.data.products[0]?.id;
    if (!productId) throw new Error('the demo data has no listing');

    const pages = [
      { name: 'home', path: '/' },
      ...(quick
        ? []
        : [
            { name: 'product list', path: '/product' },
            { name: 'product detail', path: `/description/${productId}` },
          ]),
    ];
    // Lighthouse's simulated LCP of one run now and then jumps (a render delay in the trace that the next run does
    // not show): three runs a page and the median one, as Lighthouse itself advises for figures that matter.
    const runsPerPage = quick ? 1 : 3;
    const chromium = await startChromium();
    const results = [];
    let floor = null;
    if (!quick) {
      floor = await lighthouseRun(await baselinePage(), chromium.port, 'baseline').catch((error) => {
        log(`baseline page: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
      if (floor)
        log(
          `baseline page: performance ${floor.performance}, LCP ${floor.lcpMs} ms, TBT ${floor.tbtMs} ms (benchmarkIndex ${floor.benchmarkIndex})`,
        );
    }
    const failedPages = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < runsPerPage; i += 1) {
        try {
          const run = await lighthouseRun(
            server.url + page.path,
            chromium.port,
            `${page.name.replace(/ /g, '-')}-${i + 1}`,
          );
          log(
            `${page.name}: performance ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls} (benchmarkIndex ${run.benchmarkIndex})`,
          );
          runs.push(run);
        } catch (error) {
          log(`${page.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (runs.length === 0) {
        failedPages.push(page.name);
        continue;
      }
      // With several runs a page, the run with the median LCP (the budgeted figure; of an even number, the lower one).
      const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
      results.push({ ...page, chosen: sorted[Math.floor((sorted.length - 1) / 2)], runs });
    }

    // Full run: home once more with the CPU slowdown calibrated to this machine (Lighthouse's throttling.md: 4× takes
    // a high-end desktop, benchmarkIndex ~1500–2000, to a mid-tier phone; a busy VM already is one). A figure only.
    let calibrated = null;
    if (!quick && results.length > 0) {
      const index = median(results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex)));
      const multiplier = Math.min(4, Math.max(1, round((4 * index) / 1750, 1)));
      try {
        calibrated = {
          multiplier,
          ...(await lighthouseRun(server.url + '/', chromium.port, 'home-calibrated', {
            cpuSlowdownMultiplier: multiplier,
          })),
        };
        log(
          `home with ${multiplier}× CPU (calibrated): performance ${calibrated.performance}, LCP ${calibrated.lcpMs} ms, TBT ${calibrated.tbtMs} ms`,
        );
      } catch (error) {
        log(`home, calibrated: ${error instanceof Error ? error.message : String(error)}`);
      }
    }

    // A farmer on 2G: Lighthouse's simulated throttling at 400 ms RTT, 400 kbps and 6× CPU; home's LCP and
    // everything a first visit downloads (empty cache).
    let slow = null;
    try {
      slow = await lighthouseRun(server.url + '/', chromium.port, 'home-2g', TWO_G);
      log(
        `home on 2G: performance ${slow.performance}, LCP ${slow.lcpMs} ms, ${round((slow.bytes.total ?? 0) / KB, 0)} KB transferred`,
      );
    } catch (error) {
      log(`home on 2G: ${error instanceof Error ? error.message : String(error)}`);
    }

    // What the data pack pays, the service worker allowed and blocked, on the wire.
    const proxy = await startCountingProxy(server.port);
    onCleanup(() => proxy.close());
    const pack = {};
    for (const [name, visit] of [
      ['firstVisit', firstVisit],
      ['browse', browse],
    ]) {
      const withWorker = await measureVisit({ proxy, serviceWorkers: 'allow', visit });
      const withoutWorker = await measureVisit({ proxy, serviceWorkers: 'block', visit });
      pack[name] = { withWorker, withoutWorker };
      log(
        `${name}: ${round(withWorker / KB, 1)} KB with the service worker, ${round(withoutWorker / KB, 1)} KB without`,
      );
    }
    // The same browse by a farmer coming back (the home page seen once before), data saver on and off.
    for (const dataSaver of [true, false]) {
      const name = dataSaver ? 'returnSaver' : 'returnFull';
      const visit = { proxy, dataSaver, warmUp: homeOnce, visit: browse };
      const withWorker = await measureVisit({ ...visit, serviceWorkers: 'allow' });
      const withoutWorker = await measureVisit({ ...visit, serviceWorkers: 'block' });
      pack[name] = { withWorker, withoutWorker };
      log(
        `browse coming back, data saver ${dataSaver ? 'on' : 'off'}: ${round(withWorker / KB, 1)} KB with the service worker, ${round(withoutWorker / KB, 1)} KB without`,
      );
    }

    const lines = [
      budget({
        what: 'first route JS (gzipped)',
        budget: '≤ 130 KB',
        measured: sizes.firstRoute.js / KB,
        unit: 'KB',
        op: '<=',
        limit: 130,
        note: `entry alone ${round(sizes.entry.js / KB, 1)} KB`,
      }),
      budget({
        what: 'first route CSS (gzipped)',
        budget: '≤ 20 KB',
        measured: sizes.firstRoute.css / KB,
        unit: 'KB',
        op: '<=',
        limit: 20,
      }),
      (() => {
        const largest = sizes.routes
          .filter((r) => r.page)
          .reduce((a, b) => (b.js > a.js ? b : a), { js: 0, key: '—' });
        return figure({
          what: 'largest lazy route, JS added to the entry (gzipped)',
          measured: largest.js / KB,
          unit: 'KB',
          note: largest.key,
        });
      })(),
    ];
    for (const { name, chosen } of results) {
      const withFloor = (value, key) =>
        floor
          ? {
              baseline: floor[key],
              baselineLabel: 'minimal static page, same run',
              ratio: value / floor[key],
            }
          : {};
      lines.push(
        budget({
          what: `Lighthouse ${name}: performance`,
          budget: '≥ 95',
          measured: chosen.performance,
          unit: '',
          op: '>=',
          limit: 95,
          ...withFloor(chosen.performance, 'performance'),
        }),
        budget({
          what: `Lighthouse ${name}: LCP`,
          budget: '≤ 2.0 s',
          measured: chosen.lcpMs / 1000,
          unit: 's',
          op: '<=',
          limit: 2,
          ...(floor
            ? {
                baseline: floor.lcpMs / 1000,
                baselineLabel: 'minimal static page, same run',
                ratio: chosen.lcpMs / floor.lcpMs,
              }
            : {}),
        }),
        budget({
          what: `Lighthouse ${name}: CLS`,
          budget: '≤ 0.05',
          measured: chosen.cls,
          unit: '',
          op: '<=',
          limit: 0.05,
        }),
        figure({
          what: `Lighthouse ${name}: TBT`,
          measured: chosen.tbtMs,
          unit: 'ms',
          note: `FCP ${chosen.fcpMs} ms; images ${round((chosen.bytes.image ?? 0) / KB, 0)} KB, scripts ${round((chosen.bytes.script ?? 0) / KB, 0)} KB transferred; benchmarkIndex ${chosen.benchmarkIndex}`,
        }),
      );
    }
    for (const name of failedPages) {
      lines.push(
        budget({
          what: `Lighthouse ${name}: no run completed (see the log)`,
          budget: 'a result',
          measured: Number.NaN,
          unit: '',
          op: '>=',
          limit: 0,
        }),
      );
    }
    lines.push(
      budget({
        what: 'Lighthouse home on 2G (400 ms RTT, 400 kbps, 6× CPU): LCP',
        budget: '≤ 6 s',
        measured: slow ? slow.lcpMs / 1000 : Number.NaN,
        unit: 's',
        op: '<=',
        limit: 6,
        note: slow
          ? `performance ${slow.performance}, FCP ${slow.fcpMs} ms, TBT ${slow.tbtMs} ms`
          : 'no run completed',
      }),
      budget({
        what: 'first visit: home on a phone in Hindi, empty cache, 30 s with everything the service worker fetches',
        budget: '≤ 250 KB',
        measured: pack.firstVisit.withWorker / KB,
        unit: 'KB',
        op: '<=',
        limit: 250,
        baseline: pack.firstVisit.withoutWorker / KB,
        baselineLabel: 'the same visit with the service worker blocked',
        ratio: pack.firstVisit.withWorker / pack.firstVisit.withoutWorker,
        note: 'bytes the server sent, counted on the wire',
      }),
      budget({
        what: 'first visit with the service worker, against the same visit without it',
        budget: '≤ 1.3×',
        measured: pack.firstVisit.withWorker / pack.firstVisit.withoutWorker,
        unit: '×',
        op: '<=',
        limit: 1.3,
      }),
      figure({
        what: 'first browse (empty cache): home → product list → two listings, with the service worker',
        measured: pack.browse.withWorker / KB,
        unit: 'KB',
        note: `${round(pack.browse.withoutWorker / KB, 1)} KB with it blocked`,
      }),
      budget({
        what: 'browse coming back with data saver on: home → product list → two listings, with the service worker',
        budget: '≤ 150 KB',
        measured: pack.returnSaver.withWorker / KB,
        unit: 'KB',
        op: '<=',
        limit: 150,
        baseline: pack.returnFull.withWorker / KB,
        baselineLabel: 'the same browse with data saver off',
        ratio: pack.returnSaver.withWorker / pack.returnFull.withWorker,
        note: `with the service worker blocked: ${round(pack.returnSaver.withoutWorker / KB, 1)} KB on, ${round(pack.returnFull.withoutWorker / KB, 1)} KB off`,
      }),
      figure({
        what: 'Lighthouse home on 2G: bytes until load (empty cache)',
        measured: slow ? (slow.bytes.total ?? Number.NaN) / KB : Number.NaN,
        unit: 'KB',
        note: slow
          ? `scripts ${round((slow.bytes.script ?? 0) / KB, 0)} KB, images ${round((slow.bytes.image ?? 0) / KB, 0)} KB, CSS ${round((slow.bytes.stylesheet ?? 0) / KB, 0)} KB`
          : 'no run completed',
      }),
    );
    if (calibrated) {
      lines.push(
        figure({
          what: `Lighthouse home, CPU slowdown calibrated to this machine (${calibrated.multiplier}×)`,
          measured: calibrated.performance,
          unit: 'score',
          note: `LCP ${calibrated.lcpMs} ms, TBT ${calibrated.tbtMs} ms, CLS ${calibrated.cls}; not the budget's setting, shows how much of a miss is this machine`,
        }),
      );
    }
    return {
      lines,
      details: {
        calibrated,
        twoG: slow,
        dataPack: pack,
        build,
        sizes,
        serverReadyMs: readyMs,
        demoData: dataDir ? 'copy of the memory bench template' : 'created by this first start',
        lighthouse: {
          runsPerPage,
          floor,
          pages: results,
          benchmarkIndexMedian: median(results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex))),
        },
      },
      tables: [
        {
          title: 'Lazily loaded chunks: what each adds to the entry (gzipped KB)',
          columns: ['chunk', 'JS KB', 'CSS KB'],
          rows: sizes.routes.map((r) => [r.key, round(r.js / KB, 1), round(r.css / KB, 1)]),
        },
        {
          title: `Lighthouse mobile (simulated slow 4G, 4× CPU), ${runsPerPage} run(s) a page, the run with the median LCP`,
          columns: ['page', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'benchmarkIndex'],
          rows: [
            ...(floor
              ? [
                  [
                    'minimal static page (baseline)',
                    floor.performance,
                    floor.lcpMs,
                    floor.tbtMs,
                    floor.cls,
                    floor.fcpMs,
                    floor.benchmarkIndex,
                  ],
                ]
              : []),
            ...results.map(({ name, chosen: c }) => [
              name,
              c.performance,
              c.lcpMs,
              c.tbtMs,
              c.cls,
              c.fcpMs,
              c.benchmarkIndex,
            ]),
          ],
        },
      ],
      notes: [
        ...(build.stale
          ? ['The web build was older than its sources (--quick does not rebuild; add --build).']
          : []),
        'Lighthouse 12 through its Node API against /usr/bin/chromium (headless, no sandbox); reports in bench/results/lighthouse/.',
        "Lighthouse's CPU throttling multiplies what this machine does: a benchmarkIndex well under ~1000 (a busy shared 2-core VM) inflates TBT and LCP against the reference phone.",
      ],
    };
  },
  { timeoutMs: { quick: 420_000, full: 780_000 } },
);
