import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { storeHydrated } from '@/lib/hydration';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { App } from './app';
import { ASSETS_CACHE } from './asset-cache';
import { preloadPage } from './declarative-routes';
import { readFirstPageData, seedFirstPageData } from './first-page-data';
import { routes } from './routes';

/**
 * The service worker (offline app shell) precaches the first route when it installs: started only after the page has
 * loaded and the browser is idle, so it never competes with the first page's code, data and photos on a slow link.
 * Once it runs, the code and texts this page loaded before it (this route, the reader's language) go into its cache
 * from the browser's own cache, so they work offline without costing the data pack again.
 */
function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(async () => {
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/assets/'));
        await (await caches.open(ASSETS_CACHE)).addAll(loaded);
      })
      .catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 3_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * A page whose content came in the first HTML (server modules/pages): its data goes into the cache, and its code is
 * fetched before the first render, so that render is the same page (not the fallback shell, not a spinner) and no
 * request repeats what the HTML already said.
 */
function prepareFirstPage(): Promise<void> {
  const first = readFirstPageData(document);
  if (!first) return Promise.resolve();
  seedFirstPageData(queryClient, first);
  return preloadPage(routes, window.location.pathname).catch(() => undefined);
}

/** Renders the app into #root, replacing the static shell of index.html, then registers the service worker. */
export function startApp(root: HTMLElement): void {
  // English is bundled; a remembered Hindi choice is fetched first so the page does not flash English. The signed-in
  // user is restored first too, so that the guards and the nav render with them.
  void Promise.all([initI18n(), prepareFirstPage(), storeHydrated()]).finally(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
    // thread in one long task (the static shell stays on screen until it commits).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    registerServiceWorkerWhenIdle();
  });
}
