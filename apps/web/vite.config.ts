import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstRouteFiles } from './scripts/first-route-size.mjs';
import { ASSETS_CACHE } from './src/app/asset-cache';
import { catalogue } from './build/catalogue-plugin';
import { TEXT_CHUNKS } from './build/text-chunks';

const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Writes a .br and a .gz beside every text asset of the build, so the server can send them as they are (for example
 * @fastify/static with `preCompressed: true`) instead of compressing on every request or not at all. On 2G the
 * difference is the whole budget: the first route is about 4x smaller compressed.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|css|html|svg|webmanifest|json)$/;
  function* files(dir: string): Generator<string> {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) yield* files(path);
      else if (compressible.test(name)) yield path;
    }
  }
  return {
    name: 'kisansetu:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of files(outDir)) {
          const source = readFileSync(path);
          if (source.length < 1024) continue;
          writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(source, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
          );
        }
      },
    },
  };
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    catalogue(TEXT_CHUNKS),
    precompress(),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by src/app/start.tsx once the first page has rendered and the browser is idle: installing the
      // worker precaches the whole build, which must not compete with the first page for a slow link.
      injectRegister: false,
      // The install icons are fetched by the browser when it offers to install, not precached for every visitor.
      includeManifestIcons: false,
      manifest: {
        name: 'KisanSetu — farmers and buyers, directly',
        short_name: 'KisanSetu',
        description: 'Farmers list their produce, buyers find it nearby and talk to the farmer directly.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f7f5ef',
        theme_color: '#166534',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Web Push handlers, plain JS from public/ next to the generated worker.
        importScripts: ['push-sw.js'],
        // The app shell only: index.html, the first route's code and styles (what the first page has just loaded,
        // so installing costs a data pack nothing more) and the small pictures of the home page. Every other route and
        // language is kept when first used (the `assets` cache below; the page adds what it loaded before the worker
        // ran), so a farmer never pays for the eight languages and the pages they do not use.
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['icons/**', 'push-sw.js', 'sw.js', 'workbox-*.js'],
        manifestTransforms: [
          (entries) => {
            const { js, css } = firstRouteFiles({
              distDir: fileURLToPath(new URL('./dist', import.meta.url)),
            });
            const shell = new Set([...js.keys(), ...css.keys()]);
            const manifest = entries.filter(
              (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url),
            );
            return { manifest, warnings: [] };
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/socket\.io/],
        cleanupOutdatedCaches: true,
        // No runtime caching of /api: prices, stock and wishlists must always be live.
        runtimeCaching: [
          {
            // Built code and texts have content-hashed names: a copy never goes stale, and an update fetches only
            // the files whose names changed.
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: ASSETS_CACHE,
              expiration: { maxEntries: 300 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Uploaded photos have content-hashed, immutable names: safe to keep for offline browsing.
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'uploads',
              expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/uploads': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET },
      '/uploads': { target: API_TARGET },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The build's targets (Vite's baseline-widely-available: Chrome 107+) all support <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Shared pieces of a few hundred bytes each would cost a request apiece (HTTP/1.1 allows 6 at a time): fold
        // them into the chunks that use them. Not much further: a piece the home page shares with a later page is folded
        // into one of that page's chunks, and the home page then downloads that page's code with it (ADR 0032).
        experimentalMinChunkSize: 2_000,
        // A lazy chunk that imports from the app would also import the entry (Vite's preload helper) that has always
        // run first, and Vite would then list the entry and its CSS for preloading with it, in the app chunk.
        hoistTransitiveImports: false,
        // The privacy and terms copy (a few KB of text a language) stays a chunk of its own: small shared pieces
        // merged into it made every page that shares them download both languages' copy.
        // Every language's copy, not only English and Hindi: a copy left unpinned can take in shared helpers (speech,
        // mandi prices), and the home page would then download that language's pages with them.
        // The crop vocabulary's group and language lists are used only by pages loaded later (filters, phone
        // sign-in), yet small enough to be folded into the entry that every page loads: a chunk of their own.
        manualChunks: (id) => {
          const path = id.replaceAll('\\', '/');
          if (path.endsWith('/packages/contract/src/crops/crop-types.ts')) return 'crop-types';
          const copy = /^\0virtual:static-pages\/([a-z]{2})$/.exec(path);
          return copy ? `static-copy-${copy[1]}` : undefined;
        },
        // The app itself (src/app/start.tsx and what it imports; main.tsx loads it after the first paint) would take
        // the name of a small module merged into it, and a language's texts the name of their folder's index.ts: name
        // them for what they are, in the build output and the bench.
        chunkFileNames: (chunk) => {
          if (chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/app/start.tsx')))
            return 'assets/app-[hash].js';
          const facade = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
          if (facade.endsWith('/src/locales/english-rest.ts')) return 'assets/en-extras-[hash].js';
          const texts = /^\0virtual:texts\/([a-z]{2})$/.exec(facade);
          if (texts) return `assets/${texts[1]}-[hash].js`;
          return 'assets/[name]-[hash].js';
        },
      },
      treeshake: {
        // The contract's modules only declare constants and schemas: a module none of whose exports is used can be
        // dropped, so the first route does not pull in zod through the contract's barrel file.
        moduleSideEffects: (id, external) => external || !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
        // React's lazy() only wraps a loader, so a lazy part that nothing renders is dropped like other unused code
        // instead of keeping its module on every route that imports its feature's index.
        manualPureFunctions: ['lazy'],
      },
    },
  },
});
