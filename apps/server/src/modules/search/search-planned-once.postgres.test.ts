import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/postgres-database';
import { openPostgres, type DatabaseHandle } from '../../db';
import { createProductSearch } from './repository/search.repository';

describe('a crop search page planned once (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL!, 'ks_planned_once');
    drop = created.drop;
    // One connection, so that its prepared statements are the ones read back.
    database = await openPostgres(created.url, 1);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('plans the page of any crop once per connection, for any crop, and a price range each time', async () => {
    const search = createProductSearch(database.db, { indexWalks: database.indexWalks });
    const page = { address: undefined, limit: 12, offset: 0 };
    for (const name of ['wheat', 'onion', 'tomato'])
      await expect(search({ ...page, name })).resolves.toEqual({ rows: [], total: 0, capped: false });
    await search({ ...page, name: 'wheat', filters: { minPrice: 10, maxPrice: 40 } });
    const { rows } = (await database.db.execute(
      sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'search_page%'`,
    )) as unknown as { rows: { generic_plans: string; custom_plans: string }[] };
    expect(rows).toEqual([{ generic_plans: '3', custom_plans: '0' }]);
  });
});
