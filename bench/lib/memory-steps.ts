// Where the server's memory goes: the steps of server.ts one by one (sharp loaded, PGlite opened on DATA_DIR, the app
// built, listening, a few requests), with process.memoryUsage() after each, printed as one JSON line. Run bundled
// (memory.mjs bundles it like the server) so that no TypeScript loader sits in the figures.
import { setTimeout as sleep } from 'node:timers/promises';

const steps: { step: string; rss: number; heapUsed: number; external: number; arrayBuffers: number }[] = [];
const mark = (step: string) => {
  const m = process.memoryUsage();
  steps.push({ step, rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers });
};

mark('node started');
await import('sharp');
mark('sharp loaded');
const { openPglite } = await import('@kisansetu/server/tools/db');
const { loadConfig } = await import('@kisansetu/server/tools/config');
const config = loadConfig({ ...process.env, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
const database = await openPglite(`${config.dataDir}/pglite`);
await sleep(500);
mark('PGlite opened (demo data)');
const { buildApp } = await import('@kisansetu/server/tools/app');
const app = await buildApp({ config, database, logger: false });
await app.ready();
mark('app built');
await app.listen({ host: '127.0.0.1', port: 0 });
await sleep(2_000);
mark('listening, idle 2 s');
for (const url of ['/api/v1/product/new?page=1', '/api/v1/product/search?name=wheat', '/']) {
  for (let i = 0; i < 10; i += 1) await app.inject({ url });
}
await sleep(1_000);
mark('after 30 requests');
await app.close();
await database.close();
process.stdout.write(`STEPS ${JSON.stringify(steps)}\n`);
