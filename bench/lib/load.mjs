// autocannon runs, reduced to the figures the reports use, plus the server's CPU time per request (a figure that a
// noisy machine disturbs far less than req/s).
import autocannon from 'autocannon';
import { cpuMsOf } from './processes.mjs';
import { round } from './stats.mjs';

/**
 * Closed-loop load: `connections` keep one request each in flight for `seconds`, cycling through `paths`.
 * `pid` (the server's) adds its CPU ms per request. Throws when any response is not 2xx or errors. `spread`: each
 * request takes the next path of the list, whichever connection sends it, so that the connections ask different
 * things at once (many people) rather than each walking the same list in step.
 * @param {string} baseUrl
 * @param {{ paths?: string[], connections?: number, seconds?: number, pid?: number, title?: string, spread?: boolean }} [options]
 */
export async function cannon(
  baseUrl,
  { paths = ['/'], connections = 50, seconds = 10, pid, title, spread = false } = {},
) {
  let next = 0;
  const cpuBefore = pid ? cpuMsOf(pid) : null;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
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
  const cpuAfter = pid ? cpuMsOf(pid) : null;
  const completed = result.requests.total;
  const out = {
    title,
    paths,
    connections,
    seconds,
    requests: completed,
    reqPerSec: round(completed / result.duration, 1),
    latencyMs: {
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
