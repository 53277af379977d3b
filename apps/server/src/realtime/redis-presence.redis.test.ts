import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presence } from './presence';
import { createRedisPresence } from './redis-presence';

/**
 * The cluster presence against a real Redis (CI sets REDIS_URL=redis://127.0.0.1:6379). Each "process" here is a
 * presence with its own id and connection; timings are short so expiry is seen in well under a second.
 */
describe('Redis presence', () => {
  const HEARTBEAT_MS = 100;
  const TTL_MS = 400;
  const keyPrefix = `ks-test-${randomBytes(4).toString('hex')}`;
  const connections: Redis[] = [];
  const errors: unknown[] = [];
  let admin: Redis;

  beforeAll(() => {
    admin = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await admin.keys(`${keyPrefix}:*`);
    if (keys.length > 0) await admin.del(...keys);
    for (const connection of connections) connection.disconnect();
    await admin.quit();
  });

  async function startProcess(
    name: string,
  ): Promise<{ presence: Presence; redis: Redis; changed: string[][] }> {
    const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    connections.push(redis);
    const changed: string[][] = [];
    const presence = createRedisPresence({
      redis,
      keyPrefix,
      heartbeatMs: HEARTBEAT_MS,
      ttlMs: TTL_MS,
      processId: `${name}-${randomBytes(3).toString('hex')}`,
      onError: (error) => errors.push(error),
    });
    await presence.start((ids) => changed.push([...ids].sort()));
    return { presence, redis, changed };
  }

  const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 3_000) => {
    const until = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > until) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('counts tabs across processes: online at the first, offline after the last', async () => {
    const [a, b] = await Promise.all([startProcess('a'), startProcess('b')]);
    expect(await a.presence.connect('asha')).toBe(true);
    expect(await b.presence.connect('asha')).toBe(false);
    expect(await a.presence.connect('asha')).toBe(false);
    expect([...(await b.presence.onlineAmong(['asha', 'nobody']))]).toEqual(['asha']);
    expect(await a.presence.disconnect('asha')).toBe(false);
    expect(await a.presence.disconnect('asha')).toBe(false);
    expect(await b.presence.disconnect('asha')).toBe(true);
    expect((await a.presence.onlineAmong(['asha'])).size).toBe(0);
    await Promise.all([a.presence.stop(), b.presence.stop()]);
  });

  it('gives exactly one "went offline" when the last two tabs close on two processes at once', async () => {
    const [a, b] = await Promise.all([startProcess('a'), startProcess('b')]);
    for (let round = 0; round < 20; round += 1) {
      await Promise.all([a.presence.connect('ravi'), b.presence.connect('ravi')]);
      const results = await Promise.all([a.presence.disconnect('ravi'), b.presence.disconnect('ravi')]);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
    await Promise.all([a.presence.stop(), b.presence.stop()]);
  });

  it('a stopping process takes its users offline at once and reports them', async () => {
    const [a, b] = await Promise.all([startProcess('a'), startProcess('b')]);
    await a.presence.connect('meena');
    await a.presence.connect('kiran');
    await b.presence.connect('kiran');
    expect((await a.presence.stop()).sort()).toEqual(['meena']);
    expect([...(await b.presence.onlineAmong(['meena', 'kiran']))]).toEqual(['kiran']);
    await b.presence.stop();
  });

  it('a process that dies leaves no one online: another one reaps it within the TTL', async () => {
    const [dying, living] = await Promise.all([startProcess('dying'), startProcess('living')]);
    await dying.presence.connect('gopal');
    await living.presence.connect('sita');
    // Cut its Redis connection: no more heartbeats, and no chance to clean up, as after a kill -9.
    dying.redis.disconnect();
    const diedAt = Date.now();
    await waitFor(async () => (await living.presence.onlineAmong(['gopal'])).size === 0);
    expect(Date.now() - diedAt).toBeLessThan(TTL_MS + 3 * HEARTBEAT_MS + 500);
    expect(living.changed).toContainEqual(['gopal']);
    expect([...(await living.presence.onlineAmong(['sita']))]).toEqual(['sita']);

    // If it was only paused, it comes back with its users, and says they changed.
    await dying.redis.connect();
    await waitFor(async () => (await living.presence.onlineAmong(['gopal'])).size === 1);
    expect(dying.changed).toContainEqual(['gopal']);
    expect(await dying.presence.disconnect('gopal')).toBe(true);
    await Promise.all([dying.presence.stop(), living.presence.stop()]);
  });
});
