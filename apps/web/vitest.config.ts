import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { catalogue } from './build/catalogue-plugin';
import { TEXT_CHUNKS } from './build/text-chunks';

export default defineConfig({
  plugins: [catalogue(TEXT_CHUNKS)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Room for a busy 2-core machine (see src/test/setup.ts); speed is measured in the benchmark.
    testTimeout: 20_000,
  },
});
