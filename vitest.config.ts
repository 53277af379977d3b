import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One test command for the whole monorepo: each workspace is a vitest project. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest leaves one core free by default, which on a 2-core machine is half of it idle: every file has its own
    // app and database, so files run side by side on all cores.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
  },
});
