import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The suite's `test`: as Playwright's, plus a page that fails the test on any uncaught error in the app (a crash
 * a person would see as a frozen or blank screen), reported with the page's URL.
 */
export const test = base.extend<{ failOnPageError: undefined }>({
  failOnPageError: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) =>
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(undefined);
      expect(errors, 'uncaught errors in the app').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
