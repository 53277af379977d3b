/* global fetch, AbortSignal, FormData, Blob, setInterval, clearInterval */
// The soak's HTTP traffic: what a crowd of people does (browse, open a listing, search, sign up, log in, post a crop
// with a photo, wishlist), as calls chosen by weight. Every call is recorded with its start time, duration and status,
// so the report can tell errors inside a fault's window from errors outside it. Open loop: calls start on schedule
// whether or not earlier ones have finished, as people do; a server that slows down sees the queue grow.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const API = '/api/v1';
/** A call slower than this is cut off and recorded as `timeout` (the fault goals call anything past 5 s a hang). */
const CALL_TIMEOUT_MS = 15_000;

/** How often each call is chosen: reads dominate, as on the site; the writes are the heavy ones (argon2, sharp). */
export const MIX = {
  browse: 30,
  detail: 20,
  search: 20,
  'wishlist-add': 6,
  'wishlist-get': 6,
  login: 6,
  signup: 3,
  upload: 3,
};

const SEARCH_TERMS = [
  'wheat',
  'tomato',
  'onion',
  'rice',
  'aloo',
  'gehun',
  'basmati',
  'nashik',
  'organic',
  'wheet',
];

/** Every call made: { kind, at (ms from the soak's start), ms, status (number, 'network' or 'timeout') }. */
export function createRecorder(t0) {
  const calls = [];
  return {
    calls,
    now: () => performance.now() - t0,
    add(kind, at, ms, status) {
      calls.push({ kind, at, ms, status });
    },
  };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function chooseKind() {
  const total = Object.values(MIX).reduce((sum, w) => sum + w, 0);
  let r = Math.random() * total;
  for (const [kind, weight] of Object.entries(MIX)) {
    r -= weight;
    if (r < 0) return kind;
  }
  return 'browse';
}

/**
 * The calls, bound to the proxy's URL and the accounts made at setup: `accounts` = { buyers, sellers } (each
 * { id, email, token, role }), `productIds` a starting list of listing ids, `photo` the small JPEG to upload.
 */
export function createCalls({ baseUrl, accounts, productIds, photo, run, recorder }) {
  let signups = 0;
  const ids = [...productIds];
  const remember = (list) => {
    for (const p of list) if (ids.length < 5_000) ids.push(p._id);
  };

  /** One timed request; the body is read, JSON parsed when it is JSON. Never throws. */
  async function timed(kind, path, init = {}) {
    const at = recorder.now();
    const started = performance.now();
    let status;
    let json;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      status = response.status;
      const text = await response.text();
      if ((response.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(text);
    } catch (error) {
      status = error?.name === 'TimeoutError' ? 'timeout' : 'network';
    }
    recorder.add(kind, at, performance.now() - started, status);
    return { status, json };
  }

  const auth = (account) => ({ authorization: `Bearer ${account.token}` });

  const calls = {
    async browse() {
      const page = 1 + Math.floor(Math.random() ** 2 * 30);
      const answer = await timed('browse', `${API}/product/new?page=${page}`);
      if (answer.json?.data?.products) remember(answer.json.data.products);
      return answer;
    },
    detail: () => timed('detail', `${API}/product/${pick(ids)}`),
    search: () => timed('search', `${API}/product/search?name=${encodeURIComponent(pick(SEARCH_TERMS))}`),
    'wishlist-add': () =>
      timed('wishlist-add', `${API}/cart/add/${pick(ids)}`, {
        method: 'POST',
        headers: auth(pick(accounts.buyers)),
      }),
    'wishlist-get': () => timed('wishlist-get', `${API}/cart/get`, { headers: auth(pick(accounts.buyers)) }),
    login() {
      const account = pick([...accounts.buyers, ...accounts.sellers]);
      return timed('login', `${API}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password, role: account.role }),
      });
    },
    signup() {
      signups += 1;
      const form = new FormData();
      const n = `${run}.${signups}`;
      form.set('fullName', `Soak Signup ${signups}`);
      form.set('email', `soak.signup.${n}@gmail.com`);
      form.set('phoneNumber', `98${String(signups).padStart(8, '0')}`);
      form.set('role', 'user');
      form.set('address', 'Karnal, Haryana');
      form.set('password', 'soak-password-1');
      form.set('pincode', '132001');
      return timed('signup', `${API}/user/register`, { method: 'POST', body: form });
    },
    async upload() {
      const form = new FormData();
      form.set('productName', 'Sharbati Wheat');
      form.set('price', String(2000 + Math.floor(Math.random() * 500)));
      form.set('unit', 'quintal');
      form.set('quantity', '20');
      form.set('description', 'Clean grain from this season, stored dry. Soak test listing.');
      form.set('address', 'Karnal, Haryana');
      form.set('availability', 'in_stock');
      form.set('pincode', '132001');
      form.append('images', new Blob([photo], { type: 'image/jpeg' }), 'crop.jpg');
      const answer = await timed('upload', `${API}/product/create`, {
        method: 'POST',
        headers: auth(pick(accounts.sellers)),
        body: form,
      });
      if (answer.json?.data?.product) remember([answer.json.data.product]);
      return answer;
    },
  };
  /** Runs one call; resolves to its { status, json }. */
  return { run: (kind) => calls[kind]() };
}

/**
 * Closed loop for `seconds`: `concurrency` workers call back to back. Returns completed calls a second, the
 * capacity the soak then runs at half of.
 */
export async function measureCapacity(calls, { concurrency = 16, seconds = 6 } = {}) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await calls.run(chooseKind());
        done += 1;
      }
    }),
  );
  return done / seconds;
}

/**
 * Open loop at `rate` calls a second until `stop()` is called; resolves when every started call has finished.
 * Returns { stop, done }.
 */
export function openLoop(calls, rate) {
  const inFlight = new Set();
  let stopped = false;
  let owed = 0;
  const tickMs = 50;
  const timer = setInterval(() => {
    if (stopped) return;
    owed += (rate * tickMs) / 1000;
    for (; owed >= 1; owed -= 1) {
      const call = calls.run(chooseKind()).finally(() => inFlight.delete(call));
      inFlight.add(call);
    }
  }, tickMs);
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (inFlight.size > 0) await Promise.race([...inFlight, sleep(1_000)]);
    },
    inFlight: () => inFlight.size,
  };
}
