import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/*
 * The static shell of index.html (nav bar, and on the home page the hero image) is the first paint and, on the home
 * page, the largest one. The app's code (React, the router, the store: the bulk of the first route) is fetched and
 * run only after that first frame: on a slow link it would otherwise share the bandwidth with the CSS and the hero
 * image, and on a slow phone its evaluation would hold the first paint back, which is also why it is not
 * modulepreloaded (docs/decisions/0005-web-entry-budget.md). A hidden tab gets no frames: it starts at once.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * On a product list or product page the largest paint is a photo named by the API: its data is requested together
 * with the app's code (a preload the browser hands to the app's own fetch of the same URL) instead of after the app
 * has run. Not on the home page, whose largest paint (the hero) needs no data.
 */
function preloadFirstData(path: string, search: string): void {
  // The server put the page's data into the HTML (the contract's FIRST_PAGE_DATA_ID, not imported: this entry stays
  // free of the contract's code): asking for it again would be the second request the embedding avoids.
  if (document.getElementById('ks-first-data')) return;
  let url: string | undefined;
  // With a near-me choice in the query the list asks for another URL (features/products/api.ts); a position is only
  // ever in memory, so a page load has none.
  if (path === '/product' && search === '') url = '/api/v1/product/new?page=1';
  else if (path.startsWith('/description/')) url = `/api/v1/product/${path.slice('/description/'.length)}`;
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = url;
  document.head.append(link);
}

afterFirstPaint(() => {
  preloadFirstData(window.location.pathname, window.location.search);
  void import('@/app/start').then(({ startApp }) => startApp(root));
});
