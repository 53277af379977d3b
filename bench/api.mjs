#!/usr/bin/env node
// API bench: the bundled server on PostgreSQL with 100k listings (10k with --quick) under autocannon at 50
// connections, product/new (page 1, and a mix of pages) and product/search?name=wheat, beside a bare Fastify
// hello-world in its own process, measured before and after the app so that drift of a shared machine shows, and
// the same bare Fastify sending product/new page 1's exact bytes (the fair baseline: the list's cost is mostly
// sending its body). Its budgets (throughput against the same-bytes route, p99 latency) are in bench/README.md; a
// product page's call (product/{id}, with its farmer's trust signals) is held to the list's p99 budget.
/* global fetch, Buffer */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cannon } from './lib/load.mjs';
import { ensureProducts } from './lib/products-db.mjs';
import { budget, figure, runBench } from './lib/report.mjs';
import { startHelloWorld, startServer } from './lib/servers.mjs';
import { round } from './lib/stats.mjs';

const LIST = '/api/v1/product/new?page=1';
const PAGES = [1, 2, 3, 5, 10, 50, 100].map((p) => `/api/v1/product/new?page=${p}`);
const SEARCH = '/api/v1/product/search?name=wheat';

/** The request count Prometheus's text gives for GET `route` with status 200. */
function countOf(metricsText, route) {
  const line = metricsText
    .split('\n')
    .find((l) =>
      l.startsWith(
        `kisansetu_http_request_duration_seconds_count{method="GET",route="${route}",status="200"}`,
      ),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

await runBench(
  'api',
  async ({ quick, log }) => {
    const listings = quick ? 10_000 : 100_000;
    const seconds = quick ? 2 : 8;
    const db = await ensureProducts(quick ? 'ks_bench_10k' : 'ks_bench_100k', listings, log);

    // The log level as shipped (info: one line a request), to a file.
    const app = await startServer('api-server', { databaseUrl: db.url, logLevel: 'info' });
    // The same server with metrics off (METRICS_PORT=0): what measuring every answer costs product/new page 1.
    const bare = await startServer('api-server-no-metrics', {
      databaseUrl: db.url,
      logLevel: 'info',
      metricsPort: 0,
    });
    let listBytes = '';
    for (const route of [LIST, SEARCH]) {
      const text = await (await fetch(app.url + route)).text();
      const body = JSON.parse(text);
      if (!body.success || body.data.products.length === 0)
        throw new Error(`${route} answered ${text.slice(0, 200)}`);
      if (route === LIST) listBytes = text;
    }
    // Listings of many farmers (pages 1 and 50), so the trust signals are worked out for many people, not one.
    const detailPaths = [];
    for (const page of [1, 50]) {
      const body = await (await fetch(`${app.url}/api/v1/product/new?page=${page}`)).json();
      for (const product of body.data.products) detailPaths.push(`/api/v1/product/${product._id}`);
    }
    const detail = await (await fetch(app.url + detailPaths[0])).json();
    if (!detail.success || !detail.data.product.sellerTrust)
      throw new Error(`product/{id} answered without sellerTrust: ${JSON.stringify(detail).slice(0, 200)}`);
    const bodyDir = mkdtempSync(path.join(os.tmpdir(), 'ks-bench-api-'));
    const sameBodyFile = path.join(bodyDir, 'product-new-page-1.json');
    writeFileSync(sameBodyFile, listBytes);
    const hello = await startHelloWorld({ sameBodyFile });

    log('warm-up');
    await cannon(hello.url, { seconds: quick ? 1 : 2, title: 'warm-up hello' });
    await cannon(app.url, {
      paths: PAGES.concat(SEARCH, detailPaths),
      seconds: quick ? 2 : 4,
      title: 'warm-up app',
    });
    await cannon(bare.url, { paths: [LIST], seconds: quick ? 1 : 2, title: 'warm-up app without metrics' });

    const runs = {};
    const measure = async (key, url, options) => {
      log(`${key}: ${options.paths?.join(' ') ?? '/'} for ${seconds} s`);
      runs[key] = await cannon(url, { seconds, ...options });
      log(
        `  ${runs[key].reqPerSec} req/s, p50 ${runs[key].latencyMs.p50} ms, p99 ${runs[key].latencyMs.p99} ms`,
      );
    };
    await measure('helloBefore', hello.url, { pid: hello.pid, title: 'hello-world' });
    await measure('sameBytesBefore', hello.url, {
      paths: ['/same-bytes'],
      pid: hello.pid,
      title: 'same bytes',
    });
    await measure('listPage1MetricsOffBefore', bare.url, {
      paths: [LIST],
      pid: bare.pid,
      title: 'product/new page 1, metrics off',
    });
    await measure('listPage1', app.url, { paths: [LIST], pid: app.pid, title: 'product/new page 1' });
    await measure('listPage1MetricsOffAfter', bare.url, {
      paths: [LIST],
      pid: bare.pid,
      title: 'product/new page 1, metrics off',
    });
    // The answers measured were counted: the metrics were on, and on the path that served them.
    const counted = countOf(await (await fetch(app.metricsUrl)).text(), LIST.split('?', 1)[0]);
    if (counted < runs.listPage1.requests)
      throw new Error(`the metrics counted ${counted} product/new answers of ${runs.listPage1.requests}`);
    await bare.stop();
    await measure('listPages', app.url, { paths: PAGES, pid: app.pid, title: 'product/new pages 1–100' });
    await measure('searchWheat', app.url, {
      paths: [SEARCH],
      pid: app.pid,
      title: 'product/search?name=wheat',
    });
    await measure('productPage', app.url, {
      paths: detailPaths,
      pid: app.pid,
      title: 'product/{id} with sellerTrust',
    });
    await measure('sameBytesAfter', hello.url, {
      paths: ['/same-bytes'],
      pid: hello.pid,
      title: 'same bytes',
    });
    await measure('helloAfter', hello.url, { pid: hello.pid, title: 'hello-world' });
    rmSync(bodyDir, { recursive: true, force: true });
    const sameRps = (runs.sameBytesBefore.reqPerSec + runs.sameBytesAfter.reqPerSec) / 2;
    const sameCpu = round(
      (runs.sameBytesBefore.serverCpuMsPerRequest + runs.sameBytesAfter.serverCpuMsPerRequest) / 2,
      3,
    );

    const helloRps = (runs.helloBefore.reqPerSec + runs.helloAfter.reqPerSec) / 2;
    const helloP99 = Math.max(runs.helloBefore.latencyMs.p99, runs.helloAfter.latencyMs.p99);
    const helloCpu = round(
      (runs.helloBefore.serverCpuMsPerRequest + runs.helloAfter.serverCpuMsPerRequest) / 2,
      3,
    );
    const offRps = (runs.listPage1MetricsOffBefore.reqPerSec + runs.listPage1MetricsOffAfter.reqPerSec) / 2;
    const lines = [
      budget({
        what: 'product/new?page=1 with metrics on: req/s vs the same server with METRICS_PORT=0',
        budget: '≥ 95% of metrics off',
        measured: runs.listPage1.reqPerSec,
        unit: 'req/s',
        op: '>=',
        limit: 0.95,
        on: 'ratio',
        baseline: round(offRps, 1),
        baselineLabel: 'metrics off (mean of before and after)',
        ratio: runs.listPage1.reqPerSec / offRps,
        note: `server CPU ${runs.listPage1.serverCpuMsPerRequest} ms/request on, ${round((runs.listPage1MetricsOffBefore.serverCpuMsPerRequest + runs.listPage1MetricsOffAfter.serverCpuMsPerRequest) / 2, 3)} ms off; p99 ${runs.listPage1.latencyMs.p99} ms on`,
      }),
    ];
    for (const [key, label, isBudget] of [
      ['listPage1', 'product/new?page=1', true],
      ['listPages', 'product/new, pages 1–100 mixed', false],
      ['searchWheat', 'product/search?name=wheat', false],
    ]) {
      const run = runs[key];
      const line = isBudget ? budget : figure;
      lines.push(
        line({
          what: `${label}: req/s vs a bare route sending the same bytes`,
          budget: '≥ 80% of the same-bytes route',
          measured: run.reqPerSec,
          unit: 'req/s',
          op: '>=',
          limit: 0.8,
          on: 'ratio',
          baseline: round(sameRps, 1),
          baselineLabel: `bare Fastify sending page 1's ${round(Buffer.byteLength(listBytes) / 1024, 1)} KB (mean of before and after)`,
          ratio: run.reqPerSec / sameRps,
          note: `server CPU ${run.serverCpuMsPerRequest} ms/request against the same-bytes route's ${sameCpu} ms; hello-world ${round(helloRps, 0)} req/s at ${helloCpu} ms (this at ${round((100 * run.reqPerSec) / helloRps, 1)}% of it)`,
        }),
        line({
          what: `${label}: p99 at 50 connections`,
          budget: '≤ 30 ms',
          measured: run.latencyMs.p99,
          unit: 'ms',
          op: '<=',
          limit: 30,
          baseline: helloP99,
          baselineLabel: 'hello-world p99',
          ratio: run.latencyMs.p99 / helloP99,
          note: `p50 ${run.latencyMs.p50} ms`,
        }),
      );
    }
    lines.push(
      budget({
        what: `product/{id} with the farmer's trust signals (${detailPaths.length} listings): p99 at 50 connections`,
        budget: '≤ 30 ms',
        measured: runs.productPage.latencyMs.p99,
        unit: 'ms',
        op: '<=',
        limit: 30,
        baseline: helloP99,
        baselineLabel: 'hello-world p99',
        ratio: runs.productPage.latencyMs.p99 / helloP99,
        note: `p50 ${runs.productPage.latencyMs.p50} ms, ${runs.productPage.reqPerSec} req/s (product/new page 1: ${runs.listPage1.reqPerSec} req/s)`,
      }),
    );
    return {
      lines,
      details: {
        listings: db.listings,
        database: 'PostgreSQL (pool of 10, the server default)',
        connections: 50,
        secondsPerRun: seconds,
        serverLogLevel: 'info',
        helloDrift: round(runs.helloAfter.reqPerSec / runs.helloBefore.reqPerSec, 3),
        runs,
      },
      notes: [
        'autocannon runs in the bench process on the same 2 cores as the server and PostgreSQL; ratios to the hello-world run of the same moment are the figure that holds.',
        'autocannon latencies have 1 ms resolution.',
      ],
    };
  },
  { timeoutMs: { quick: 90_000, full: 240_000 } },
);
