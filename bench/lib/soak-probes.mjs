/* global fetch, AbortSignal, setInterval, clearInterval */
// Probes that watch each server process straight (not through the proxy) while the soak runs: /readyz of every
// process, a database-backed call during the PostgreSQL fault, presence seen across processes, and messages that
// always cross from one process to the other (the Redis fault's subject).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHAT_TAG, chatIdIn, directSocket } from './soak-chat.mjs';

/** GET with a timeout; { status, ms } with status 'network' or 'timeout' when there was no answer. */
export async function probe(url, init = {}, timeoutMs = 10_000) {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - t0 };
  } catch (error) {
    return { status: error?.name === 'TimeoutError' ? 'timeout' : 'network', ms: performance.now() - t0 };
  }
}

/** /readyz of every process in `servers()` every 250 ms; keeps the changes ({ at, name, status }). */
export function watchReadiness(servers, now) {
  const last = new Map();
  const changes = [];
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    await Promise.all(
      servers().map(async ({ name, url }) => {
        const { status } = await probe(`${url}/readyz`, {}, 2_000);
        if (last.get(name) !== status) changes.push({ at: now(), name, status });
        last.set(name, status);
      }),
    );
    busy = false;
  }, 250);
  return {
    changes,
    stop: () => clearInterval(timer),
    /** First time `name` answered `status` at or after `after`. */
    firstAfter: (name, status, after) =>
      changes.find((c) => c.name === name && c.status === status && c.at >= after),
  };
}

/**
 * A database-backed call (a search; the newest page is cached in memory) to each process every 200 ms, for the
 * PostgreSQL fault: what callers get while it is down and when the first 200 comes back.
 */
export function databaseProbe(servers, now) {
  const results = [];
  let stopped = false;
  const loops = servers.map(async ({ name, url }) => {
    while (!stopped) {
      const at = now();
      const { status, ms } = await probe(`${url}/api/v1/product/search?name=wheat`);
      results.push({ name, at, status, ms });
      await sleep(200);
    }
  });
  return {
    results,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * Cross-process chat and presence: `near` stays connected to process A, `far` to process B (reconnecting when B is
 * killed and started again on its port). Every second `near` sends `far` a message through A, so each one must cross
 * through Redis; every 5 s a fresh socket of `far2` on B asks who is online and should see `near2` (on A).
 */
export async function crossProcessProbe({ a, b, near, far, near2, far2, now }) {
  const receivedAt = new Map();
  const sentAt = new Map();
  const farSocket = directSocket(b.url, far, { reconnection: true });
  const nearSocket2 = directSocket(a.url, near2, { reconnection: true });
  farSocket.on('newMessage', (message) => {
    const id = chatIdIn(message.message);
    if (id && message.receiverId === far.id && !receivedAt.has(id)) receivedAt.set(id, now());
  });
  await Promise.all(
    [farSocket, nearSocket2].map((s) => new Promise((resolve) => s.once('connect', resolve))),
  );
  const presence = [];
  let stopped = false;
  const sender = setInterval(() => {
    const id = randomUUID();
    sentAt.set(id, { at: now(), status: null });
    void probe(`${a.url}/api/v1/message/send/${far.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${near.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: `${CHAT_TAG}${id} probe`, clientId: id }),
    }).then(({ status }) => (sentAt.get(id).status = status));
  }, 1_000);
  const presenceLoop = (async () => {
    while (!stopped) {
      const at = now();
      const socket = directSocket(b.url, far2);
      const seen = await new Promise((resolve) => {
        const timer = setTimeout(() => resolve('no answer'), 3_000);
        socket.once('getOnlineUsers', (ids) => {
          clearTimeout(timer);
          resolve(ids.includes(near2.id) ? 'online' : 'offline');
        });
        socket.once('connect_error', () => {
          clearTimeout(timer);
          resolve('refused');
        });
      });
      socket.disconnect();
      presence.push({ at, seen });
      await sleep(5_000);
    }
  })();
  return {
    presence,
    /** Each probe message: when sent, the send's status, when (if) it arrived live. */
    messages: () =>
      [...sentAt].map(([id, s]) => ({ at: s.at, status: s.status, receivedAt: receivedAt.get(id) ?? null })),
    async stop() {
      stopped = true;
      clearInterval(sender);
      await presenceLoop;
      await sleep(1_000);
      farSocket.disconnect();
      nearSocket2.disconnect();
    },
  };
}
