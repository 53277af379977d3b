// Bundles the server into dist/server.js: our code and the contract inlined, npm packages left as imports.
// dist/gazetteer-worker.js is the worker thread that parses the PIN code data (modules/places), found next to it;
// dist/pglite-worker.cjs is the thread that owns the embedded database (src/db/pglite-thread.ts), CommonJS so that
// it runs the same wherever the bundle sits. dist/telemetry.js is loaded before the server (`node --import`) and starts
// tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (src/telemetry/preload.ts).
import { build } from 'esbuild';

const workspacePackage = /^@kisansetu\//;
await build({
  entryPoints: {
    server: 'src/server.ts',
    'gazetteer-worker': 'src/modules/places/gazetteer-worker.ts',
    telemetry: 'src/telemetry/preload.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          workspacePackage.test(args.path) || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});

await build({
  entryPoints: ['src/db/pglite-worker.ts'],
  outfile: 'dist/pglite-worker.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  packages: 'external',
});
