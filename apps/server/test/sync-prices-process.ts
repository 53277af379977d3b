/**
 * One "server process" of the price sync test: opens its own pool on DATABASE_URL, runs the day's sync against
 * MANDI_API_URL and prints its outcome's status. Run twice at once by prices-sync.postgres.test.ts.
 */
import { openPostgres } from '../src/db';
import { syncMandiPrices } from '../src/modules/prices';

const handle = await openPostgres(process.env.DATABASE_URL!, 4);
try {
  const outcome = await syncMandiPrices({
    db: handle.db,
    apiKey: 'test-key',
    apiUrl: process.env.MANDI_API_URL!,
    pageSize: 10,
    now: () => Date.UTC(2025, 10, 20, 6),
  });
  process.stdout.write(outcome.status);
} finally {
  await handle.close();
}
