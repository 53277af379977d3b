// Does the server stay responsive while it searches? `searchers` clients search back to back (the search shapes in
// turn) while one prober asks for cheap pages (e.g. /healthz, product/new) every `everyMs`; the probes' latencies
// show whether a search holds up everyone else (PGlite runs queries on the server's own thread).
/* global fetch */
import { performance } from 'node:perf_hooks';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs for `seconds`; returns { probes: { [path]: ms[] }, searches: number, searchMs: ms[] }. A probe or search that
 * does not answer 200 throws: a stall figure from failing requests would mean nothing.
 */
export async function stallProbe(
  baseUrl,
  { searchPaths, probePaths, searchers = 20, seconds = 10, everyMs = 50 },
) {
  const until = performance.now() + seconds * 1000;
  const searchMs = [];
  const probes = Object.fromEntries(probePaths.map((p) => [p, []]));
  const timed = async (path) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  const searcher = async (offset) => {
    for (let i = offset; performance.now() < until; i += 1) {
      searchMs.push(await timed(searchPaths[i % searchPaths.length]));
    }
  };
  const prober = async () => {
    await sleep(500); // the searchers are all busy by then
    for (let i = 0; performance.now() < until; i += 1) {
      const path = probePaths[i % probePaths.length];
      probes[path].push(await timed(path));
      await sleep(everyMs);
    }
  };
  await Promise.all([...Array.from({ length: searchers }, (_, i) => searcher(i)), prober()]);
  return { probes, searches: searchMs.length, searchMs };
}
