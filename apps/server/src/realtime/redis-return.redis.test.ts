import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { DatabaseHandle } from '../db';
import { signUpAndLogIn } from '../../test/fixtures';
import { connectClient, listen } from '../../test/socket-client';
import { HIGH_LIMITS, openTestDatabase } from '../../test/test-app';
import { connectRedis } from './redis-client';

let app: FastifyInstance;
let database: DatabaseHandle;
let redis: Redis;
let subscriber: Redis | undefined;
let dataDir: string;
let baseUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ks-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    ...HIGH_LIMITS,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  database = await openTestDatabase();
  redis = await connectRedis(process.env.REDIS_URL!);
  redis.on('error', () => undefined);
  // The adapter's subscriber is the shared client's duplicate: kept here, so the test can cut its connection alone.
  const duplicate = redis.duplicate.bind(redis);
  redis.duplicate = (...args: Parameters<Redis['duplicate']>) => (subscriber = duplicate(...args));
  app = await buildApp({
    config,
    database,
    redis,
    realtime: { keyPrefix: `ks-test-${randomBytes(4).toString('hex')}` },
  });
  baseUrl = await listen(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
  redis.disconnect();
  await rm(dataDir, { recursive: true, force: true });
});

describe('Redis comes back after an outage', () => {
  it("drops this process's sockets' transports, so clients reconnect and fetch what other processes sent meanwhile", async () => {
    const buyer = await signUpAndLogIn(app, 'user');
    const client = await connectClient(baseUrl, { token: buyer.token, transports: ['websocket'] });
    const dropped = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
    // As a Redis restart does to the subscriber: the connection goes, ioredis reconnects and subscribes again.
    subscriber!.disconnect(true);
    // "transport close", not "io server disconnect": socket.io clients reconnect by themselves after it.
    expect(await dropped).toBe('transport close');
    client.close();
  });

  it('while Redis is away, a login is answered (the per-address limit is skipped), not failed with a 500', async () => {
    const buyer = await signUpAndLogIn(app, 'user');
    redis.disconnect(false);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: buyer.email, password: buyer.password, role: 'user' },
    });
    expect(login.statusCode).toBe(200);
  });
});
