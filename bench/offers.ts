#!/usr/bin/env -S node --import tsx
// Offers bench: one server process on PostgreSQL, one lot with 200 open offers (each buyer with done deals and
// reviews of their own, and a mandi price of the crop nearby), the farmer asking for the ranked list one call after
// another. Baseline: the farmer's own "My deals" page (20 deals with both parties) in the same run, interleaved.
// Budget: bench/README.md.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { dbUrl } from './lib/paths.mjs';
import { ensureDatabase } from './lib/products-db.mjs';
import { onCleanup } from './lib/processes.mjs';
import { budget, figure, runBench } from './lib/report.mjs';
import { startServer } from './lib/servers.mjs';
import { round, summarize } from './lib/stats.mjs';

const DB_NAME = 'ks_bench_offers';
const OFFERS = 200;

/** A signed-in session for `userId`, as the session store keeps it (only the token's SHA-256). */
async function sessionFor(client: pg.Client, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `INSERT INTO sessions (id, token_hash, user_id, expires_at) VALUES (gen_random_uuid(), $1, $2, now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), userId],
  );
  return token;
}

/**
 * The farmer, their lot of onion in Nashik with `offers` open offers from as many buyers, each buyer with three done
 * deals and a review from other farmers (so their trust is not empty), and a mandi's onion price nearby.
 */
async function lotWithOffers(client: pg.Client, offers: number) {
  await client.query(`DELETE FROM users WHERE email LIKE 'offers.bench.%'`);
  await client.query(`DELETE FROM mandi_markets WHERE name = 'Bench Lasalgaon'`);
  const farmerRows = await client.query<{ id: string }>(
    `INSERT INTO users (id, full_name, email, phone_number, phone_verified_at, address, role, password_hash)
     SELECT gen_random_uuid(), 'Farmer ' || g, 'offers.bench.farmer' || g || '@gmail.com',
            '+9197' || lpad(g::text, 8, '0'), now(), 'Niphad, Nashik', 'seller', 'not-a-login'
     FROM generate_series(1, 4) g RETURNING id`,
  );
  const [farmer, ...others] = farmerRows.rows.map((row) => row.id);
  const buyerRows = await client.query<{ id: string }>(
    `INSERT INTO users (id, full_name, email, phone_number, phone_verified_at, address, role, password_hash)
     SELECT gen_random_uuid(), 'Buyer ' || g, 'offers.bench.buyer' || g || '@gmail.com',
            '+9196' || lpad(g::text, 8, '0'), now(), 'Pune', 'user', 'not-a-login'
     FROM generate_series(1, $1::int) g RETURNING id`,
    [offers],
  );
  const buyers = buyerRows.rows.map((row) => row.id);
  const lot = await client.query<{ id: string }>(
    `INSERT INTO products (id, seller_id, product_name, price, unit, quantity, description, address, availability,
                           crop, category, lat, lon, offers_until, offer_count)
     VALUES (gen_random_uuid(), $1, 'Red Onion', 2000, 'quintal', 600, 'Bench lot', 'Niphad, Nashik', 'in_stock',
             'onion', 'vegetables', 20.08, 74.11, now() + interval '2 days', $2)
     RETURNING id`,
    [farmer, offers],
  );
  const lotId = lot.rows[0]!.id;
  // Other farmers' lots, where the buyers' done deals and reviews come from.
  const past = await client.query<{ id: string; seller_id: string }>(
    `INSERT INTO products (id, seller_id, product_name, price, unit, quantity, description, address, availability)
     SELECT gen_random_uuid(), s, 'Old Onion', 1800, 'quintal', 100, 'Sold', 'Nashik', 'in_stock'
     FROM unnest($1::uuid[]) s RETURNING id, seller_id`,
    [others],
  );
  await client.query(
    `INSERT INTO deals (id, product_id, seller_id, buyer_id, product_name, unit, price, quantity, status,
                        last_proposed_by, rounds, seller_done_at, buyer_done_at, done_at, created_at, updated_at)
     SELECT gen_random_uuid(), p.id, p.seller_id, b, 'Old Onion', 'quintal', 1800, 5, 'done', b, '[]'::jsonb,
            now() - interval '10 days', now() - interval '10 days', now() - interval '10 days',
            now() - interval '12 days', now() - interval '10 days'
     FROM unnest($1::uuid[]) b CROSS JOIN unnest($2::uuid[], $3::uuid[]) AS p(id, seller_id)`,
    [buyers, past.rows.map((row) => row.id), past.rows.map((row) => row.seller_id)],
  );
  await client.query(
    `INSERT INTO reviews (id, deal_id, author_id, subject_id, stars, text, product_name, counted, deal_done_at,
                          created_at)
     SELECT gen_random_uuid(), d.id, d.seller_id, d.buyer_id, 4 + (random() > 0.5)::int, '', d.product_name, true,
            d.done_at,
            d.done_at + interval '1 hour'
     FROM deals d WHERE d.buyer_id = ANY($1::uuid[]) AND d.status = 'done'`,
    [buyers],
  );
  await client.query(
    `INSERT INTO deals (id, product_id, seller_id, buyer_id, product_name, unit, price, quantity, status,
                        last_proposed_by, rounds, created_at, updated_at)
     SELECT gen_random_uuid(), $1, $2, b.id, 'Red Onion', 'quintal', 1700 + (b.n % 50) * 10, 20 + b.n % 100,
            'proposed', b.id, '[]'::jsonb, now() - make_interval(mins => b.n::int), now() - make_interval(mins => b.n::int)
     FROM unnest($3::uuid[]) WITH ORDINALITY AS b(id, n)`,
    [lotId, farmer, buyers],
  );
  const market = await client.query<{ id: number }>(
    `INSERT INTO mandi_markets (name, district, state, lat, lon) VALUES ('Bench Lasalgaon', 'Nashik', 'Maharashtra', 20.15, 74.23)
     RETURNING id`,
  );
  await client.query(
    `INSERT INTO mandi_prices (market_id, crop, commodity, date, min, max, modal, source)
     VALUES ($1, 'onion', 'Onion', current_date - 1, 1700, 2300, 2000, 'agmarknet')`,
    [market.rows[0]!.id],
  );
  return { farmer: farmer!, lotId };
}

/** Times `count` calls of each path, interleaved one after another; answers each path's latencies. */
async function timeCalls(base: string, token: string, paths: string[], count: number) {
  const times = paths.map((): number[] => []);
  for (let i = 0; i < count; i += 1) {
    for (const [j, path] of paths.entries()) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.arrayBuffer();
      if (response.status !== 200)
        throw new Error(`${path}: ${response.status} ${Buffer.from(body).toString()}`);
      times[j]!.push(performance.now() - started);
    }
  }
  return times.map((values) => summarize(values));
}

await runBench(
  'offers',
  async ({ quick, log }) => {
    const calls = quick ? 60 : 300;
    await ensureDatabase(DB_NAME);
    const server = await startServer('offers-server', { databaseUrl: dbUrl(DB_NAME) });
    const client = new pg.Client({ connectionString: dbUrl(DB_NAME) });
    await client.connect();
    onCleanup(() => client.end());
    const { farmer, lotId } = await lotWithOffers(client, OFFERS);
    const token = await sessionFor(client, farmer);
    log(`a lot with ${OFFERS} open offers; server ${server.url}`);

    const check = await fetch(`${server.url}/api/v1/deal/offers/${lotId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const checked = (await check.json()) as { data: { offers: { mandi: unknown }[] } };
    if (checked.data.offers.length !== OFFERS || checked.data.offers[0]?.mandi == null)
      throw new Error('the lot does not answer with every offer and its mandi comparison');
    // Warm both paths (the server's first calls prepare their statements).
    await timeCalls(server.url, token, [`/api/v1/deal/offers/${lotId}`, '/api/v1/deal/mine?page=1'], 10);
    const [offers, mine] = await timeCalls(
      server.url,
      token,
      [`/api/v1/deal/offers/${lotId}`, '/api/v1/deal/mine?page=1'],
      calls,
    );
    log(
      `deal/offers (${OFFERS}): p50 ${offers!.p50} ms, p95 ${offers!.p95} ms; deal/mine p95 ${mine!.p95} ms`,
    );
    await server.stop();
    return {
      lines: [
        budget({
          what: `deal/offers/{productId} p95, a lot with ${OFFERS} open offers, one call at a time`,
          measured: offers!.p95,
          unit: 'ms',
          op: '<=',
          limit: 30,
          baseline: mine!.p95,
          baselineLabel: 'deal/mine page 1 (20 deals) p95, interleaved',
          ratio: offers!.p95 / mine!.p95,
        }),
        figure({ what: 'deal/offers p50', measured: round(offers!.p50), unit: 'ms' }),
      ],
      details: { offers: OFFERS, calls, ranked: offers, mine },
    };
  },
  { timeoutMs: { quick: 120_000, full: 240_000 } },
);
