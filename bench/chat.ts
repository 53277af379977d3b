#!/usr/bin/env -S node --import tsx
// Chat bench: N socket.io clients (1,000; 200 with --quick), every one a signed-in user with a live session, connected
// to one server process; messages sent at a steady rate over HTTP (POST message/send, as the web client does) to
// receivers that are connected, timed from the moment the POST leaves to the moment the receiver's socket gets
// newMessage. Then the same across two processes joined through Redis, every message crossing from one to the other.
// Also: RSS per connection and the server's RSS under the load; and one-minute voice notes (a real recording) sent
// as multipart, timed the same way. Budgets: bench/README.md.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { createSessionStore, openPostgres } from '@kisansetu/server/tools';
import { dbUrl, REDIS_URL } from './lib/paths.mjs';
import { cpuMsOf, onCleanup, rssOf } from './lib/processes.mjs';
import { ensureDatabase } from './lib/products-db.mjs';
import { budget, figure, runBench } from './lib/report.mjs';
import { startServer } from './lib/servers.mjs';
import { round, summarize } from './lib/stats.mjs';
import { cachedVoiceNote } from './lib/voice-note.mjs';

const DB_NAME = 'ks_bench_chat';
/** Keys of the two-process run go to their own Redis database (pub/sub channels are server-wide in Redis). */
const CLUSTER_REDIS = `${REDIS_URL}/9`;

interface BenchUser {
  id: string;
  token: string;
  role: 'user' | 'seller';
}

/** N users (half buyers, half sellers), each with a session made by the server's own session store. */
async function createUsers(count: number, say: (m: string) => void): Promise<BenchUser[]> {
  await ensureDatabase(DB_NAME);
  const handle = await openPostgres(dbUrl(DB_NAME), 8);
  try {
    await handle.db.execute(sql`TRUNCATE users CASCADE`);
    const result = (await handle.db.execute(sql`
      INSERT INTO users (id, full_name, email, phone_number, address, role, password_hash)
      SELECT gen_random_uuid(), 'Chat Bench ' || g, 'chat.bench.' || g || '@gmail.com', '97' || lpad(g::text, 8, '0'),
             'Karnal, Haryana', CASE WHEN g % 2 = 0 THEN 'user' ELSE 'seller' END, 'not-a-login'
      FROM generate_series(1, ${count}::int) g
      RETURNING id, role, email`)) as unknown as {
      rows: { id: string; role: 'user' | 'seller'; email: string }[];
    };
    const rows = result.rows.sort(
      (a, b) => Number(a.email.split('.')[2]!.split('@')[0]) - Number(b.email.split('.')[2]!.split('@')[0]),
    );
    const sessions = createSessionStore(handle.db, 1);
    const users: BenchUser[] = [];
    for (let i = 0; i < rows.length; i += 50) {
      const batch = rows.slice(i, i + 50);
      const tokens = await Promise.all(batch.map((row) => sessions.create(row.id)));
      batch.forEach((row, j) => users.push({ id: row.id, role: row.role, token: tokens[j]!.token }));
    }
    say(`${users.length} users with sessions in ${DB_NAME}`);
    return users;
  } finally {
    await handle.close();
  }
}

/** Pairs (buyer, seller): user 2k+1 is a seller, 2k+2 a buyer. */
function pairsOf(users: BenchUser[]) {
  const pairs: { buyer: BenchUser; seller: BenchUser }[] = [];
  for (let i = 0; i + 1 < users.length; i += 2) {
    const [a, b] = [users[i]!, users[i + 1]!];
    pairs.push(a.role === 'user' ? { buyer: a, seller: b } : { buyer: b, seller: a });
  }
  return pairs;
}

async function send(baseUrl: string, from: BenchUser, to: BenchUser, message: string, clientId: string) {
  const response = await fetch(`${baseUrl}/api/v1/message/send/${to.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message, clientId }),
  });
  await response.arrayBuffer();
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`message/send answered ${response.status}`);
}

/** Sends a voice note as the web client does: multipart with the recording as `audio`. */
async function sendVoiceNote(
  baseUrl: string,
  from: BenchUser,
  to: BenchUser,
  note: Buffer,
  clientId: string,
) {
  const form = new FormData();
  form.append('clientId', clientId);
  form.append('audio', new Blob([new Uint8Array(note)], { type: 'audio/mp4' }), 'note.m4a');
  const response = await fetch(`${baseUrl}/api/v1/message/send/${to.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${from.token}` },
    body: form,
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`voice note answered ${response.status}`);
}

/** Connects every user's socket to the server `urlOf(user)` chooses, 50 at a time; resolves when all are connected. */
async function connectAll(
  users: BenchUser[],
  urlOf: (u: BenchUser) => string,
  onMessage: (to: BenchUser, clientId: string | undefined) => void,
) {
  const sockets: Socket[] = [];
  onCleanup(() => {
    for (const s of sockets) s.disconnect();
  });
  const started = performance.now();
  for (let i = 0; i < users.length; i += 50) {
    await Promise.all(
      users.slice(i, i + 50).map(
        (user) =>
          new Promise<void>((resolve, reject) => {
            const socket = io(urlOf(user), {
              path: '/socket.io',
              transports: ['websocket'],
              auth: { token: user.token },
              reconnection: false,
              forceNew: true,
              timeout: 20_000,
            });
            sockets.push(socket);
            socket.on('newMessage', (message: { clientId?: string; receiverId: string }) => {
              if (message.receiverId === user.id) onMessage(user, message.clientId);
            });
            socket.once('connect', () => resolve());
            socket.once('connect_error', (error) =>
              reject(new Error(`socket of ${user.id}: ${error.message}`)),
            );
          }),
      ),
    );
  }
  return { sockets, seconds: round((performance.now() - started) / 1000, 1) };
}

/**
 * Sends `rate` messages a second for `seconds` (open loop: on schedule whether or not earlier sends finished), each
 * from one side of a pair to the other; returns the send→receive latencies and the HTTP response times.
 */
async function steadyLoad(options: {
  pairs: { buyer: BenchUser; seller: BenchUser }[];
  urlFor: (from: BenchUser) => string;
  rate: number;
  seconds: number;
  sink: Sink;
  sample: () => void;
}) {
  const { pairs, urlFor, rate, seconds, sink, sample } = options;
  const { pending, latencies } = sink;
  const total = rate * seconds;
  const http: number[] = [];
  const failures: string[] = [];
  const sends: Promise<void>[] = [];
  const started = performance.now();
  const sampler = setInterval(sample, 500);
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const pair = pairs[i % pairs.length]!;
    const [from, to] =
      Math.floor(i / pairs.length) % 2 === 0 ? [pair.buyer, pair.seller] : [pair.seller, pair.buyer];
    const clientId = randomUUID();
    const t0 = performance.now();
    pending.set(clientId, t0);
    sink.sentAt.set(clientId, t0 - started);
    sends.push(
      send(urlFor(from), from, to, `bench message ${i}`, clientId).then(
        () => void http.push(performance.now() - t0),
        (error: unknown) => void failures.push(String(error)),
      ),
    );
  }
  await Promise.all(sends);
  // Whatever is still on its way gets 5 s.
  const deadline = performance.now() + 5_000;
  while (pending.size > 0 && performance.now() < deadline) await sleep(50);
  clearInterval(sampler);
  // p95 of each second of sending: shows whether slow deliveries are spread out or bunched (a stall).
  const bySecond = new Map<number, number[]>();
  for (const [clientId, at] of sink.sentAt) {
    const latency = sink.byId.get(clientId);
    if (latency === undefined) continue;
    const second = Math.floor(at / 1000);
    bySecond.set(second, [...(bySecond.get(second) ?? []), latency]);
  }
  const timeline = [...bySecond]
    .sort(([a], [b]) => a - b)
    .map(([second, values]) => ({ second, ...summarize(values) }));
  return {
    sent: total,
    received: latencies.length,
    lost: pending.size,
    failures: failures.length,
    http: summarize(http),
    failuresSample: failures.slice(0, 3),
    timeline: timeline.map((t) => ({ second: t.second, p50: t.p50, p95: t.p95, max: t.max })),
  };
}

/** Where receipts go: swapped for a fresh one per phase, so warm-up messages never count. */
interface Sink {
  pending: Map<string, number>;
  latencies: number[];
  sentAt: Map<string, number>;
  byId: Map<string, number>;
}
const newSink = (): Sink => ({ pending: new Map(), latencies: [], sentAt: new Map(), byId: new Map() });

function receiver(current: () => Sink) {
  return (_to: BenchUser, clientId: string | undefined) => {
    if (clientId === undefined) return;
    const sink = current();
    const t0 = sink.pending.get(clientId);
    if (t0 === undefined) return;
    sink.pending.delete(clientId);
    sink.latencies.push(performance.now() - t0);
    sink.byId.set(clientId, performance.now() - t0);
  };
}

await runBench(
  'chat',
  async ({ quick, log }) => {
    const clients = quick ? 200 : 1000;
    const voiceNote = await cachedVoiceNote(60);
    const notes = quick ? 20 : 60;
    const rate = 50;
    const seconds = quick ? 5 : 20;
    const users = await createUsers(clients, log);
    const pairs = pairsOf(users);

    // ---- one process ----
    const one = await startServer('chat-server', { databaseUrl: dbUrl(DB_NAME) });
    log('warm-up: every buyer opens its conversation (nobody connected yet)');
    for (let i = 0; i < pairs.length; i += 25) {
      await Promise.all(
        pairs.slice(i, i + 25).map((p) => send(one.url, p.buyer, p.seller, 'hello', randomUUID())),
      );
    }
    await sleep(1_000);
    const rssBefore = rssOf(one.pid)!;
    let sink = newSink();
    const connected = await connectAll(
      users,
      () => one.url,
      receiver(() => sink),
    );
    await sleep(quick ? 1_000 : 3_000);
    const rssConnected = rssOf(one.pid)!;
    log(
      `${clients} clients connected in ${connected.seconds} s; RSS ${Math.round(rssBefore / 2 ** 20)} → ${Math.round(rssConnected / 2 ** 20)} MB`,
    );
    // a short warm-up of the send path, not counted
    await steadyLoad({ pairs, urlFor: () => one.url, rate, seconds: 2, sink, sample: () => {} });
    sink = newSink();
    let rssPeak = rssConnected;
    log(`steady: ${rate} msg/s for ${seconds} s`);
    const cpuOne = cpuMsOf(one.pid)!;
    const single = await steadyLoad({
      pairs,
      urlFor: () => one.url,
      rate,
      seconds,
      sink,
      sample: () => void (rssPeak = Math.max(rssPeak, rssOf(one.pid) ?? 0)),
    });
    const singleCpuMsPerMessage = round((cpuMsOf(one.pid)! - cpuOne) / single.sent, 2);
    const singleLatency = summarize(sink.latencies);
    log(
      `one process: p50 ${singleLatency.p50} ms, p95 ${singleLatency.p95} ms (POST alone p95 ${single.http.p95} ms), lost ${single.lost}, server CPU ${singleCpuMsPerMessage} ms/message, RSS peak ${Math.round(rssPeak / 2 ** 20)} MB`,
    );
    // Voice notes, one at a time (two a second at most) from buyers to their connected farmers.
    sink = newSink();
    const noteHttp: number[] = [];
    for (let i = 0; i < notes; i += 1) {
      const pair = pairs[i % pairs.length]!;
      const clientId = randomUUID();
      const t0 = performance.now();
      sink.pending.set(clientId, t0);
      await sendVoiceNote(one.url, pair.buyer, pair.seller, voiceNote, clientId);
      noteHttp.push(performance.now() - t0);
      const deadline = performance.now() + 5_000;
      while (sink.pending.has(clientId) && performance.now() < deadline) await sleep(5);
      await sleep(Math.max(0, 500 - (performance.now() - t0)));
    }
    const noteLatency = summarize(sink.latencies);
    const notesLost = sink.pending.size;
    log(
      `voice notes (${round(voiceNote.length / 1024, 0)} KB, 60 s): p50 ${noteLatency.p50} ms, p95 ${noteLatency.p95} ms (POST alone p95 ${summarize(noteHttp).p95} ms), lost ${notesLost}`,
    );
    for (const s of connected.sockets) s.disconnect();
    await one.stop();

    // ---- two processes through Redis: buyers on A, sellers on B; each POST goes to the sender's process ----
    const a = await startServer('chat-server-a', { databaseUrl: dbUrl(DB_NAME), redisUrl: CLUSTER_REDIS });
    const b = await startServer('chat-server-b', { databaseUrl: dbUrl(DB_NAME), redisUrl: CLUSTER_REDIS });
    const urlOf = (u: BenchUser) => (u.role === 'user' ? a.url : b.url);
    sink = newSink();
    const connected2 = await connectAll(
      users,
      urlOf,
      receiver(() => sink),
    );
    await sleep(quick ? 1_000 : 3_000);
    await steadyLoad({ pairs, urlFor: urlOf, rate, seconds: 2, sink, sample: () => {} });
    sink = newSink();
    let rssPeakA = rssOf(a.pid)!;
    let rssPeakB = rssOf(b.pid)!;
    log(`two processes via Redis: ${rate} msg/s for ${seconds} s`);
    const cpuA = cpuMsOf(a.pid)!;
    const cpuB = cpuMsOf(b.pid)!;
    const cluster = await steadyLoad({
      pairs,
      urlFor: urlOf,
      rate,
      seconds,
      sink,
      sample: () => {
        rssPeakA = Math.max(rssPeakA, rssOf(a.pid) ?? 0);
        rssPeakB = Math.max(rssPeakB, rssOf(b.pid) ?? 0);
      },
    });
    const clusterCpuMsPerMessage = round((cpuMsOf(a.pid)! - cpuA + cpuMsOf(b.pid)! - cpuB) / cluster.sent, 2);
    const clusterLatency = summarize(sink.latencies);
    log(
      `two processes: p50 ${clusterLatency.p50} ms, p95 ${clusterLatency.p95} ms (POST alone p95 ${cluster.http.p95} ms), lost ${cluster.lost}, server CPU ${clusterCpuMsPerMessage} ms/message`,
    );
    for (const s of connected2.sockets) s.disconnect();

    const perConnectionKb = (rssConnected - rssBefore) / clients / 1024;
    const lost = single.lost + single.failures + cluster.lost + cluster.failures + notesLost;
    return {
      lines: [
        budget({
          what: `chat send→receive p95, ${clients} clients, one process`,
          budget: '≤ 50 ms',
          measured: singleLatency.p95,
          unit: 'ms',
          op: '<=',
          limit: 50,
          baseline: single.http.p95,
          baselineLabel: 'p95 of the POST message/send alone',
          ratio: singleLatency.p95 / single.http.p95,
          note: `p50 ${singleLatency.p50} ms; ${rate} msg/s for ${seconds} s; ${single.received}/${single.sent} received; server CPU ${singleCpuMsPerMessage} ms/message`,
        }),
        budget({
          what: `chat send→receive p95, ${clients} clients, two processes via Redis`,
          budget: '≤ 75 ms',
          measured: clusterLatency.p95,
          unit: 'ms',
          op: '<=',
          limit: 75,
          baseline: singleLatency.p95,
          baselineLabel: 'one-process p95 of this run',
          ratio: clusterLatency.p95 / singleLatency.p95,
          note: `p50 ${clusterLatency.p50} ms; every message crosses processes; ${cluster.received}/${cluster.sent} received; server CPU ${clusterCpuMsPerMessage} ms/message (both processes)`,
        }),
        budget({
          what: 'a 60 s voice note sent→received p95, one process',
          budget: '≤ 300 ms',
          measured: noteLatency.p95,
          unit: 'ms',
          op: '<=',
          limit: 300,
          baseline: singleLatency.p95,
          baselineLabel: 'text message send→receive p95 of this run',
          ratio: noteLatency.p95 / singleLatency.p95,
          note: `${round(voiceNote.length / 1024, 0)} KB MP4/Opus recorded by Chromium; ${notes} notes one after another; p50 ${noteLatency.p50} ms`,
        }),
        figure({
          what: 'chat memory per connection (RSS delta / clients)',
          measured: perConnectionKb,
          unit: 'KB',
          note: `RSS ${round(rssBefore / 2 ** 20, 0)} MB before, ${round(rssConnected / 2 ** 20, 0)} MB with ${clients} clients`,
        }),
        figure({
          what: 'server RSS under the chat load (one process, peak)',
          measured: rssPeak / 2 ** 20,
          unit: 'MB',
          note: `two processes: ${round(rssPeakA / 2 ** 20, 0)} + ${round(rssPeakB / 2 ** 20, 0)} MB`,
        }),
        ...(lost > 0
          ? [figure({ what: 'chat messages lost or failed (should be 0)', measured: lost, unit: 'messages' })]
          : []),
      ],
      details: {
        clients,
        rate,
        seconds,
        database: `PostgreSQL ${DB_NAME}`,
        redis: CLUSTER_REDIS,
        connectSeconds: { one: connected.seconds, two: connected2.seconds },
        rss: { before: rssBefore, connected: rssConnected, peak: rssPeak, peakA: rssPeakA, peakB: rssPeakB },
        single: { ...single, latency: singleLatency, serverCpuMsPerMessage: singleCpuMsPerMessage },
        voiceNotes: {
          bytes: voiceNote.length,
          count: notes,
          latency: noteLatency,
          http: summarize(noteHttp),
        },
        cluster: { ...cluster, latency: clusterLatency, serverCpuMsPerMessage: clusterCpuMsPerMessage },
      },
      notes: [
        'All clients are socket.io-client websockets in the bench process; the sender (fetch) is there too, so the figure includes the client side of a busy 2-core machine.',
        'Conversations are opened before clients connect; the steady phase alternates directions within each buyer–seller pair.',
      ],
    };
  },
  { timeoutMs: { quick: 120_000, full: 300_000 } },
);
