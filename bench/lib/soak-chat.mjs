/* global fetch, AbortSignal, setInterval, clearInterval */
// The soak's chat: persistent socket.io clients (websocket, through the proxy, so they spread over both processes and
// land on a live one after a reconnect) that behave like the web client: reconnect by themselves after a dropped
// transport, retry after a refused handshake or a server's disconnect, and after every reconnect fetch the
// conversation over HTTP to catch what they missed. Each message carries a unique id in its text; receivers count
// what they get live and what they find in a fetch, so every message can be accounted for exactly once.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';

const API = '/api/v1';
const TAG = 'soak:';
const idIn = (text) => (text.startsWith(TAG) ? text.slice(TAG.length).split(' ')[0] : undefined);
/** The web client's reconnection settings (contract REALTIME). */
const RECONNECT = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
};

/**
 * `pairs`: [{ buyer, seller }] with { id, token }; the buyer has already opened the conversation. `now()` gives ms on
 * the soak's clock; `onUpgrade` of the proxy tells `backendOf` where each user's socket went.
 */
export function createChat({ baseUrl, pairs, now }) {
  /** id → { from, to, at, outcome: 'stored' | 'refused' | 'pending', status, attempts } */
  const sent = new Map();
  /** id → times received live by its receiver */
  const live = new Map();
  /** ids found by a receiver's fetch after a reconnect */
  const fetched = new Set();
  const clients = [];
  const events = { reconnects: 0, fetches: 0, fetchFailures: 0, connectErrors: 0, serverDisconnects: 0 };
  const disconnects = [];
  let closed = false;

  async function fetchHistory(user, partnerId) {
    let before = '';
    for (let page = 0; page < 20; page += 1) {
      const response = await fetch(`${baseUrl}${API}/message/${partnerId}?limit=200${before}`, {
        headers: { authorization: `Bearer ${user.token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status !== 200) throw new Error(`history answered ${response.status}`);
      const { data } = await response.json();
      for (const message of data.messages) {
        const id = idIn(message.message);
        if (id && message.receiverId === user.id) fetched.add(id);
      }
      if (data.messages.length < 200) return;
      before = `&before=${data.messages[0]._id}`;
    }
  }

  /** As the web does after a reconnect: fetch, and try again while the server cannot answer. */
  async function catchUp(user, partnerId) {
    events.fetches += 1;
    for (let attempt = 0; attempt < 30 && !closed; attempt += 1) {
      try {
        return await fetchHistory(user, partnerId);
      } catch {
        await sleep(2_000);
      }
    }
    events.fetchFailures += 1;
  }

  function connect(user, partnerId) {
    const socket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: user.token },
      query: { userID: user.id },
      forceNew: true,
      reconnection: true,
      ...RECONNECT,
    });
    const client = { user, socket, connectedBefore: false, lastDisconnectAt: null };
    clients.push(client);
    const retryLater = () =>
      void sleep(RECONNECT.reconnectionDelayMax).then(() => {
        if (!closed && !socket.connected) socket.connect();
      });
    socket.on('connect', () => {
      if (client.connectedBefore) {
        events.reconnects += 1;
        void catchUp(user, partnerId);
      }
      client.connectedBefore = true;
    });
    socket.on('newMessage', (message) => {
      if (message.receiverId !== user.id) return;
      const id = idIn(message.message);
      if (id) live.set(id, (live.get(id) ?? 0) + 1);
    });
    socket.on('disconnect', (reason) => {
      client.lastDisconnectAt = now();
      disconnects.push({ at: now(), reason });
      if (reason === 'io server disconnect') {
        events.serverDisconnects += 1;
        retryLater();
      }
    });
    socket.on('connect_error', () => {
      events.connectErrors += 1;
      // A refused handshake (database down while the session is checked) is not retried by socket.io itself.
      if (!socket.active) retryLater();
    });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(client));
      socket.once('connect_error', (error) => (client.connectedBefore ? undefined : reject(error)));
    });
  }

  /** One message, retried with its clientId (the server stores it once) while the answer is unknown. */
  async function send(from, to) {
    const id = randomUUID();
    const record = { from: from.id, to: to.id, at: now(), outcome: 'pending', status: null, attempts: 0 };
    sent.set(id, record);
    for (; record.attempts < 4; record.attempts += 1) {
      if (record.attempts > 0) await sleep(1_000);
      try {
        const response = await fetch(`${baseUrl}${API}/message/send/${to.id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message: `${TAG}${id} from the soak`, clientId: id }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        record.status = response.status;
        if (response.status === 200 || response.status === 201) return void (record.outcome = 'stored');
        // 502 is the proxy's: the process died with the request in it, so whether it was stored is unknown.
        if (response.status !== 502) return void (record.outcome = 'refused');
      } catch (error) {
        record.status = error?.name === 'TimeoutError' ? 'timeout' : 'network';
      }
    }
    record.outcome = 'refused';
  }

  let sender;
  const sends = new Set();
  return {
    sent,
    live,
    events,
    disconnects,
    clients,
    /** Connects every user of every pair, 20 at a time. */
    async connectAll() {
      const users = pairs.flatMap((p) => [
        [p.buyer, p.seller.id],
        [p.seller, p.buyer.id],
      ]);
      for (let i = 0; i < users.length; i += 20)
        await Promise.all(users.slice(i, i + 20).map(([user, partner]) => connect(user, partner)));
    },
    /** Sends `rate` messages a second, each between the two sides of a random pair, either way. */
    start(rate) {
      let owed = 0;
      sender = setInterval(() => {
        owed += rate / 10;
        for (; owed >= 1; owed -= 1) {
          const pair = pairs[Math.floor(Math.random() * pairs.length)];
          const [from, to] = Math.random() < 0.5 ? [pair.buyer, pair.seller] : [pair.seller, pair.buyer];
          const job = send(from, to).finally(() => sends.delete(job));
          sends.add(job);
        }
      }, 100);
    },
    async stopSending() {
      clearInterval(sender);
      await Promise.allSettled([...sends]);
    },
    /** The accounting: every message sent, delivered once (live or by a fetch), duplicated, lost or refused. */
    tally() {
      const t = { sent: sent.size, stored: 0, refused: 0, received: 0, receivedLive: 0, receivedByFetch: 0 };
      Object.assign(t, { lost: 0, duplicated: 0, deliveredDespiteError: 0 });
      const lostIds = [];
      const lostDetails = [];
      for (const [id, record] of sent) {
        const times = live.get(id) ?? 0;
        const delivered = times > 0 || fetched.has(id);
        if (record.outcome === 'stored') t.stored += 1;
        if (delivered) {
          t.received += 1;
          if (times > 0) t.receivedLive += 1;
          else t.receivedByFetch += 1;
          if (times > 1) t.duplicated += 1;
          if (record.outcome !== 'stored') t.deliveredDespiteError += 1;
        } else if (record.outcome === 'stored') {
          t.lost += 1;
          lostIds.push(id);
          lostDetails.push({
            id,
            at: Math.round(record.at),
            status: record.status,
            attempts: record.attempts,
          });
        } else t.refused += 1;
      }
      return { ...t, lostIds, lostDetails };
    },
    close() {
      closed = true;
      for (const { socket } of clients) socket.disconnect();
    },
  };
}

/** A socket straight to one process (the probes): resolves once connected. */
export function directSocket(url, user, { reconnection = false } = {}) {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: user.token },
    forceNew: true,
    reconnection,
    ...RECONNECT,
  });
  return socket;
}

export { TAG as CHAT_TAG, idIn as chatIdIn };
