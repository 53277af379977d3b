import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, tables, type DatabaseHandle } from '../../db';
import { createPostgresDatabase } from '../../../test/postgres-database';
import { claimExpiringListings } from './repository';

const { products, users } = tables;
const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const DAY = 24 * 60 * 60 * 1000;

/*
 * Two server processes share one PostgreSQL: each sweeps on its own timer, and the expiring-soon notice must still go
 * once per listing.
 */
describe('expiring-soon claims across two server processes (PostgreSQL)', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let drop: () => Promise<void>;
  let ids: string[] = [];
  let url: string;

  beforeAll(async () => {
    const created = await createPostgresDatabase(
      process.env.DATABASE_URL!,
      'ks_expiry',
      inject('postgresTemplate'),
    );
    drop = created.drop;
    url = created.url;
    first = await openPostgres(created.url, 4);
    second = await openPostgres(created.url, 4);
    const [seller] = await first.db
      .insert(users)
      .values({
        fullName: 'Ramesh Patil',
        email: 'ramesh.expiry@example.com',
        passwordHash: 'x',
        role: 'seller',
        phoneNumber: '9876543210',
        address: 'Nashik, Maharashtra',
      })
      .returning({ id: users.id });
    const soon = new Date(Date.now() + DAY);
    const rows = Array.from({ length: 450 }, (_, i) => ({
      sellerId: seller!.id,
      productName: `Onion lot ${i}`,
      price: 20,
      unit: 'kg' as const,
      quantity: 100,
      description: 'Red onion',
      address: 'Lasalgaon, Nashik',
      availability: 'in_stock' as const,
      expiresAt: soon,
    }));
    ids = (await first.db.insert(products).values(rows).returning({ id: products.id })).map((row) => row.id);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await drop();
  });

  it('claims every due listing exactly once when two server processes sweep at the same time', async () => {
    // Two real processes, each with its own pool, as two servers behind a load balancer.
    const processOf = () =>
      run(process.execPath, ['--import', 'tsx', 'test/claim-expiring-process.ts'], {
        cwd: SERVER_DIR,
        env: { ...process.env, DATABASE_URL: url },
      }).then(({ stdout }) => JSON.parse(stdout) as string[]);
    const [a, b] = await Promise.all([processOf(), processOf()]);
    const all = [...a, ...b];
    expect(all).toHaveLength(ids.length);
    expect(new Set(all).size).toBe(ids.length);

    // Told once per expiry: nothing is due again until a renewal moves the date.
    expect(await claimExpiringListings(second.db)).toEqual([]);
    await first.db
      .update(products)
      .set({ expiresAt: sql`${products.expiresAt} + interval '1 hour'` })
      .where(inArray(products.id, ids.slice(0, 3)));
    expect((await claimExpiringListings(first.db)).map((l) => l.id).sort()).toEqual(ids.slice(0, 3).sort());
  });
});
