import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// A fresh embedded database for every run: the server seeds its demo data into it on first start.
const dataDir = mkdtempSync(path.join(tmpdir(), 'ks-e2e-'));

/**
 * Journeys against the production build served by the real server on a fresh embedded database, in Debian's
 * Chromium (never a downloaded browser), each in a phone and a desktop viewport.
 *
 * Every test makes its own accounts and crops (unique per run, project and test), so tests run in parallel.
 * Artifacts: e2e/screenshots/<project>/*.png (every page), e2e/test-results (traces of failures),
 * e2e/playwright-report (HTML report with the screenshots attached).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  // Two cores: two browsers beside the server. E2E_WORKERS can raise it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reportSlowTests: null,
  reporter: [
    ['list'],
    ['html', { outputFolder: './playwright-report', open: 'never' }],
    ['junit', { outputFile: './test-results/junit.xml' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // The PWA's service worker would precache the whole app in every new context; the journeys test the app itself.
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // Embedded PGlite and in-process presence even when the shell has CI's DATABASE_URL or REDIS_URL set.
    command: 'env -u DATABASE_URL -u REDIS_URL node ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    },
  },
});
