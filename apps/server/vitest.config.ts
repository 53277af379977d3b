import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Cluster tests need a Redis (and PostgreSQL shared by two processes): they run in CI's PostgreSQL pass,
    // where REDIS_URL is set, and are simply not part of the embedded-database run.
    // Likewise, tests of PostgreSQL-only behaviour (statement_timeout) run in the PostgreSQL pass only, and those of
    // the embedded database's own thread in the embedded run only.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.REDIS_URL ? [] : ['**/*.redis.test.ts']),
      ...(process.env.DATABASE_URL ? ['**/*.pglite.test.ts'] : ['**/*.postgres.test.ts']),
    ],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    // Each file builds its own app and database; files run in parallel on the two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every file builds its own app, database and clock and puts them back, so a worker runs its files one after
    // another in one module graph instead of loading the server afresh for each file. Vitest reads this only from the
    // config it starts with, so `npm run test:server` says it again as --no-isolate (docs/decisions/0039-test-run-time.md).
    isolate: false,
  },
});
