/* global setInterval, clearInterval */
// The soak: two server processes on PostgreSQL + Redis behind a local round-robin proxy, mixed traffic at
// half the capacity measured at the start, 200 chat sockets, and scripted faults — PostgreSQL restarted, Redis
// restarted, one process killed with SIGKILL and started again — then SIGTERM with requests in flight. Writes
// bench/results/soak.json and soak.md. `--quick` runs 2 minutes, `--minutes N` any length (10 by default).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { dbUrl, REDIS_URL } from './lib/paths.mjs';
import { cachedPhoto } from './lib/photo.mjs';
import { onCleanup, rssOf } from './lib/processes.mjs';
import { ensureDatabase, ensureProducts } from './lib/products-db.mjs';
import { runBench } from './lib/report.mjs';
import { startServer, tempDir } from './lib/servers.mjs';
import { createChat } from './lib/soak-chat.mjs';
import { drain, ensureServicesUp, pgStart, pgStop, redisStart, redisStop } from './lib/soak-faults.mjs';
import { crossProcessProbe, databaseProbe, probe, watchReadiness } from './lib/soak-probes.mjs';
import { startProxy } from './lib/soak-proxy.mjs';
import { report } from './lib/soak-goals.mjs';
import { duringOutage } from './lib/soak-report.mjs';
import {
  createAccounts,
  openConversations,
  pairUp,
  removeEarlierSoakData,
  someProductIds,
  storedMessageIds,
} from './lib/soak-setup.mjs';
import { createCalls, createRecorder, measureCapacity, openLoop } from './lib/soak-traffic.mjs';
import { round } from './lib/stats.mjs';

const DB_NAME = 'ks_bench_soak';
/** Its own Redis database for keys (pub/sub channels are server-wide: see bench/README's known limits). */
const SOAK_REDIS = `${REDIS_URL}/10`;
const CHAT_PAIRS = 100;
const CHAT_RATE = 5;
const OUTAGE_MS = 8_000;
const KILLED_FOR_MS = 3_000;

function minutesFromArgs(argv, quick) {
  const i = argv.indexOf('--minutes');
  const given = i >= 0 ? Number(argv[i + 1]) : Number.NaN;
  return Number.isFinite(given) && given > 0 ? given : quick ? 2 : 10;
}
const quickArg = process.argv.includes('--quick');
const MINUTES = minutesFromArgs(process.argv, quickArg);

await runBench(
  'soak',
  async ({ log }) => {
    const durationMs = MINUTES * 60_000;
    const run = Date.now().toString(36);
    const loadBefore = os.loadavg().map((l) => round(l, 2));
    onCleanup(() => ensureServicesUp(log));
    await ensureServicesUp(log);
    try {
      return await soak({ log, durationMs, run, loadBefore });
    } finally {
      await ensureServicesUp(log);
    }
  },
  { timeoutMs: { quick: (MINUTES + 6) * 60_000, full: (MINUTES + 6) * 60_000 } },
);

async function soak({ log, durationMs, run, loadBefore }) {
  // Before counting the listings: an earlier soak's uploads would make the count look wrong and refill the database.
  await ensureDatabase(DB_NAME);
  log(`removed ${await removeEarlierSoakData(dbUrl(DB_NAME))} accounts of earlier soaks`);
  const { url: databaseUrl } = await ensureProducts(DB_NAME, 10_000, log);
  const dataDir = tempDir('soak');
  const serverOptions = { databaseUrl, redisUrl: SOAK_REDIS, dataDir };
  const servers = {
    a: await startServer('soak-a', serverOptions),
    b: await startServer('soak-b', serverOptions),
  };
  /** user id → backend port of their socket (the proxy says where each upgrade went) */
  const backendOf = new Map();
  const proxy = await startProxy([servers.a.port, servers.b.port], {
    onUpgrade: (url, port) => {
      const userId = new URL(url, 'http://x').searchParams.get('userID');
      if (userId) backendOf.set(userId, port);
    },
  });
  onCleanup(() => proxy.close());
  log(`processes on :${servers.a.port} and :${servers.b.port}, proxy ${proxy.url}`);

  const accounts = await createAccounts(proxy.url, databaseUrl, run, {
    chatBuyer: ['user', CHAT_PAIRS],
    chatSeller: ['seller', CHAT_PAIRS],
    buyer: ['user', 20],
    seller: ['seller', 10],
    probeBuyer: ['user', 2],
    probeSeller: ['seller', 2],
  });
  const pairs = pairUp(accounts.chatBuyer, accounts.chatSeller);
  const probePairs = pairUp(accounts.probeBuyer, accounts.probeSeller);
  await openConversations(proxy.url, [...pairs, ...probePairs]);
  log(`${Object.values(accounts).flat().length} accounts logged in; conversations opened`);

  let t0 = performance.now();
  const now = () => performance.now() - t0;
  const chat = createChat({ baseUrl: proxy.url, pairs, now });
  onCleanup(() => chat.close());
  await chat.connectAll();
  const onA = chat.clients.filter((c) => backendOf.get(c.user.id) === servers.a.port).length;
  log(`${chat.clients.length} chat sockets connected (${onA} on A, ${chat.clients.length - onA} on B)`);

  const photo = await cachedPhoto({ width: 800, height: 600, seed: 7 });
  const productIds = await someProductIds(databaseUrl);
  const capacityRecorder = createRecorder(performance.now());
  const capacityCalls = createCalls({
    baseUrl: proxy.url,
    accounts: { buyers: accounts.buyer, sellers: accounts.seller },
    productIds,
    photo,
    run: `${run}c`,
    recorder: capacityRecorder,
  });
  const capacity = await measureCapacity(capacityCalls, { seconds: MINUTES <= 2 ? 4 : 8 });
  const rate = Math.max(2, Math.min(150, Math.round(capacity / 2)));
  log(`capacity ${round(capacity, 1)} calls/s on the mix; soaking at ${rate} calls/s for ${MINUTES} min`);

  // ---- the soak proper: everything below is timed from here ----
  t0 = performance.now();
  const startedAt = new Date().toISOString();
  const recorder = createRecorder(t0);
  const callOptions = {
    accounts: { buyers: accounts.buyer, sellers: accounts.seller },
    productIds,
    photo,
    run,
  };
  const calls = createCalls({ ...callOptions, baseUrl: proxy.url, recorder });
  const timeline = [];
  const note = (event) => {
    timeline.push({ at: now(), event });
    log(`${round(now() / 1000, 1)} s: ${event}`);
  };
  const live = () => Object.entries(servers).map(([name, s]) => ({ name, url: s.url, pid: s.pid }));
  const readiness = watchReadiness(live, now);
  const rss = [];
  const sampleRss = () => {
    for (const { name, pid } of live()) {
      const bytes = rssOf(pid);
      if (bytes !== null) rss.push({ at: now(), name, mb: round(bytes / 2 ** 20, 1) });
    }
  };
  sampleRss();
  const sampler = setInterval(sampleRss, 5_000);
  const cross = await crossProcessProbe({
    a: servers.a,
    b: servers.b,
    near: probePairs[0].seller,
    far: probePairs[0].buyer,
    near2: probePairs[1].seller,
    far2: probePairs[1].buyer,
    now,
  });
  const load = openLoop(calls, rate);
  chat.start(CHAT_RATE);
  note(`traffic started: ${rate} calls/s, ${CHAT_RATE} chat msg/s`);

  const at = (fraction) => sleep(Math.max(0, fraction * durationMs - now()));
  const windows = [];
  const faults = {};

  // PostgreSQL restarted.
  await at(0.25);
  const dbProbe = databaseProbe(live(), now);
  const pgDownAt = now();
  note('PostgreSQL: fast stop');
  await pgStop();
  note('PostgreSQL stopped');
  await sleep(OUTAGE_MS);
  const pgStartAt = now();
  await pgStart();
  const pgUpAt = now();
  note(`PostgreSQL started again (took ${round((pgUpAt - pgStartAt) / 1000, 1)} s)`);
  await sleep(8_000);
  await dbProbe.stop();
  const firstOk = Object.fromEntries(
    ['a', 'b'].map((name) => {
      const ok = dbProbe.results.find((r) => r.name === name && r.at >= pgUpAt && r.status === 200);
      return [name, ok ? Math.round(ok.at - pgUpAt) : null];
    }),
  );
  const readyzDown = Object.fromEntries(
    ['a', 'b'].map((name) => [name, readiness.firstAfter(name, 503, pgDownAt)?.at ?? null]),
  );
  const probeDuring = dbProbe.results.filter((r) => r.at >= pgDownAt && r.at <= pgStartAt);
  faults.postgres = {
    downAt: pgDownAt,
    startedAt: pgStartAt,
    upAt: pgUpAt,
    trafficDuring: duringOutage(recorder.calls, pgDownAt, pgUpAt),
    probeDuring: {
      statuses: probeDuring.reduce((s, r) => ({ ...s, [r.status]: (s[r.status] ?? 0) + 1 }), {}),
      maxMs: round(Math.max(0, ...probeDuring.map((r) => r.ms)), 1),
    },
    readyz503At: readyzDown,
    firstOkAfterUpMs: firstOk,
  };
  windows.push({
    name: 'postgres',
    from: pgDownAt,
    to: pgUpAt + Math.max(0, ...Object.values(firstOk).map((v) => v ?? 0)),
  });
  note(`PostgreSQL outage: traffic got ${statusText(faults.postgres.trafficDuring)}`);
  note(
    `PostgreSQL back: first 200 after ${firstOk.a} ms (A), ${firstOk.b} ms (B); /readyz 503 from ${readyzDown.a === null ? 'never' : `${round((readyzDown.a - pgDownAt) / 1000, 1)} s`} (A)`,
  );

  // Redis restarted.
  await at(0.45);
  const redisDownAt = now();
  note('Redis: shutdown nosave');
  await redisStop();
  await sleep(OUTAGE_MS);
  const redisStartAt = now();
  await redisStart();
  const redisUpAt = now();
  note('Redis started again (empty)');
  windows.push({ name: 'redis', from: redisDownAt, to: redisUpAt });
  faults.redis = { downAt: redisDownAt, upAt: redisUpAt, startedAt: redisStartAt };
  await sleep(4_000);
  faults.redis.trafficDuring = duringOutage(recorder.calls, redisDownAt, redisUpAt);
  note(`Redis outage: traffic got ${statusText(faults.redis.trafficDuring)}`);

  // One process killed with SIGKILL, started again on its port.
  await at(0.65);
  const killAt = now();
  const onB = chat.clients.filter((c) => backendOf.get(c.user.id) === servers.b.port).length;
  servers.b.proc.child.kill('SIGKILL');
  await servers.b.proc.exited;
  note(`process B killed (SIGKILL) with ${onB} chat sockets on it`);
  await sleep(KILLED_FOR_MS);
  servers.b = await startServer('soak-b2', { ...serverOptions, port: servers.b.port });
  const bUpAt = now();
  note(`process B started again and ready (${round((bUpAt - killAt) / 1000, 1)} s after the kill)`);
  windows.push({ name: 'kill', from: killAt, to: bUpAt });
  faults.kill = { killAt, readyAt: bUpAt, socketsOnB: onB };
  await sleep(4_000);
  faults.kill.trafficDuring = duringOutage(recorder.calls, killAt, bUpAt);
  note(`while B was away: traffic got ${statusText(faults.kill.trafficDuring)}`);

  // The end: traffic stops, messages on their way get 10 s, then the accounting.
  await at(1);
  note('traffic stopping');
  await Promise.all([load.stop(), chat.stopSending()]);
  await cross.stop();
  await sleep(10_000);
  clearInterval(sampler);
  const tally = chat.tally();
  const neverStored = tally.lostIds.length - (await storedMessageIds(databaseUrl, tally.lostIds)).size;
  note(
    `chat: ${tally.sent} sent, ${tally.received} received, ${tally.lost} lost, ${tally.duplicated} duplicated, ${tally.refused} refused`,
  );
  const readyAtEnd = Object.fromEntries(
    await Promise.all(live().map(async (s) => [s.name, (await probe(`${s.url}/readyz`)).status])),
  );
  readiness.stop();

  // SIGTERM with requests in flight, one process after the other (A's sockets move to B, then B's go).
  const drains = {};
  for (const name of ['a', 'b']) {
    const server = servers[name];
    const port = server.port;
    // Straight to the process, recorded apart: these are the drain's, not the soak's traffic.
    const direct = createCalls({
      ...callOptions,
      run: `${run}${name}`,
      baseUrl: server.url,
      recorder: createRecorder(t0),
    });
    const clientsThere = chat.clients.filter((c) => backendOf.get(c.user.id) === port);
    const result = await drain(server, () =>
      ['search', 'search', 'browse', 'browse', 'upload', 'detail'].map((kind) => direct.run(kind)),
    );
    // Long enough for the drained process's clients to land on the other one before it is drained in turn.
    await sleep(3_000);
    const closedAfter = clientsThere
      .map((c) => c.lastDisconnectAt)
      .filter((d) => d !== null && d >= result.signalledAt - t0);
    drains[name] = {
      ...result,
      socketsOnIt: clientsThere.length,
      socketsClosed: closedAfter.length,
      lastSocketClosedMs: closedAfter.length
        ? Math.round(Math.max(...closedAfter) - (result.signalledAt - t0))
        : null,
    };
    note(
      `SIGTERM ${name.toUpperCase()}: exited in ${result.exitMs} ms, ${result.completed}/${result.inFlight} in-flight answered, ${closedAfter.length}/${clientsThere.length} sockets closed`,
    );
  }
  chat.close();

  return report({
    minutes: MINUTES,
    chatRate: CHAT_RATE,
    startedAt,
    log,
    run,
    loadBefore,
    durationMs,
    rate,
    capacity,
    recorder,
    windows,
    faults,
    tally,
    neverStored,
    chat,
    cross,
    rss,
    readiness,
    readyAtEnd,
    drains,
    timeline,
    onA,
  });
}

/** "503: 12, 200: 40; slowest 80 ms, 0 over 5 s" */
function statusText(d) {
  const list = Object.entries(d.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  return `${list || 'no calls'}; slowest ${d.maxMs} ms, ${d.over5s} over 5 s`;
}
