// What a visit costs a data pack: every byte the server sends for one browser session, counted on the wire by a TCP
// proxy in front of the server (headers, bodies, the service worker's own fetches and all), so nothing a browser
// tool would leave out (a worker's precache after the load event, a request served from another target) escapes.
import net from 'node:net';
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './paths.mjs';

/** A proxy to `target` (host:port) that counts the bytes it carries from the server to the browser. */
export async function startCountingProxy(targetPort, targetHost = '127.0.0.1') {
  let down = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk) => {
      down += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Bytes sent to the browser since the last reset. */
    bytes: () => down,
    reset: () => {
      down = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A phone: 360 × 740, touch, the reader's language first. */
function phoneContext(language) {
  return {
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language === 'hi' ? 'hi-IN' : 'en-IN',
  };
}

/**
 * Opens a fresh browser (empty cache) and runs `visit(page)` through the counting proxy; the service worker allowed
 * or blocked, data saver switched on (as the menu does) or left to the phone, which here does not ask for it. With
 * `warmUp`, that visit comes first and is not counted (a farmer coming back). Returns the bytes the server sent
 * during `visit`.
 *
 * @param {{ proxy: Awaited<ReturnType<typeof startCountingProxy>>, serviceWorkers: 'allow' | 'block',
 *   language?: string, dataSaver?: boolean,
 *   warmUp?: (page: import('@playwright/test').Page, base: string) => Promise<void>,
 *   visit: (page: import('@playwright/test').Page, base: string) => Promise<void> }} options
 */
export async function measureVisit({
  proxy,
  serviceWorkers,
  language = 'hi',
  dataSaver = false,
  warmUp,
  visit,
}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  try {
    const context = await browser.newContext({ ...phoneContext(language), serviceWorkers });
    // The menu's switch, as a farmer who turned it on once left it (the key lib/data-saver.ts reads).
    if (dataSaver)
      await context.addInitScript(() => globalThis.localStorage.setItem('kisansetu.dataSaver', 'on'));
    const page = await context.newPage();
    if (warmUp) await warmUp(page, proxy.url);
    proxy.reset();
    await visit(page, proxy.url);
    const bytes = proxy.bytes();
    await context.close();
    return bytes;
  } finally {
    await browser.close();
  }
}

/** How long a first visit is watched: long enough for the service worker to register when idle and fill its caches. */
export const FIRST_VISIT_MS = 30_000;

/** The first visit of a farmer on a phone in Hindi with an empty cache: home, then 30 s of whatever follows. */
export function firstVisit(page, base) {
  return page.goto(`${base}/`, { waitUntil: 'load' }).then(() => page.waitForTimeout(FIRST_VISIT_MS));
}

/** A first look at the home page, until the service worker (when allowed) has filled its caches. */
export async function homeOnce(page, base) {
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(15_000);
}

/**
 * A short browse: home, the product list, then the first two listings of that list, each page to its network idle,
 * then 10 s more for the service worker's work behind them.
 */
export async function browse(page, base) {
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.goto(`${base}/product`, { waitUntil: 'networkidle' });
  const links = await page
    .locator('a[href^="/description/"]')
    .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute('href')))]);
  for (const href of links.slice(0, 2)) await page.goto(`${base}${href}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(10_000);
}
