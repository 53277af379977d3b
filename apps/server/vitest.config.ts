import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    // Each file builds its own app and database; files run in parallel on the two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
