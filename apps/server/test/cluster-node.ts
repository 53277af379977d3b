/**
 * One member of the test cluster, run as its own process by cluster-process.ts: the real app (buildApp), on
 * PostgreSQL and Redis, listening on a free port, with short presence timings so expiry shows within seconds.
 * It prints `READY <port>` when it listens, and stops gracefully on SIGTERM like server.ts.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openPostgres } from '../src/db';
import { connectRedis } from '../src/realtime';
import { HIGH_LIMITS } from './high-limits';

const env = process.env;
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: env.KS_NODE_DATA_DIR,
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  ...HIGH_LIMITS,
  WEB_DIST: `${env.KS_NODE_DATA_DIR}/no-web-build`,
  DATABASE_URL: env.KS_NODE_DATABASE_URL,
  REDIS_URL: env.KS_NODE_REDIS_URL,
  // Every member must share the key, as in production: any of them may read what another encrypted.
  AADHAAR_KEY: env.KS_NODE_AADHAAR_KEY,
});
const database = await openPostgres(config.databaseUrl!, 4);
const redis = await connectRedis(config.redisUrl!);
redis.on('error', () => undefined);
const app = await buildApp({
  config,
  database,
  redis,
  realtime: {
    keyPrefix: env.KS_NODE_KEY_PREFIX!,
    heartbeatMs: Number(env.KS_NODE_HEARTBEAT_MS),
    ttlMs: Number(env.KS_NODE_TTL_MS),
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await database.close();
    await redis.quit();
    process.exit(0);
  })();
});
