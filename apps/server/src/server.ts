import type { Server } from 'node:http';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db';
import { describeDemoLogins, ensureDemoData } from './demo';
import { ensureGazetteer } from './modules/places';
import { connectRedis } from './realtime';
import { failureLogFields } from './lib/loggable-error';
import { startAdminSocket } from './backup';
import { createAppMetrics, startMetricsServer } from './metrics';
import { runStartPasses } from './start-passes';

/** Starts the server: config, database (migrations applied), listen, and a graceful stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const startedAt = performance.now();
  // Log lines are gathered up to 4 KB and written at once (a write for every request's line would be a noticeable
  // share of a cached page's CPU), and flushed each second so that a quiet server's lines are not held back.
  // pino flushes what is left when the process exits (a stop, a crash): only a SIGKILL can lose the last second.
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => logStream.flush(), 1000).unref();
  const database = await openDatabase(config);
  if (config.env === 'production' && config.demoData) {
    // Loud on purpose: the demo accounts' password is published in the README.
    process.stderr.write(
      'WARNING: DEMO_DATA=true in production: demo accounts with the published password are being created. Do not open this server to the public.\n',
    );
  }
  // PIN codes and place names for near-me, loaded on the first start (and when the data version changes) only.
  await ensureGazetteer(database.db);
  // Demo accounts and listings on the first start of an empty embedded database only; never on PostgreSQL.
  const demo = await ensureDemoData(config, database);
  // One shared connection for rate limits, the socket.io adapter (which duplicates it to subscribe) and presence.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const metrics = createAppMetrics({
    enabled: config.metrics.enabled,
    processMetrics: config.metrics.enabled,
    database: database.kind,
  });
  const app = await buildApp({
    config,
    database,
    redis,
    metrics,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      stream: logStream,
    },
  });
  // ioredis reconnects by itself; an outage is logged, and chat messages stay stored for clients to fetch.
  redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis error'));

  let admin: { close(): Promise<void> } | undefined;
  let metricsServer: Server | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await admin?.close();
      metricsServer?.close();
      // app.close() first: it closes socket.io and marks this process's users offline while Redis is still up.
      await app.close();
      await database.close();
      await redis?.quit();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (config.metrics.enabled) {
    // Serving farmers matters more than being watched: a metrics port taken by another process is logged, not fatal.
    const { host, port, allow } = config.metrics;
    metricsServer = await startMetricsServer({ registry: metrics.registry, host, port, allow }).catch(
      (error: unknown) => {
        app.log.error(failureLogFields(error), `metrics could not listen on ${host}:${port}`);
        return undefined;
      },
    );
  }
  // `npm run backup` while the server runs: only this process can copy the embedded database it holds open.
  if (database.kind === 'pglite')
    admin = await startAdminSocket(config.dataDir, (target) => app.backupTo(target));
  app.log.info(
    { database: database.kind, ms: Math.round(performance.now() - startedAt) },
    `KisanSetu ready on http://localhost:${config.port} (${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'})`,
  );
  if (demo) {
    app.log.info(
      { demo: { created: demo.created, users: demo.users, listings: demo.listings, ms: demo.ms } },
      `${demo.created ? 'Demo data created. ' : ''}Demo logins: ${describeDemoLogins(demo.logins)} (DEMO_DATA=false turns the demo off)`,
    );
  }
  // Behind the listen: resolving every listing again takes a while on a large database, and meanwhile search still
  // answers; on the embedded database every request's statements go before the passes'.
  void runStartPasses(app, database.db);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `KisanSetu failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
