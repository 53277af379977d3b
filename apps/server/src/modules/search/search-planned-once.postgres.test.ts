import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/postgres-database';
import { openPostgres, type DatabaseHandle } from '../../db';
import { createProductSearch } from './repository/search.repository';

/** The planned connection's prepared search pages, each with how often it was planned once and for its values. */
async function preparedPages(
  database: DatabaseHandle,
): Promise<{ generic_plans: string; custom_plans: string; statement: string }[]> {
  const { rows } = (await database.plannedOnce.execute(
    sql`SELECT generic_plans, custom_plans, statement FROM pg_prepared_statements WHERE name LIKE 'search_page%'`,
  )) as unknown as { rows: { generic_plans: string; custom_plans: string; statement: string }[] };
  return rows;
}

describe('a search page planned once (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    // The gazetteer's copy: a place searched is resolved as the app resolves it.
    const created = await createPostgresDatabase(
      process.env.DATABASE_URL!,
      'ks_planned_once',
      inject('postgresTemplate'),
    );
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
    expect(await preparedPages(database)).toEqual([
      expect.objectContaining({ generic_plans: '4', custom_plans: '0' }),
    ]);
  });

  it('plans the page of any place alone once per connection, best match first; newest first for its values', async () => {
    const search = createProductSearch(database.db, {
      indexWalks: database.indexWalks,
      plannedOnce: database.plannedOnce,
    });
    const page = { name: undefined, limit: 12, offset: 0 };
    const before = (await preparedPages(database)).length;
    for (const address of ['Karnal', 'Sehore', 'Jalgaon'])
      await expect(search({ ...page, address })).resolves.toEqual(
        expect.objectContaining({ rows: [], total: 0, capped: false }),
      );
    await search({ ...page, address: 'Karnal', sort: 'newest' });
    await search({ ...page, address: 'atlantis' });
    const pages = await preparedPages(database);
    expect(pages).toHaveLength(before + 1);
    expect(pages.find((prepared) => prepared.statement.includes('"products"."district" = $'))).toMatchObject({
      generic_plans: '3',
      custom_plans: '0',
    });
  });

  it('plans every other statement for its values, as PostgreSQL does by default', async () => {
    const { rows } = (await database.db.execute(sql`SHOW plan_cache_mode`)) as unknown as {
      rows: { plan_cache_mode: string }[];
    };
    expect(rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });
});
