/**
 * The service worker's cache of built files used after the first page: the worker fills it as routes and languages
 * are first used (vite.config.ts), and the first page adds what it loaded before the worker ran (start.tsx).
 */
export const ASSETS_CACHE = 'assets';
