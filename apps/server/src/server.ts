import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db';

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
  const database = await openDatabase(config);
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, ms: Math.round(performance.now() - startedAt) },
    `KisanSetu ready on http://localhost:${config.port} (${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`KisanSetu failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
