// Starting the KisanSetu server (the bundle of server-bundle.mjs) and the hello-world baseline as child processes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR, RESULTS_DIR } from './paths.mjs';
import { freePort, onCleanup, startProcess, waitForHttp } from './processes.mjs';
import { serverBundle, serverEnv } from './server-bundle.mjs';

/** A temporary directory removed again at cleanup. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `ks-bench-${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }), { late: true });
  return dir;
}

/**
 * Starts the bundled server and waits for /readyz. Options as serverEnv (dataDir defaults to a fresh temp dir).
 * `nodeArgs` go to node (e.g. --max-old-space-size). Returns { url, port, pid, proc, stop }.
 */
export async function startServer(name, options = {}, { readyTimeoutMs = 180_000, nodeArgs = [] } = {}) {
  const bundle = await serverBundle();
  const port = options.port ?? (await freePort());
  // Metrics on, as shipped, each server on a port of its own; `metricsPort: 0` turns them off.
  const metricsPort = options.metricsPort ?? (await freePort());
  const dataDir = options.dataDir ?? tempDir(name);
  // BENCH_CPU_PROF=1: every server writes a V8 CPU profile (open in Chrome DevTools) when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${path.join(RESULTS_DIR, 'profiles')}`,
        `--cpu-prof-name=${name}.cpuprofile`,
      ]
    : [];
  const proc = startProcess(name, process.execPath, [...profile, ...nodeArgs, bundle.path], {
    env: serverEnv({
      ...options,
      port,
      dataDir,
      extra: { METRICS_PORT: String(metricsPort), ...options.extra },
    }),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/readyz`, { timeoutMs: readyTimeoutMs, proc });
  const metricsUrl = metricsPort === 0 ? null : `http://127.0.0.1:${metricsPort}/metrics`;
  return { url, port, metricsUrl, pid: proc.pid, dataDir, proc, stop: proc.stop };
}

/** Starts bench/servers/hello-world.mjs; with `sameBodyFile`, it also serves that file's bytes at /same-bytes. */
export async function startHelloWorld({ sameBodyFile } = {}) {
  const port = await freePort();
  const proc = startProcess(
    'hello-world',
    process.execPath,
    [path.join(BENCH_DIR, 'servers/hello-world.mjs')],
    {
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        ...(sameBodyFile ? { SAME_BODY_FILE: sameBodyFile } : {}),
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, { proc });
  return { url, port, pid: proc.pid, proc, stop: proc.stop };
}
