// Bundles the server into dist/server.js: our code and the contract inlined, npm packages left as imports.
// dist/gazetteer-worker.js is the worker thread that parses the PIN code data (modules/places), found next to it.
import { build } from 'esbuild';

const workspacePackage = /^@kisansetu\//;
await build({
  entryPoints: { server: 'src/server.ts', 'gazetteer-worker': 'src/modules/places/gazetteer-worker.ts' },
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
