import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on what the page shows now and fails on any serious or critical violation, listing each with the
 * rule, its help text and the elements. All violations (minor and moderate too) are attached to the report.
 */
export async function expectAccessible(
  page: Page,
  testInfo: TestInfo,
  name: string,
  scope: { include?: string; exclude?: readonly string[]; soft?: boolean } = {},
): Promise<void> {
  // From the top of the page: axe's target-size rule counts a link or button as too small when the sticky nav bar
  // happens to cover part of it at the scroll position a journey left (after Load More, or with the results brought
  // into view), which says nothing about the page itself.
  await page.evaluate(() => window.scrollTo(0, 0));
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (scope.include) builder = builder.include(scope.include);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  await testInfo.attach(`axe-${testInfo.project.name}-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) =>
        `${node.target.join(' ')} — ${node.failureSummary ?? ''}`.slice(0, 400),
      ),
    }));
  (scope.soft ? expect.soft : expect)(
    blocking,
    `serious or critical accessibility violations on ${name} (${testInfo.project.name})`,
  ).toEqual([]);
}

/**
 * Accessibility bugs in the app that these checks found and that are not fixed yet. A test marked with one of them
 * (`test.fail(true, KNOWN_BUGS.x)`) still runs and asserts the correct behaviour; it is expected to fail until the
 * app is fixed, and then turns red ("expected to fail, but passed") so the mark is removed. None are open.
 */
export const KNOWN_BUGS = {} as const satisfies Readonly<Record<string, string>>;
