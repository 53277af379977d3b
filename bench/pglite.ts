#!/usr/bin/env -S node --import tsx
// PGlite bench: how far the embedded default carries. The bundled server on PGlite (DATA_DIR of 100k generated
// listings; 10k with --quick) under the API bench's load (autocannon, 50 connections: product/new page 1 and
// product/search?name=wheat, beside the hello-world), then the search shapes of the search bench one at a time over
// HTTP (budget at 100k: p95 ≤ 60 ms), then /healthz and product/new probed while 20 clients search (p95 ≤ 50 ms).
import { performance } from 'node:perf_hooks';
import { cannon } from './lib/load.mjs';
import { ensurePgliteListings } from './lib/pglite-data';
import { rssOf } from './lib/processes.mjs';
import { budget, figure, runBench } from './lib/report.mjs';
import { SEARCH_SHAPES, label } from './lib/search-shapes.mjs';
import { startHelloWorld, startServer } from './lib/servers.mjs';
import { stallProbe } from './lib/stall-probe.mjs';
import { percentile, round, summarize } from './lib/stats.mjs';

const LIST = '/api/v1/product/new?page=1';
const SEARCH = '/api/v1/product/search?name=wheat';

await runBench(
  'pglite',
  async ({ quick, log }) => {
    const total = quick ? 10_000 : 100_000;
    const seconds = quick ? 2 : 6;
    const runs = quick ? 4 : 15;
    const data = await ensurePgliteListings(total, log);

    const hello = await startHelloWorld();
    const started = performance.now();
    const app = await startServer('pglite-server', { dataDir: data.dataDir, logLevel: 'info' });
    const startMs = round(performance.now() - started, 0);
    log(`server ready in ${startMs} ms, RSS ${Math.round(rssOf(app.pid)! / 2 ** 20)} MB`);
    const rssIdle = rssOf(app.pid)!;

    await cannon(hello.url, { seconds: quick ? 1 : 2, title: 'warm-up hello' });
    await cannon(app.url, { paths: [LIST, SEARCH], seconds: 2, title: 'warm-up app' });
    const measured: Record<string, Awaited<ReturnType<typeof cannon>>> = {};
    for (const [key, url, paths, pid] of [
      ['hello', hello.url, ['/'], hello.pid],
      ['listPage1', app.url, [LIST], app.pid],
      ['searchWheat', app.url, [SEARCH], app.pid],
    ] as const) {
      measured[key] = await cannon(url, { paths: [...paths], seconds, pid, title: key });
      log(
        `${key}: ${measured[key]!.reqPerSec} req/s, p50 ${measured[key]!.latencyMs.p50} ms, p99 ${measured[key]!.latencyMs.p99} ms`,
      );
    }
    const rssLoaded = rssOf(app.pid)!;

    const perShape = [];
    const all: number[] = [];
    for (const shape of SEARCH_SHAPES) {
      const params = new URLSearchParams();
      if (shape.name !== undefined) params.set('name', shape.name);
      if (shape.address !== undefined) params.set('address', shape.address);
      const url = `${app.url}/api/v1/product/search?${params}`;
      const times: number[] = [];
      let matches = 0;
      // `runs` runs (after 2 not counted), fewer (at least 3) when a shape would take more than a few seconds.
      const shapeStarted = performance.now();
      for (
        let i = 0;
        i < runs + 2 && (i < 5 || performance.now() - shapeStarted < (quick ? 2_000 : 5_000));
        i += 1
      ) {
        const t = performance.now();
        const response = await fetch(url);
        const body = (await response.json()) as { data: { totalCount: number } };
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        if (i >= 2) times.push(performance.now() - t);
        matches = body.data.totalCount;
      }
      all.push(...times);
      const s = summarize(times);
      perShape.push({ shape: shape.shape, query: label(shape), matches, ...s });
      log(
        `${shape.shape.padEnd(22)} ${label(shape).padEnd(30)} ${String(matches).padStart(6)} matches  p50 ${s.p50} ms  p95 ${s.p95} ms`,
      );
    }

    // While 20 clients search (every shape in turn), are /healthz and product/new still quick? (budget: p95 ≤ 50 ms)
    const searchPaths = SEARCH_SHAPES.map((shape) => {
      const params = new URLSearchParams();
      if (shape.name !== undefined) params.set('name', shape.name);
      if (shape.address !== undefined) params.set('address', shape.address);
      return `/api/v1/product/search?${params}`;
    });
    const stall = await stallProbe(app.url, {
      searchPaths,
      probePaths: ['/healthz', '/api/v1/product/new?page=2'],
      searchers: 20,
      seconds: quick ? 3 : 10,
    });
    const probeSummary = Object.fromEntries(
      Object.entries(stall.probes).map(([path, times]) => [path, summarize(times as number[])]),
    );
    for (const [path, s] of Object.entries(probeSummary)) {
      log(`during 20 searches: ${path} p50 ${s.p50} ms, p95 ${s.p95} ms (${s.count} probes)`);
    }
    log(`  ${stall.searches} searches, p50 ${round(percentile(stall.searchMs, 50))} ms`);

    const helloRps = measured.hello!.reqPerSec;
    const lines = [
      ...(['listPage1', 'searchWheat'] as const).map((key) =>
        figure({
          what: `PGlite ${key === 'listPage1' ? 'product/new?page=1' : 'product/search?name=wheat'}: req/s, p99 at 50 connections`,
          measured: measured[key]!.reqPerSec,
          unit: 'req/s',
          baseline: helloRps,
          baselineLabel: 'hello-world req/s',
          ratio: measured[key]!.reqPerSec / helloRps,
          note: `p50 ${measured[key]!.latencyMs.p50} ms, p99 ${measured[key]!.latencyMs.p99} ms; server CPU ${measured[key]!.serverCpuMsPerRequest} ms/request`,
        }),
      ),
      ...Object.entries(probeSummary).map(([path, s]) =>
        budget({
          what: `PGlite ${path} p95 while 20 clients search`,
          measured: s.p95,
          unit: 'ms',
          op: '<=',
          limit: 50,
          note: `p50 ${s.p50} ms over ${s.count} probes; ${stall.searches} searches ran, p50 ${round(percentile(stall.searchMs, 50))} ms`,
        }),
      ),
      budget({
        what: 'PGlite search p95 over HTTP, all shapes pooled (one at a time)',
        op: '<=',
        limit: 60,
        measured: percentile(all, 95),
        unit: 'ms',
        note: `p50 ${round(percentile(all, 50))} ms`,
      }),
      figure({
        what: 'PGlite server RSS: idle / after the load',
        measured: rssLoaded / 2 ** 20,
        unit: 'MB',
        note: `idle ${round(rssIdle / 2 ** 20, 0)} MB`,
      }),
    ];
    return {
      lines,
      details: {
        listings: data.listings,
        fillSeconds: data.fillSeconds,
        serverStartMs: startMs,
        rssIdle,
        rssLoaded,
        runs: measured,
        perShape,
        stall: { probes: probeSummary, searches: stall.searches },
      },
      tables: [
        {
          title: `PGlite search shapes over HTTP (${data.listings.toLocaleString('en')} listings)`,
          columns: ['shape', 'query', 'matches', 'p50 ms', 'p95 ms'],
          rows: perShape.map((r) => [r.shape, r.query, r.matches, r.p50, r.p95]),
        },
      ],
      notes: [
        'PGlite is one connection in the server process: concurrent requests queue for it, so p99 grows with the connections.',
      ],
    };
  },
  { timeoutMs: { quick: 90_000, full: 300_000 } },
);
