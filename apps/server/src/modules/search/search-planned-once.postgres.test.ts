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
    // One connection a pool, so that the planned pool's prepared statements are the ones read back.
    database = await openPostgres(created.url, 1);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('plans the page of any crop once per connection, and a price range or words to match each time', async () => {
    const search = createProductSearch(database.db, {
      indexWalks: database.indexWalks,
      plannedOnce: database.plannedOnce,
    });
    const page = { address: undefined, limit: 12, offset: 0 };
    for (const name of ['wheat', 'onion', 'tomato'])
      await expect(search({ ...page, name })).resolves.toEqual({ rows: [], total: 0, capped: false });
    await search({ ...page, name: 'wheat', filters: { minPrice: 10, maxPrice: 40 } });
    // Words to match, whose best plan depends on how common they are: an unknown address, a name's other word.
    await search({ ...page, name: 'wheat', address: 'atlantis' });
    // With no listing saying 'red', the onions follow: that page is a crop's, planned once.
    await search({ ...page, name: 'red onion' });
    const { rows } = (await database.plannedOnce.execute(
      sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'search_page%'`,
    )) as unknown as { rows: { generic_plans: string; custom_plans: string }[] };
    expect(rows).toEqual([{ generic_plans: '4', custom_plans: '0' }]);
  });

  it('plans every other statement for its values, as PostgreSQL does by default', async () => {
    const { rows } = (await database.db.execute(sql`SHOW plan_cache_mode`)) as unknown as {
      rows: { plan_cache_mode: string }[];
    };
    expect(rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });
});
