import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createSharedDatabase,
  startNode,
  type ClusterNode,
  signUpVia,
  type ClusterSettings,
} from '../../../test/cluster-process';
import { formData } from '../../../test/fixtures';
import { productFields } from '../../../test/product-fixtures';

/**
 * Two server processes sharing PostgreSQL and Redis: a listing posted, sold or deleted through one process shows in
 * the other's shared search answers within a second, however recently that process kept the answer.
 */
describe('shared search answers across two processes', () => {
  let settings: ClusterSettings;
  let dropDatabase: () => Promise<void>;
  let a: ClusterNode;
  let b: ClusterNode;
  let farmerCookie: string;

  /** The ids `node` answers a search with: `search` is the words, or the fields of the search. */
  const idsOn = async (node: ClusterNode, search: string | Record<string, string>): Promise<string[]> => {
    const fields = typeof search === 'string' ? { name: search } : search;
    const response = await fetch(`${node.url}/api/v1/product/search?${new URLSearchParams(fields)}`);
    const body = (await response.json()) as { data: { products: { _id: string }[] } };
    return body.data.products.map((product) => product._id);
  };

  /** Asks `node` until its answer is `expected`, for at most a second; returns how long that took. */
  async function seenWithinASecond(
    node: ClusterNode,
    search: string | Record<string, string>,
    expected: string[],
  ): Promise<number> {
    const started = performance.now();
    let last: string[] = [];
    while (performance.now() - started < 1_000) {
      last = await idsOn(node, search);
      if (JSON.stringify(last) === JSON.stringify(expected)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`after a second ${node.name} still answered ${JSON.stringify(last)}`);
  }

  beforeAll(async () => {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('The two-process test needs DATABASE_URL with REDIS_URL.');
    // With the gazetteer: a search by a place reads it as the place.
    const database = await createSharedDatabase(baseUrl, inject('postgresTemplate'));
    dropDatabase = database.drop;
    settings = {
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL!,
      keyPrefix: `ks-search-${randomBytes(4).toString('hex')}`,
      aadhaarKey: randomBytes(32).toString('hex'),
      heartbeatMs: 250,
      ttlMs: 1_500,
    };
    [a, b] = await Promise.all([startNode('a', settings), startNode('b', settings)]);
    farmerCookie = (await signUpVia(a, 'seller')).cookie;
  });

  afterAll(async () => {
    await Promise.all([a, b].map((node) => node?.stop('SIGKILL')));
    await dropDatabase?.();
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${settings?.keyPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('drops the answer the other process kept when a listing is posted, sold, put up again or deleted', async () => {
    // B keeps the empty answer, then A's writes must reach it.
    expect(await idsOn(b, 'drumstick')).toEqual([]);
    expect(await idsOn(b, 'drumstick')).toEqual([]);
    const created = await fetch(`${a.url}/api/v1/product/create`, {
      method: 'POST',
      headers: { cookie: farmerCookie },
      body: formData(productFields({ productName: 'Drumstick (Moringa) pods' })),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { product: { _id: string } } }).data.product._id;
    await seenWithinASecond(b, 'drumstick', [id]);

    const sold = await fetch(`${a.url}/api/v1/product/sold/${id}`, {
      method: 'POST',
      headers: { cookie: farmerCookie },
    });
    expect(sold.status).toBe(200);
    await seenWithinASecond(b, 'drumstick', []);

    const renewed = await fetch(`${a.url}/api/v1/product/renew/${id}`, {
      method: 'POST',
      headers: { cookie: farmerCookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(renewed.status).toBe(200);
    await seenWithinASecond(b, 'drumstick', [id]);
    const deleted = await fetch(`${a.url}/api/v1/product/delete/${id}`, {
      method: 'DELETE',
      headers: { cookie: farmerCookie },
    });
    expect(deleted.status).toBe(200);
    await seenWithinASecond(b, 'drumstick', []);
  });

  it("shows a listing posted through one process in the other's search of the place it names elsewhere", async () => {
    const davanagere = (limit: string) => ({ address: 'Davanagere', limit });
    // B searches the town again, and so comes to know that no listing outside it names it.
    expect(await idsOn(b, davanagere('20'))).toEqual([]);
    expect(await idsOn(b, davanagere('19'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await idsOn(b, davanagere('18'))).toEqual([]);
    const created = await fetch(`${a.url}/api/v1/product/create`, {
      method: 'POST',
      headers: { cookie: farmerCookie },
      body: formData(
        productFields({
          productName: 'Onion from the Davanagere road',
          address: 'Davanagere Transport godown, Hadapsar',
          pincode: '411028',
        }),
      ),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { product: { _id: string } } }).data.product._id;
    await seenWithinASecond(b, davanagere('17'), [id]);
  });
});
