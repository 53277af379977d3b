import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/config';
import { openPostgres, type DatabaseHandle } from '../src/db';
import { takeEmbeddedDatabase } from './embedded-database-pool';
import { recordConformance, watchConformance, type Conformance } from './document-conformance';
import { HIGH_LIMITS } from './high-limits';
import { createPostgresDatabase } from './postgres-database';

export { HIGH_LIMITS };

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

// Each test app's configuration, for fixtures that need what the app was built with (its keys under DATA_DIR).
const configs = new WeakMap<FastifyInstance, AppConfig>();
// What each test app's answers showed against its API document.
const conformances = new WeakMap<FastifyInstance, Conformance>();

/** The operations a test app from {@link createTestContext} has answered, and its answers' differences from the document. */
export function conformanceOf(app: FastifyInstance): Conformance | undefined {
  return conformances.get(app);
}

/** The configuration a test app from {@link createTestContext} was built with. */
export function configOf(app: FastifyInstance): AppConfig {
  const config = configs.get(app);
  if (!config) throw new Error('configOf: this app was not made by createTestContext');
  return config;
}

/**
 * A fresh database, migrated and with the gazetteer loaded: on PostgreSQL (DATABASE_URL) a copy of global setup's
 * template database, else an in-memory PGlite as fresh as its snapshot (embedded-database-pool.ts), which its close
 * hands to the worker's next test file unless it is not `reusable`.
 */
export async function openTestDatabase({
  reusable = true,
}: { reusable?: boolean } = {}): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const { url, drop } = await createPostgresDatabase(baseUrl, 'ks_test', inject('postgresTemplate'));
    const handle = await openPostgres(url, 4);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await drop();
      },
    };
  }
  return takeEmbeddedDatabase(inject('pgliteSnapshot'), { reusable });
}

/**
 * The whole app on a fresh database and a temporary data directory, exactly as production builds it (no mocks).
 * Rate limits are high unless a test sets them, so only the rate-limit tests meet them.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  {
    database: given,
    ...deps
  }: Pick<AppDeps, 'pushAgent' | 'pushEndpointPolicy' | 'logger' | 'imageStore' | 'clock' | 'metrics'> & {
    /** A database of the test's own (one it will end while the app runs); a fresh one when absent. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ks-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    ...HIGH_LIMITS,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = given ?? (await openTestDatabase());
  const app = await buildApp({ config, database, ...deps });
  configs.set(app, config);
  const watch = watchConformance(app);
  await app.ready();
  await watch.start();
  conformances.set(app, watch.conformance);
  return {
    app,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      await recordConformance(watch.conformance);
    },
  };
}

/** The parsed JSON body of an inject response. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
