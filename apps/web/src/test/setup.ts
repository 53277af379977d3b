import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, loadEnglishTexts } from '@/lib/i18n';
import './blob-polyfill';
import { server } from './msw-server';

// A test waits for what a person would wait for, however busy the machine: on two cores beside the server suites a
// page's first render (its lazy chunks transformed on first use) can take seconds. How fast is the benchmark's
// question, not a test's; a thing that never comes still fails the test.
configure({ asyncUtilTimeout: 4000 });

/** Any console.error during a test (a React warning, an act() warning, a failed prop type) fails that test. */
const consoleErrors: unknown[][] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  await initI18n('en');
  // The tests render pages and components directly, not through the loaders that bring the features' English texts.
  await loadEnglishTexts();
  // jsdom does not implement scrolling; the router's ScrollRestoration calls it on every navigation.
  window.scrollTo = () => undefined;
  // Nor scrollIntoView, which the pages call to bring their results into view (tests spy on it).
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  const errors = consoleErrors.splice(0);
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

afterAll(() => {
  server.close();
});
