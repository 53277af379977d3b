#!/usr/bin/env -S node --import tsx
// Alerts bench: one server process on PostgreSQL sends alerts from its outbox to a local SMS gateway stand-in (the
// webhook provider). First a burst (N alerts due at once): alerts a second, against the stand-in's own rate taken
// with the same concurrency in the same run. Then a steady flow (200 falling due a second): the delay from due to
// the stand-in's receipt. Budgets: bench/README.md.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { dbUrl } from './lib/paths.mjs';
import { ensureDatabase } from './lib/products-db.mjs';
import { onCleanup } from './lib/processes.mjs';
import { budget, figure, runBench } from './lib/report.mjs';
import { startServer } from './lib/servers.mjs';
import { round, summarize } from './lib/stats.mjs';

const DB_NAME = 'ks_bench_alerts';
/** The stand-in's concurrency for the baseline: as many requests in flight as the outbox sends at once. */
const BASELINE_CONCURRENCY = 32;

/** A gateway that answers 200 at once and notes when each alert (by its reference) arrived. */
async function startGateway() {
  const arrivals = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reference?: string };
      if (body.reference) arrivals.set(body.reference, Date.now());
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

/** The stand-in's own rate: `count` webhook posts from here, `BASELINE_CONCURRENCY` at a time. */
async function gatewayRate(url: string, count: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: BASELINE_CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const response = await fetch(`${url}/sms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: '+919800000000', text: 'baseline', purpose: 'alert' }),
        });
        await response.arrayBuffer();
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/** `count` farmers with verified phones and one buyer who wrote to all of them; returns their ids. */
async function people(client: pg.Client, count: number) {
  await client.query('TRUNCATE alert_outbox, alert_settings');
  await client.query(`DELETE FROM users WHERE email LIKE 'alerts.bench.%'`);
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO users (id, full_name, email, phone_number, phone_verified_at, address, role, password_hash)
     SELECT gen_random_uuid(), 'Farmer ' || g, 'alerts.bench.' || g || '@gmail.com',
            '+9198' || lpad(g::text, 8, '0'), now(), 'Nashik, Maharashtra', 'seller', 'not-a-login'
     FROM generate_series(1, $1::int) g RETURNING id`,
    [count],
  );
  const { rows: buyer } = await client.query<{ id: string }>(
    `INSERT INTO users (id, full_name, email, phone_number, address, role, password_hash)
     VALUES (gen_random_uuid(), 'Sunita Shah', 'alerts.bench.buyer@gmail.com', '+919700000000', 'Pune', 'user', 'x')
     RETURNING id`,
  );
  return { farmers: rows.map((row) => row.id), buyer: buyer[0]!.id };
}

/** Puts one alert per farmer in the outbox, the i-th due at `dueAt(i)`; returns each alert's id and due time. */
async function enqueue(client: pg.Client, farmers: string[], buyer: string, dueAt: (i: number) => number) {
  await client.query('DELETE FROM alert_outbox');
  const due = farmers.map((_farmer, i) => dueAt(i));
  const { rows } = await client.query<{ id: string; due: Date }>(
    `INSERT INTO alert_outbox (id, user_id, kind, partner_id, facts, link, code, due_at)
     SELECT gen_random_uuid(), f.id, 'messages', $2::uuid, '{"who":"Sunita Shah","crop":"Nashik Onion"}',
            '/chat/' || $2::text, substr(md5(random()::text || f.id::text), 1, 12), to_timestamp(f.due / 1000.0)
     FROM unnest($1::uuid[], $3::float8[]) AS f(id, due)
     RETURNING id, due_at AS due`,
    [farmers, buyer, due],
  );
  return rows.map((row) => ({ id: row.id, due: row.due.getTime() }));
}

async function waitFor(arrivals: Map<string, number>, ids: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (ids.some((id) => !arrivals.has(id))) {
    if (Date.now() > deadline) {
      const missing = ids.filter((id) => !arrivals.has(id)).length;
      throw new Error(
        `${missing} of ${ids.length} alerts did not reach the gateway in ${timeoutMs / 1000} s`,
      );
    }
    await sleep(20);
  }
}

await runBench(
  'alerts',
  async ({ quick, log }) => {
    const burst = quick ? 1_000 : 3_000;
    const ratePerSecond = 200;
    const steadySeconds = quick ? 5 : 15;
    await ensureDatabase(DB_NAME);
    const gateway = await startGateway();
    const server = await startServer('alerts-server', {
      databaseUrl: dbUrl(DB_NAME),
      extra: {
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: `${gateway.url}/sms`,
        // Any hour of the day, no cap of the operator's in the way: the bench measures the sender.
        ALERT_QUIET_HOURS: 'none',
        SMS_MAX_PER_HOUR: '100000000',
        SMS_MAX_PER_DAY: '100000000',
        ALERT_POLL_MS: '250',
      },
    });
    const client = new pg.Client({ connectionString: dbUrl(DB_NAME) });
    await client.connect();
    onCleanup(() => client.end());
    const { farmers, buyer } = await people(client, Math.max(burst, ratePerSecond * steadySeconds));
    log(`${farmers.length} farmers with verified phones; server ${server.url}`);

    const baseline = await gatewayRate(gateway.url, burst);
    log(`the stand-in alone takes ${round(baseline)} posts/s (${BASELINE_CONCURRENCY} at a time)`);

    // Burst: all due now, timed from the insert to the last receipt.
    gateway.arrivals.clear();
    const started = Date.now();
    const burstAlerts = await enqueue(client, farmers.slice(0, burst), buyer, () => started);
    await waitFor(
      gateway.arrivals,
      burstAlerts.map((alert) => alert.id),
      120_000,
    );
    const last = Math.max(...burstAlerts.map((alert) => gateway.arrivals.get(alert.id)!));
    const perSecond = burst / ((last - started) / 1000);
    log(`burst of ${burst}: ${round(perSecond)} alerts/s`);

    // Steady: 200 a second fall due; the delay is from each one's due time to its receipt.
    gateway.arrivals.clear();
    const from = Date.now() + 1_000;
    const count = ratePerSecond * steadySeconds;
    const steady = await enqueue(
      client,
      farmers.slice(0, count),
      buyer,
      (i) => from + (i * 1000) / ratePerSecond,
    );
    await waitFor(
      gateway.arrivals,
      steady.map((alert) => alert.id),
      steadySeconds * 1000 + 60_000,
    );
    const delays = summarize(steady.map((alert) => gateway.arrivals.get(alert.id)! - alert.due));
    log(
      `steady ${ratePerSecond}/s: due → sent p50 ${delays.p50} ms, p95 ${delays.p95} ms, max ${delays.max} ms`,
    );
    const { rows } = await client.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM alert_outbox GROUP BY status',
    );
    await server.stop();

    return {
      lines: [
        budget({
          what: `alerts sent a second by one process, ${burst} due at once, to a local gateway stand-in`,
          measured: perSecond,
          unit: 'alerts/s',
          op: '>=',
          limit: 200,
          baseline,
          baselineUnit: 'posts/s',
          baselineLabel: `the stand-in alone, ${BASELINE_CONCURRENCY} at a time`,
          ratio: perSecond / baseline,
        }),
        budget({
          what: `due → sent p95, ${ratePerSecond} falling due a second for ${steadySeconds} s (poll 250 ms)`,
          measured: delays.p95,
          unit: 'ms',
          op: '<=',
          limit: 2000,
        }),
        figure({ what: 'due → sent p50', measured: delays.p50, unit: 'ms' }),
      ],
      details: { burst, perSecond, baseline, delays, statuses: rows },
    };
  },
  { timeoutMs: { quick: 150_000, full: 300_000 } },
);
