import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Message } from '@kisansetu/contract';
import { signUpVia, startNode, type ClusterNode } from '../../test/cluster-process';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../../test/otlp-receiver';
import { createPostgresDatabase } from '../../test/postgres-database';
import { connectClient, settle, type TestClient } from '../../test/socket-client';

/** OTLP's span kinds. */
const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;

/**
 * Two traced server processes sharing PostgreSQL and Redis: a chat message sent through one and delivered by the
 * other's socket is one trace, its spans exported by both processes.
 */
describe("a chat message's trace across two processes", () => {
  let receiver: OtlpReceiver;
  let dropDatabase: (() => Promise<void>) | undefined;
  let keyPrefix: string;
  const nodes: ClusterNode[] = [];
  let client: TestClient | undefined;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const database = await createPostgresDatabase(
      process.env.DATABASE_URL!,
      'ks_cluster',
      inject('postgresTemplate'),
    );
    dropDatabase = database.drop;
    keyPrefix = `ks-trace-${randomBytes(4).toString('hex')}`;
    const settings = {
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL!,
      keyPrefix,
      aadhaarKey: randomBytes(32).toString('hex'),
      heartbeatMs: 1_000,
      ttlMs: 5_000,
      preload: ['./src/telemetry/preload.ts'],
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'kisansetu-cluster',
        OTEL_BSP_SCHEDULE_DELAY: '50',
      },
    };
    nodes.push(...(await Promise.all([startNode('a', settings), startNode('b', settings)])));
  });

  afterAll(async () => {
    client?.close();
    await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
    await receiver?.close();
    await dropDatabase?.();
    if (keyPrefix) {
      const redis = new Redis(process.env.REDIS_URL!);
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('records the send on one process and the delivery on the other in one trace, and sends the client only the message', async () => {
    const [a, b] = nodes as [ClusterNode, ClusterNode];
    const [buyer, seller] = await Promise.all([signUpVia(a, 'user'), signUpVia(b, 'seller')]);
    client = await connectClient(b.url, { cookie: seller.cookie });
    const rawPackets: string[] = [];
    client.socket.io.engine.on('packet', (packet) => rawPackets.push(String(packet.data ?? '')));

    const response = await fetch(`${a.url}/api/v1/message/send/${seller.user._id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: buyer.cookie },
      body: JSON.stringify({ message: 'Is the maize dry?' }),
    });
    expect(response.status).toBe(201);
    const sent = ((await response.json()) as { data: { message: Message } }).data.message;
    expect(await client.message((m) => m._id === sent._id)).toEqual(sent);
    await settle(100);
    expect(rawPackets.filter((data) => data.includes(sent._id))).toHaveLength(1);
    expect(rawPackets.join('\n')).not.toMatch(/traceparent|traceContext/);

    const isSend = (span: ReceivedSpan) =>
      span.kind === SERVER && span.name === 'POST /api/v1/message/send/:userId';
    const isDelivery = (span: ReceivedSpan) =>
      span.kind === CONSUMER && span.name === 'socket.io deliver newMessage';
    const spans = await receiver.until((all) => {
      const send = all.find(isSend);
      return send !== undefined && all.some((span) => isDelivery(span) && span.traceId === send.traceId);
    });
    const send = spans.find(isSend)!;
    const trace = spans.filter((span) => span.traceId === send.traceId);
    const sender = send.resource['service.instance.id'];
    const delivery = trace.find(isDelivery)!;
    expect(delivery.resource['service.instance.id']).not.toBe(sender);
    expect(delivery.resource['service.name']).toBe('kisansetu-cluster');
    expect(delivery.attributes['socket.io.sockets']).toBe(1);

    // A first message also tells the pair's online contacts (another emit in this trace); the delivery's parent
    // must be the message's own emit.
    const emit = trace.find((span) => span.spanId === delivery.parentSpanId)!;
    expect(emit).toMatchObject({ kind: PRODUCER, name: 'socket.io emit newMessage' });
    expect(emit.resource['service.instance.id']).toBe(sender);
    // The sending process's own part: the statements that stored the message and the publish to Redis.
    const senderScopes = new Set(
      trace.filter((span) => span.resource['service.instance.id'] === sender).map((span) => span.scope),
    );
    expect([...senderScopes]).toEqual(
      expect.arrayContaining([
        '@opentelemetry/instrumentation-http',
        '@fastify/otel',
        '@opentelemetry/instrumentation-pg',
        '@opentelemetry/instrumentation-ioredis',
        'kisansetu-socket.io',
      ]),
    );
  });
});
