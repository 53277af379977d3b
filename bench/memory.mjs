#!/usr/bin/env node
// Memory bench: the server's RSS on the embedded default (PGlite), as a person runs it. A first start on an empty
// DATA_DIR (creates the demo data; with --quick skipped when a template of this server build exists), then a restart
// on that data left idle (the budget), then after a few page and API requests. Beside it in the same run: a bare
// Fastify hello-world's RSS. The RSS under the chat load is in the chat bench. Budget (bench/README.md): idle ≤ 250 MB.
/* global fetch */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { demoDataCopy, keepAsTemplate } from './lib/demo-data.mjs';
import { BENCH_DIR } from './lib/paths.mjs';
import { bundle, productionSecrets } from './lib/server-bundle.mjs';
import { rssOf, startProcess } from './lib/processes.mjs';
import { budget, figure, runBench } from './lib/report.mjs';
import { startHelloWorld, startServer, tempDir } from './lib/servers.mjs';
import { round } from './lib/stats.mjs';

const MB = 2 ** 20;

/** RSS sampled every 250 ms for `ms`: the last value and the peak. */
async function idleRss(pid, ms) {
  let peak = 0;
  let last = 0;
  for (let t = 0; t < ms; t += 250) {
    last = rssOf(pid) ?? last;
    peak = Math.max(peak, last);
    await sleep(250);
  }
  return { last, peak };
}

await runBench(
  'memory',
  async ({ quick, log }) => {
    const idleMs = quick ? 4_000 : 6_000;
    const hello = await startHelloWorld();
    const helloRss = (await idleRss(hello.pid, 2_000)).last;
    await hello.stop();

    let dataDir = quick ? await demoDataCopy('memory', { anyBuild: true }) : null;
    let firstStart = null;
    if (!dataDir) {
      dataDir = tempDir('memory');
      const started = performance.now();
      const first = await startServer(
        'memory-first-start',
        { dataDir, demo: true, logLevel: 'info' },
        { readyTimeoutMs: 240_000 },
      );
      const readyMs = round(performance.now() - started, 0);
      const rss = await idleRss(first.pid, idleMs);
      firstStart = { readyMs, rss: rss.last, peak: rss.peak };
      log(
        `first start (demo data created) ready in ${readyMs} ms; RSS ${round(rss.last / MB, 0)} MB idle (peak ${round(rss.peak / MB, 0)} MB)`,
      );
      await first.stop();
      await keepAsTemplate(dataDir);
    }

    const started = performance.now();
    const server = await startServer('memory-server', { dataDir, demo: true, logLevel: 'info' });
    const restartMs = round(performance.now() - started, 0);
    const idle = await idleRss(server.pid, idleMs);
    log(
      `restart ready in ${restartMs} ms; idle RSS ${round(idle.last / MB, 0)} MB (peak ${round(idle.peak / MB, 0)} MB)`,
    );

    const list = await (await fetch(`${server.url}/api/v1/product/new?page=1`)).json();
    const id = list.data.products[0]._id;
    const paths = [
      '/',
      '/product',
      `/description/${id}`,
      '/api/v1/product/new?page=1',
      '/api/v1/product/new?page=2',
      `/api/v1/product/${id}`,
      '/api/v1/product/search?name=wheat',
      '/api/v1/product/search?address=punjab',
    ];
    for (let i = 0; i < 20; i += 1) {
      await Promise.all(paths.map(async (p) => (await fetch(server.url + p)).arrayBuffer()));
    }
    const afterRequests = await idleRss(server.pid, 3_000);
    log(`after ${paths.length * 20} requests: RSS ${round(afterRequests.last / MB, 0)} MB`);

    await server.stop();

    // Where it goes (full run): the server's start-up steps one by one on a copy of the same data.
    let steps = [];
    if (!quick) {
      const stepsBundle = await bundle(path.join(BENCH_DIR, 'lib/memory-steps.ts'), 'memory-steps.mjs');
      const stepsDir = (await demoDataCopy('memory-steps', { anyBuild: true })) ?? dataDir;
      const stepsProc = startProcess('memory-steps', process.execPath, [stepsBundle.path], {
        env: { DATA_DIR: stepsDir, NODE_ENV: 'production', ...productionSecrets(0) },
      });
      const [, stepsJson] = await stepsProc.waitForLine(/STEPS (.*)\n/, 120_000);
      steps = JSON.parse(stepsJson);
      for (const s of steps)
        log(
          `  ${s.step.padEnd(28)} RSS ${round(s.rss / MB, 0)} MB, JS heap ${round(s.heapUsed / MB, 0)} MB, array buffers ${round(s.arrayBuffers / MB, 0)} MB`,
        );
    }

    return {
      tables:
        steps.length === 0
          ? []
          : [
              {
                title:
                  "Where the idle RSS goes: server.ts's steps one by one (process.memoryUsage after each, MB)",
                columns: ['step', 'RSS', 'Δ RSS', 'JS heap used', 'external', 'array buffers'],
                rows: steps.map((s, i) => [
                  s.step,
                  round(s.rss / MB, 0),
                  i === 0 ? '' : `+${round((s.rss - steps[i - 1].rss) / MB, 0)}`,
                  round(s.heapUsed / MB, 0),
                  round(s.external / MB, 0),
                  round(s.arrayBuffers / MB, 0),
                ]),
              },
            ],
      lines: [
        budget({
          what: 'server RSS at idle on PGlite (restart on the demo data)',
          budget: '≤ 250 MB',
          measured: idle.last / MB,
          unit: 'MB',
          op: '<=',
          limit: 250,
          baseline: helloRss / MB,
          baselineLabel: 'bare Fastify hello-world RSS',
          ratio: idle.last / helloRss,
          note: `peak while idle ${round(idle.peak / MB, 0)} MB; after ${paths.length * 20} requests ${round(afterRequests.last / MB, 0)} MB`,
        }),
        ...(firstStart
          ? [
              figure({
                what: 'server RSS after a first start (demo data created)',
                measured: firstStart.rss / MB,
                unit: 'MB',
                baseline: helloRss / MB,
                baselineLabel: 'bare Fastify hello-world RSS',
                ratio: firstStart.rss / helloRss,
                note: `ready after ${round(firstStart.readyMs / 1000, 1)} s (demo photos through the image pipeline); peak ${round(firstStart.peak / MB, 0)} MB`,
              }),
            ]
          : []),
      ],
      details: { helloRss, firstStart, restartMs, idle, afterRequests, idleMs, steps },
      notes: [
        ...(quick && !firstStart
          ? [
              '--quick: the first start was skipped (a copy of seeded demo data was reused) and so was the step-by-step breakdown.',
            ]
          : []),
        'RSS read from /proc/<pid>/status (VmRSS).',
      ],
    };
  },
  { timeoutMs: { quick: 150_000, full: 300_000 } },
);
