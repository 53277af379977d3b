// Lighthouse (mobile, its default simulated slow 4G and 4× CPU) against Debian's Chromium, which this module starts
// itself (remote debugging on a free port, temporary profile) so that it is stopped like every other bench process.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { CHROME_FLAGS, CHROME_PATH, RESULTS_DIR } from './paths.mjs';
import { startProcess } from './processes.mjs';
import { tempDir } from './servers.mjs';
import { round } from './stats.mjs';

export async function startChromium() {
  const profile = tempDir('chromium');
  const proc = startProcess('chromium', CHROME_PATH, [
    ...CHROME_FLAGS,
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    '--disable-extensions',
    '--disable-default-apps',
    '--no-default-browser-check',
    '--mute-audio',
    '--disable-dev-shm-usage',
    'about:blank',
  ]);
  const [, port] = await proc.waitForLine(/DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//, 30_000);
  return { port: Number(port), proc };
}

/**
 * One Lighthouse run; the report goes to bench/results/lighthouse/<name>.json. Returns the figures. A run that fails
 * inside Lighthouse (NO_NAVSTART, NO_FCP on a busy machine) is tried again, up to `attempts` times.
 */
export async function lighthouseRun(url, port, name, throttling, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ...(await lighthouseOnce(url, port, name, throttling)), attempt };
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stdout.write(
        `[web] ${name}: ${error instanceof Error ? error.message : String(error)}; trying again\n`,
      );
    }
  }
}

async function lighthouseOnce(url, port, name, throttling) {
  const config = throttling
    ? {
        extends: 'lighthouse:default',
        settings: { throttling: { ...constants.throttling.mobileSlow4G, ...throttling } },
      }
    : undefined;
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
    config,
  );
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const dir = path.join(RESULTS_DIR, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
  const audit = (id) => lhr.audits[id]?.numericValue;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => resources.find((r) => r.resourceType === type)?.transferSize ?? null;
  return {
    url,
    performance: round((lhr.categories.performance.score ?? 0) * 100, 0),
    lcpMs: round(audit('largest-contentful-paint'), 0),
    tbtMs: round(audit('total-blocking-time'), 0),
    cls: round(audit('cumulative-layout-shift'), 3),
    fcpMs: round(audit('first-contentful-paint'), 0),
    speedIndexMs: round(audit('speed-index'), 0),
    bytes: {
      total: bytesOf('total'),
      script: bytesOf('script'),
      image: bytesOf('image'),
      stylesheet: bytesOf('stylesheet'),
      font: bytesOf('font'),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    throttling: lhr.configSettings.throttlingMethod,
    formFactor: lhr.configSettings.formFactor,
    warnings: lhr.runWarnings,
  };
}
