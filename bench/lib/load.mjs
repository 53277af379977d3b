// autocannon runs, reduced to the figures the reports use, plus the server's CPU time per request (a figure that a
// noisy machine disturbs far less than req/s).
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { cpuMsOf } from './processes.mjs';
import { round } from './stats.mjs';

/**
 * Closed-loop load: `connections` keep one request each in flight for `seconds`, cycling through `paths`.
 * `pid` (the server's) adds its CPU ms per request. Throws when any response is not 2xx or errors. `spread`: each
 * request takes the next path of the list, whichever connection sends it, so that the connections ask different
 * things at once (many people) rather than each walking the same list in step. `warmUpSeconds`: the same load runs
 * that long first, unmeasured, on the same connections: only requests sent after it count, so the figures are the
 * load's steady state rather than its start (cold code, and every connection's first request arriving at once).
 * `onMeasuring`: called when the measuring starts (at once without a warm-up), for a caller's own before-reading.
 * @param {string} baseUrl
 * @param {{ paths?: string[], connections?: number, seconds?: number, warmUpSeconds?: number, onMeasuring?: () => void, pid?: number, title?: string, spread?: boolean }} [options]
 */
export async function cannon(
  baseUrl,
  {
    paths = ['/'],
    connections = 50,
    seconds = 10,
    warmUpSeconds = 0,
    onMeasuring,
    pid,
    title,
    spread = false,
  } = {},
) {
  let next = 0;
  let cpuBefore = null;
  const startMeasuring = () => {
    if (pid) cpuBefore = cpuMsOf(pid);
    onMeasuring?.();
  };
  const measuredFrom = performance.now() + warmUpSeconds * 1000;
  let warmUpEnd;
  if (warmUpSeconds > 0) warmUpEnd = setTimeout(startMeasuring, warmUpSeconds * 1000);
  else startMeasuring();
  /** Latencies (ms) of the responses to requests sent after the warm-up. */
  const measured = [];
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: warmUpSeconds + seconds,
    timeout: 10,
    requests: spread
      ? [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
          },
        ]
      : paths.map((p) => ({ method: 'GET', path: p })),
  });
  if (warmUpSeconds > 0) {
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (performance.now() - responseTime >= measuredFrom) measured.push(responseTime);
    });
  }
  const result = await instance;
  clearTimeout(warmUpEnd);
  const cpuAfter = pid ? cpuMsOf(pid) : null;
  const completed = warmUpSeconds > 0 ? measured.length : result.requests.total;
  const out = {
    title,
    paths,
    connections,
    seconds,
    warmUpSeconds,
    requests: completed,
    reqPerSec: round(completed / (warmUpSeconds > 0 ? seconds : result.duration), 1),
    latencyMs:
      warmUpSeconds > 0
        ? latencyOf(measured)
        : {
            p50: result.latency.p50,
            p90: result.latency.p90,
            p99: result.latency.p99,
            max: result.latency.max,
            mean: result.latency.mean,
          },
    serverCpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && completed > 0
        ? round((cpuAfter - cpuBefore) / completed, 3)
        : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${title ?? paths[0]}: ${result.non2xx} non-2xx responses and ${result.errors} errors of ${completed}`,
    );
  }
  return out;
}

/** Percentiles of latencies in ms, as autocannon reports them (whole milliseconds but the mean). */
function latencyOf(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, sorted.length);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1), mean: round(mean, 2) };
}
