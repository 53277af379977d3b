/**
 * One "server process" of the expiring-soon test: opens its own pool on DATABASE_URL, claims due listings in small
 * batches until none are left, and prints the ids it claimed as JSON. Run twice at once by expiring-soon.postgres.test.ts.
 */
import { openPostgres } from '../src/db';
import { claimExpiringListings } from '../src/modules/products';

const handle = await openPostgres(process.env.DATABASE_URL!, 4);
const claimed: string[] = [];
try {
  for (;;) {
    const batch = await claimExpiringListings(handle.db, 25);
    claimed.push(...batch.map((listing) => listing.id));
    if (batch.length === 0) break;
  }
} finally {
  await handle.close();
}
process.stdout.write(JSON.stringify(claimed));
