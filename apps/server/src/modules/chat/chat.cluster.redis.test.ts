import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@kisansetu/contract';
import {
  createSharedDatabase,
  signUpVia,
  startNode,
  type ClusterAccount,
  type ClusterNode,
  type ClusterSettings,
} from '../../../test/cluster-process';
import { connectClient, settle, type TestClient } from '../../../test/socket-client';

/**
 * Two real server processes (child processes running the app) sharing one PostgreSQL database and one Redis: the
 * cluster mode of REDIS_URL. Runs whenever REDIS_URL is set (CI sets it); the shared database must be PostgreSQL
 * (PGlite lives inside one process), so DATABASE_URL names the server to create it on.
 */
const HEARTBEAT_MS = 250;
const TTL_MS = 1_500;

describe('two server processes through Redis', () => {
  let settings: ClusterSettings;
  let dropDatabase: () => Promise<void>;
  let a: ClusterNode;
  let b: ClusterNode;
  const nodes: ClusterNode[] = [];
  const clients: TestClient[] = [];
  let buyer: ClusterAccount;
  let seller: ClusterAccount;
  let outsider: ClusterAccount;

  async function sendVia(
    node: ClusterNode,
    from: ClusterAccount,
    to: ClusterAccount,
    text: string,
  ): Promise<Message> {
    const response = await fetch(`${node.url}/api/v1/message/send/${to.user._id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: from.cookie },
      body: JSON.stringify({ message: text }),
    });
    if (response.status !== 201) throw new Error(`send: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { message: Message } }).data.message;
  }

  async function connect(node: ClusterNode, account: ClusterAccount): Promise<TestClient> {
    const client = await connectClient(node.url, { cookie: account.cookie });
    clients.push(client);
    return client;
  }

  async function start(name: string): Promise<ClusterNode> {
    const node = await startNode(name, settings);
    nodes.push(node);
    return node;
  }

  beforeAll(async () => {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) {
      throw new Error(
        'The two-process test needs DATABASE_URL (a PostgreSQL server both processes share) with REDIS_URL.',
      );
    }
    const database = await createSharedDatabase(baseUrl);
    dropDatabase = database.drop;
    settings = {
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL!,
      keyPrefix: `ks-cluster-${randomBytes(4).toString('hex')}`,
      aadhaarKey: randomBytes(32).toString('hex'),
      heartbeatMs: HEARTBEAT_MS,
      ttlMs: TTL_MS,
    };
    [a, b] = await Promise.all([start('a'), start('b')]);
    // Accounts made through either process are one set: the database is shared.
    [buyer, seller, outsider] = await Promise.all([
      signUpVia(a, 'user'),
      signUpVia(b, 'seller'),
      signUpVia(b, 'user'),
    ]);
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
    await dropDatabase?.();
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${settings?.keyPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('delivers a message sent through one process to a client on the other, and to nobody else', async () => {
    const [sellerOnB, buyerOnA, outsiderOnB] = await Promise.all([
      connect(b, seller),
      connect(a, buyer),
      connect(b, outsider),
    ]);
    const latencies: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const startedAt = performance.now();
      const sent = sendVia(a, buyer, seller, `Is the maize dry? #${i}`);
      const received = await sellerOnB.message((m) => m.message === `Is the maize dry? #${i}`);
      latencies.push(performance.now() - startedAt);
      expect(received).toEqual(await sent);
    }
    const reply = await sendVia(b, seller, buyer, 'Yes, 12% moisture');
    expect(await buyerOnA.message((m) => m._id === reply._id)).toEqual(reply);
    await settle();
    expect(outsiderOnB.messages).toEqual([]);
    latencies.sort((x, y) => x - y);
    const p50 = latencies[Math.floor(latencies.length / 2)]!;
    const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1]!;
    console.info(
      `cross-process send→receive (HTTP on A, socket on B): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
    expect(p95).toBeLessThan(500);
  });

  it('keeps presence right across processes, tab by tab', async () => {
    const sellerOnB = await connect(b, seller);
    expect(sellerOnB.online).toEqual([]);
    const buyerOnA = await connect(a, buyer);
    expect(buyerOnA.online).toEqual([seller.user._id]);
    await sellerOnB.onlineIs([buyer.user._id]);

    const buyerOnB = await connect(b, buyer);
    buyerOnA.close();
    await settle(500);
    expect(sellerOnB.online).toEqual([buyer.user._id]);
    buyerOnB.close();
    await sellerOnB.onlineIs([]);
  });

  it('a process that is killed leaves no one online: its users go offline for the other within the TTL', async () => {
    const sellerOnB = await connect(b, seller);
    await connect(a, buyer);
    await sellerOnB.onlineIs([buyer.user._id]);
    await a.stop('SIGKILL');
    const killedAt = performance.now();
    // The wait is generous so that the bound below is what decides: a slow expiry fails here, not as a time-out.
    await sellerOnB.onlineIs([], 3 * (TTL_MS + 4 * HEARTBEAT_MS + 2_000));
    expect(performance.now() - killedAt).toBeLessThan(TTL_MS + 4 * HEARTBEAT_MS + 2_000);
  });

  it('a process that stops gracefully takes its users offline at once, and a new one joins the cluster', async () => {
    const c = await start('c');
    const sellerOnB = await connect(b, seller);
    await connect(c, buyer);
    await sellerOnB.onlineIs([buyer.user._id]);
    const stopping = c.stop('SIGTERM');
    // Well before the TTL could have reaped it (its last heartbeat is at most HEARTBEAT_MS old): it said so itself.
    await sellerOnB.onlineIs([], TTL_MS - 2 * HEARTBEAT_MS);
    await stopping;
  });
});
