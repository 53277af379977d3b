// Bundles the server into dist/server.js: our code and the contract inlined, npm packages left as imports.
import { build } from 'esbuild';

const workspacePackage = /^@kisansetu\//;
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
          workspacePackage.test(args.path) || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
