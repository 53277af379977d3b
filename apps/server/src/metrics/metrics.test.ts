import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, openTestDatabase, type TestContext } from '../../test/test-app';
import { allowedRanges, createAppMetrics, mayReadMetrics, startMetricsServer, type AppMetrics } from '.';

/** This machine's first address that is not the loopback: a caller from it is "another machine" to the check. */
function outsideAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('this machine has no network address besides the loopback');
  return address;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(metrics: AppMetrics, allow: string[] = []): Promise<number> {
  const server = await startMetricsServer({ registry: metrics.registry, host: '0.0.0.0', port: 0, allow });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

describe('the metrics endpoint', () => {
  it('answers a caller on the loopback and refuses one from another address unless METRICS_ALLOW names it', async () => {
    const metrics = createAppMetrics({ enabled: true, database: 'pglite' });
    metrics.httpAnswered('GET', '/api/v1/product/new', 200, 3);
    const port = await serve(metrics);
    const local = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(local.status).toBe(200);
    expect(local.headers.get('content-type')).toContain('text/plain');
    expect(await local.text()).toContain(
      'kisansetu_http_request_duration_seconds_count{method="GET",route="/api/v1/product/new",status="200"} 1',
    );

    const outside = outsideAddress();
    const refused = await fetch(`http://${outside}:${port}/metrics`);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('kisansetu_');

    const allowedPort = await serve(metrics, [`${outside}/32`]);
    expect((await fetch(`http://${outside}:${allowedPort}/metrics`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('believes only the socket address: the loopback in every form, and allowed networks of the same family', () => {
    expect(mayReadMetrics('127.0.0.1', [])).toBe(true);
    expect(mayReadMetrics('::1', [])).toBe(true);
    expect(mayReadMetrics('::ffff:127.0.0.1', [])).toBe(true);
    expect(mayReadMetrics('10.0.0.7', [])).toBe(false);
    expect(mayReadMetrics(undefined, [])).toBe(false);
    const allowed = allowedRanges(['10.0.0.0/8', '2001:db8::5']);
    expect(mayReadMetrics('10.20.30.40', allowed)).toBe(true);
    expect(mayReadMetrics('::ffff:10.0.0.7', allowed)).toBe(true);
    expect(mayReadMetrics('11.0.0.1', allowed)).toBe(false);
    expect(mayReadMetrics('2001:db8::5', allowed)).toBe(true);
    expect(mayReadMetrics('2001:db8::6', allowed)).toBe(false);
  });
});

/** The database the test app runs on, as its metrics name it. */
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('what a running app measures', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('labels each request by its route pattern and never by the path it was asked with', async () => {
    const metrics = createAppMetrics({ enabled: true, database });
    ctx = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '1' }, { metrics });
    const id = randomUUID();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/no-such-thing/${id}` })).statusCode).toBe(
      404,
    );
    const login = {
      method: 'POST' as const,
      url: '/api/v1/user/login',
      payload: { email: 'a@gmail.com', password: 'x', role: 'user' },
    };
    await ctx.app.inject(login);
    expect((await ctx.app.inject(login)).statusCode).toBe(429);

    const text = await metrics.registry.metrics();
    expect(text).toContain(
      `kisansetu_http_request_duration_seconds_count{method="GET",route="/api/v1/product/:id",status="404"} 1`,
    );
    expect(text).toContain(
      `kisansetu_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1`,
    );
    expect(text).not.toContain(id);
    expect(text).toContain('kisansetu_rate_limit_refusals_total{limit="address /api/v1/user/login"} 1');
  });

  it('reports the database, the disk of DATA_DIR and every background queue at each scrape', async () => {
    const metrics = createAppMetrics({ enabled: true, database });
    // A database of the test's own, which it then stops while the app runs (closed once, whoever asks first).
    const own = await openTestDatabase({ reusable: false });
    let closed: Promise<void> | undefined;
    ctx = await createTestContext(
      {},
      { metrics, database: { ...own, close: () => (closed ??= own.close()) } },
    );
    await ctx.app.inject({ method: 'GET', url: '/api/v1/product/new' });

    const text = await metrics.registry.metrics();
    expect(text).toContain('kisansetu_database_up 1');
    for (const queue of ['push', 'alert_outbox', 'view_batches', 'request_matching']) {
      expect(text).toContain(`kisansetu_queue_depth{queue="${queue}"} 0`);
      expect(text).toContain(`kisansetu_queue_oldest_age_seconds{queue="${queue}"} 0`);
    }
    expect(Number(/^kisansetu_data_dir_free_bytes (\d+)/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(
      Number(
        new RegExp(`^kisansetu_db_query_duration_seconds_count\\{database="${database}"\\} (\\d+)`, 'm').exec(
          text,
        )?.[1],
      ),
    ).toBeGreaterThan(0);

    await ctx.database.close();
    expect(await metrics.registry.metrics()).toContain('kisansetu_database_up 0');
  });
});
