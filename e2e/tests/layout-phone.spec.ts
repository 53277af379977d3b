import type { Locator, Page } from '@playwright/test';
import { layoutProblems } from '../support/layout';
import type { LayoutProblem } from '../support/layout';
import { savePageImage, settled } from '../support/ui';
import { test, expect } from '../support/world';
import type { Who, World } from '../support/world';

/*
 * Nothing collides on a small phone. Every page of the app, at 320, 360 and 412 px, signed out, as a buyer and as a
 * farmer, in English and in the three languages with the longest words (Tamil, Kannada, Telugu): the header's and
 * the main area's controls and their text must not overlap, must stay on the screen and uncut, placeholders must
 * fit, header controls keep a 44 px target, and the floating Chat button must not cover any of them anywhere down
 * the page (support/layout.ts). Each page leaves a screenshot at 360 px, layout-<page>-360-<role>-<language>.
 */

/** Widest first: the photos a wider screen picks are already in when a narrower one looks at them. */
const WIDTHS = [412, 360, 320] as const;
const PICTURED_WIDTH = 360;
const LANGUAGES = ['en', 'ta', 'kn', 'te'] as const;
const ROLES: readonly Who[] = ['visitor', 'buyer', 'seller'];
/** Where the app remembers the chosen language (src/lib/i18n.ts). */
const LANGUAGE_KEY = 'kisansetu.language';

interface PageCase {
  name: string;
  /** Who may open it; everyone when absent. */
  for?: readonly Who[];
  path: (world: World) => string;
  /** What shows once the page is ready, whatever the language. */
  ready: (page: Page) => Locator;
  /** Something to do first (open the menu). */
  act?: (page: Page) => Promise<void>;
}

const heading = (page: Page) => page.locator('main h1');
const card = (page: Page) => page.locator('main article').first();

const PAGES: readonly PageCase[] = [
  { name: 'home', path: () => '/', ready: card },
  {
    name: 'home-menu',
    path: () => '/',
    ready: (page) => page.locator('header [aria-expanded="true"]'),
    act: async (page) => {
      await expect(card(page)).toBeVisible();
      await page.locator('header button[aria-expanded]').click();
    },
  },
  { name: 'login', for: ['visitor'], path: () => '/login', ready: heading },
  { name: 'signup', for: ['visitor'], path: () => '/signup', ready: heading },
  { name: 'phone-sign-in', for: ['visitor'], path: () => '/login/phone', ready: heading },
  {
    name: 'search',
    path: (w) =>
      `/search?${new URLSearchParams({ name: w.product.productName, address: w.product.address })}`,
    ready: card,
  },
  { name: 'search-empty', path: () => '/search', ready: heading },
  { name: 'product-list', path: () => '/product', ready: card },
  { name: 'product', path: (w) => `/description/${w.product._id}`, ready: heading },
  { name: 'seller', path: (w) => `/user/profile/${w.sellerId}`, ready: card },
  { name: 'cart', for: ['buyer'], path: () => '/cart', ready: card },
  { name: 'upload', for: ['seller'], path: () => '/upload', ready: heading },
  {
    name: 'upload-edit',
    for: ['seller'],
    path: (w) => `/upload?edit=${w.product._id}`,
    ready: (page) => page.locator('main img').nth(1),
  },
  { name: 'profile', for: ['buyer', 'seller'], path: () => '/profile', ready: heading },
  { name: 'update-user', for: ['buyer'], path: () => '/profile/update-user', ready: heading },
  { name: 'update-seller', for: ['seller'], path: () => '/profile/update-seller', ready: heading },
  { name: 'notifications', for: ['buyer', 'seller'], path: () => '/notifications', ready: heading },
  { name: 'saved-searches', for: ['buyer', 'seller'], path: () => '/saved-searches', ready: heading },
  { name: 'requests', path: () => '/requests', ready: heading },
  { name: 'deals', for: ['buyer', 'seller'], path: () => '/deals', ready: card },
  { name: 'requests-new', for: ['buyer'], path: () => '/requests/new', ready: heading },
  { name: 'request', path: (w) => `/requests/${w.requestId}`, ready: heading },
  { name: 'prices', path: () => '/prices?crop=Tomato', ready: heading },
  { name: 'chat', for: ['buyer', 'seller'], path: () => '/chat', ready: (page) => page.getByRole('dialog') },
  {
    name: 'chat-with-farmer',
    for: ['buyer'],
    path: (w) => `/chat/${w.sellerId}`,
    ready: (page) => page.getByRole('dialog').locator('textarea'),
  },
  ...['about', 'terms', 'privacy', 'economy', 'geolocation', 'communication'].map((name): PageCase => ({
    name,
    path: () => `/${name}`,
    ready: heading,
  })),
  { name: 'alerts-stop', path: () => '/alerts/stop/AAAAAAAAAAAA', ready: heading },
  { name: 'not-found', path: () => '/no-such-page', ready: heading },
];

/**
 * Opens a page as a person moving around the app does: the first by loading it, the next ones through the app's
 * own navigation (the router follows the address), so each page is not a fresh start of the whole app.
 */
async function visit(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** One line per problem, grouped by the page and width it was found at, for a failure anyone can read. */
function report(found: { at: string; problems: LayoutProblem[] }[]): string[] {
  return found.flatMap(({ at, problems }) =>
    problems.map((problem) => `${at}: ${problem.kind} — ${problem.what} ${problem.detail}`),
  );
}

// A trace of a hundred looks would cost more than the looks; a failure lists every problem by page and width.
test.use({ trace: 'off' });

for (const role of ROLES) {
  for (const lang of LANGUAGES) {
    test.describe(() => {
      // Layout is in CSS pixels; one device pixel per CSS pixel keeps a hundred screenshots quick.
      test.use({ as: role, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      test(`as ${role} in ${lang}: nothing overlaps, leaves the screen or hides under the Chat button`, async ({
        page,
        world,
      }, testInfo) => {
        test.setTimeout(600_000);
        await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, lang]);
        const found: { at: string; problems: LayoutProblem[] }[] = [];
        for (const entry of PAGES) {
          if (entry.for && !entry.for.includes(role)) continue;
          await page.setViewportSize({ width: WIDTHS[0], height: 740 });
          await visit(page, entry.path(world));
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          if (entry.act) await entry.act(page);
          await expect(entry.ready(page).first()).toBeVisible();
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 740 });
            await settled(page);
            const problems = await layoutProblems(page);
            found.push({ at: `${entry.name} at ${width} px`, problems });
            // Every width is checked; the picture is kept at the phone width people review (360 px), as each
            // screenshot costs a render and an encode a hundred times over.
            if (width === PICTURED_WIDTH)
              await savePageImage(page, testInfo, `layout-${entry.name}-${width}-${role}-${lang}`, {
                fullPage: false,
              });
          }
        }
        const lines = report(found);
        await testInfo.attach(`layout-${role}-${lang}.txt`, {
          body: lines.join('\n'),
          contentType: 'text/plain',
        });
        expect(lines, `layout problems as ${role} in ${lang}`).toEqual([]);
      });
    });
  }
}
