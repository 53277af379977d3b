import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-alerts.ts',
    './src/db/schema-requests.ts',
    './src/db/schema-prices.ts',
  ],
  out: './src/db/migrations',
});
