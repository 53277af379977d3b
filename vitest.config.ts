import { defineConfig } from 'vitest/config';

/** One test command for the whole monorepo: each workspace is a vitest project. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
