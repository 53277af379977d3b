import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// The moderators' enrolled second factors: serve.mjs writes them, the journeys read them (support/moderator.ts).
process.env.E2E_MODERATOR_FACTORS ??= path.join(tmpdir(), `ks-e2e-moderators-${PORT}.json`);

/**
 * Journeys against the production build served by the real server on a fresh embedded database, in Debian's
 * Chromium (never a downloaded browser), each in a phone and a desktop viewport.
 *
 * Every test makes its own accounts and crops (unique per run, project and test), so tests run in parallel.
 * Artifacts: e2e/screenshots/<project>/*.png (every page), e2e/test-results (failures, each traced on its second run),
 * e2e/playwright-report (HTML report with the screenshots attached).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  // Two cores: two browsers beside the server. E2E_WORKERS can raise it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A journey that fails is run once more with a trace (what it did, the page at each step) for whoever reads the
  // report, and the run fails all the same: a journey that passes only the second time is a failure here. Tracing every
  // journey while it runs would slow every run for the sake of the few that fail (docs/decisions/0039-test-run-time.md).
  retries: 1,
  failOnFlakyTests: true,
  // Generous for a busy 2-core machine, where a journey takes several times as long as on a quiet one.
  timeout: 90_000,
  expect: { timeout: 15_000 },
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
    // The PWA's service worker would cache the app's files in every new context; the journeys test the app itself.
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    // The phone journeys (a 360 × 740 touch screen) are the phone project's alone.
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /-phone\.spec\.ts$/,
    },
  ],
  webServer: {
    // The built server on a fresh embedded database with demo data, a private copy of the built web app, an SMS inbox
    // (E2E_SMS_PORT, 4179) and a WhatsApp stand-in (E2E_WHATSAPP_PORT, 4181): see support/serve.mjs. `npm run
    // test:e2e` builds both first.
    command: 'node ./support/serve.mjs',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      E2E_MODERATOR_FACTORS: process.env.E2E_MODERATOR_FACTORS,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Every journey's people come from one address here, unlike real users: only the per-IP limits are raised.
      // The per-account limits keep their defaults, so a journey that trips one shows ordinary use tripping it.
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: '100000',
      RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: '1000',
      // An SMS or WhatsApp alert goes 2 s after a message waits unread (not 10 minutes), at any hour (quiet hours would
      // hold it till morning on an evening run), so the alerts journey sees one arrive. Journeys whose people proved a
      // phone get SMS alerts too: the SMS inbox keeps them apart from sign-in codes (support/serve.mjs).
      ALERT_DELAY_SECONDS: '2',
      ALERT_POLL_MS: '500',
      ALERT_QUIET_HOURS: 'none',
    },
  },
});
