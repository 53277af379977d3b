/* global fetch, FormData, Blob, performance */
// The deploy check's journey (.ci/deploy-check starts everything): a visitor, a farmer and a buyer through nginx over
// HTTPS, as browsers would come. Two accounts are made through the API, the farmer posts a listing with a photo that
// every process can serve, and a chat message reaches sockets held by both app processes (the other through Redis).
// TLS is verified against the check's own certificate (NODE_EXTRA_CA_CERTS), never switched off.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { io } from 'socket.io-client';
import { verhoeffCheckDigit } from '@kisansetu/contract';

const BASE = required('DEPLOY_BASE');
const PLAIN = required('DEPLOY_PLAIN');
const METRICS = required('DEPLOY_METRICS').split(',');
const BROTLI = process.env.DEPLOY_BROTLI === '1';
/** Every wait is bounded, so a lost event fails the check instead of hanging CI. */
const WAIT_MS = 10_000;

const started = performance.now();

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (.ci/deploy-check sets it)`);
  return value;
}

function step(text) {
  console.log(`journey: ${text} (${((performance.now() - started) / 1000).toFixed(1)}s)`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** A request through nginx; unsafe methods carry the page's Origin, as a browser's would. */
async function call(path, { method = 'GET', cookie, json, form, headers = {} } = {}) {
  const sent = { ...headers };
  if (method !== 'GET' && method !== 'HEAD') sent.origin = BASE;
  if (cookie) sent.cookie = cookie;
  let body;
  if (json !== undefined) {
    sent['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  return fetch(new URL(path, BASE), { method, headers: sent, body, redirect: 'manual' });
}

async function expectStatus(response, statuses, what) {
  const text = await response.text();
  if (!statuses.includes(response.status))
    throw new Error(`${what}: ${response.status} ${text.slice(0, 400)}`);
  return text;
}

const json = async (response, statuses, what) => JSON.parse(await expectStatus(response, statuses, what));

const PASSWORD = 'deploy-check-42';

/** Signs up through the API (multipart, as the sign-up form sends it), then logs in; returns the session cookie. */
async function signUp(role, fullName, address) {
  const email = `${role}.${Date.now().toString(36)}${randomUUID().slice(0, 6)}@gmail.com`;
  const form = new FormData();
  form.append('fullName', fullName);
  form.append('email', email);
  form.append('phoneNumber', `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  form.append('role', role);
  form.append('address', address);
  form.append('password', PASSWORD);
  if (role === 'seller') {
    const digits = `2${String(Date.now()).slice(-10)}`;
    form.append('aadharNumber', `${digits}${verhoeffCheckDigit(digits)}`);
  }
  await expectStatus(
    await call('/api/v1/user/register', { method: 'POST', form }),
    [201],
    `register ${role}`,
  );

  const login = await call('/api/v1/user/login', {
    method: 'POST',
    json: { email, password: PASSWORD, role },
  });
  const { data } = await json(login, [200], `log in ${role}`);
  const setCookie = login.headers.getSetCookie().find((line) => line.startsWith('__Host-'));
  check(setCookie, `log in ${role}: no __Host- session cookie (COOKIE_SECURE behind HTTPS)`);
  check(
    /;\s*secure/i.test(setCookie) && /;\s*httponly/i.test(setCookie),
    `session cookie not Secure and HttpOnly`,
  );
  return { user: data.user, cookie: setCookie.split(';')[0] };
}

/** A socket.io client as the web app opens one, with the session cookie, from a chosen loopback address. */
function openSocket(cookie, { transports, localAddress }) {
  const socket = io(BASE, {
    path: '/socket.io',
    transports,
    forceNew: true,
    reconnection: false,
    timeout: WAIT_MS,
    extraHeaders: { cookie, origin: BASE },
    ...(localAddress ? { localAddress, family: 4 } : {}),
  });
  const messages = [];
  socket.on('newMessage', (message) => messages.push(message));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, messages }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(new Error(`socket.io through nginx: ${error.message}`));
    });
  });
}

/** Each process's chat sockets, from its own metrics port. */
async function socketCounts() {
  return Promise.all(
    METRICS.map(async (url) => {
      const response = await fetch(url).catch((error) => {
        throw new Error(`metrics ${url}: ${error.cause?.message ?? error.message}`);
      });
      const text = await expectStatus(response, [200], `metrics ${url}`);
      const match = /^kisansetu_socketio_connections (\S+)$/m.exec(text);
      check(match, `${url} has no kisansetu_socketio_connections`);
      return Number(match[1]);
    }),
  );
}

async function countsWhenTotal(total) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const counts = await socketCounts();
    if (counts.reduce((a, b) => a + b, 0) === total) return counts;
    if (Date.now() > deadline)
      throw new Error(`sockets per process ${counts.join('/')}, expected ${total} in all`);
    await sleep(50);
  }
}

async function until(condition, what) {
  const deadline = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(20);
  }
}

async function main() {
  const ready = await json(await call('/readyz'), [200], 'readyz through nginx');
  check(ready.database === 'postgres', `readyz: ${JSON.stringify(ready)}`);
  const redirect = await fetch(`${PLAIN}/market?crop=onion`, { redirect: 'manual' });
  check(
    redirect.status === 301 && redirect.headers.get('location') === 'https://localhost/market?crop=onion',
    `plain HTTP: ${redirect.status} ${redirect.headers.get('location')}`,
  );
  step('nginx answers over HTTPS with the app ready on PostgreSQL; plain HTTP is sent to HTTPS');

  const encoding = BROTLI ? 'br' : 'gzip';
  const page = await call('/', { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  const html = await expectStatus(page, [200], 'home page');
  check(
    page.headers.get('content-encoding') === encoding,
    `home page: content-encoding ${page.headers.get('content-encoding')}`,
  );
  const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  check(script, 'home page names no /assets/ script');
  const asset = await call(script, { headers: { 'accept-encoding': 'br, gzip' } });
  await expectStatus(asset, [200], script);
  check(
    asset.headers.get('content-encoding') === encoding,
    `${script}: content-encoding ${asset.headers.get('content-encoding')}`,
  );
  check(
    /immutable/.test(asset.headers.get('cache-control') ?? ''),
    `${script}: cache-control ${asset.headers.get('cache-control')}`,
  );
  step(
    `the page is compressed (${encoding}); its hashed script comes from disk, precompressed and cached for a year`,
  );

  const seller = await signUp('seller', 'Ramesh Patil', 'Nashik, Maharashtra');
  const buyer = await signUp('user', 'Sunita Sharma', 'Pune, Maharashtra');
  step('a farmer and a buyer signed up and logged in (Secure __Host- session cookies)');

  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  for (const [key, value] of Object.entries({
    productName: 'Onion',
    price: '2400',
    unit: 'quintal',
    quantity: '20',
    description: 'Red onion from Nashik, dry and sorted',
    address: 'Nashik, Maharashtra',
    availability: 'in_stock',
  }))
    form.append(key, value);
  form.append('images', new Blob([photo], { type: 'image/jpeg' }), 'onion.jpg');
  const created = await json(
    await call('/api/v1/product/create', { method: 'POST', cookie: seller.cookie, form }),
    [200, 201],
    'post a listing',
  );
  const product = created.data.product;
  check(product.image.length === 1, `listing has ${product.image.length} photos`);
  // nginx takes turns between the processes: each of them must find the photo in the shared store.
  for (let i = 0; i < 4; i += 1) {
    const image = await call(product.image[0]);
    await expectStatus(image, [200], `photo ${product.image[0]}`);
    check(image.headers.get('content-type') === 'image/webp', `photo: ${image.headers.get('content-type')}`);
  }
  step(`the farmer posted a listing with a photo; four reads of it through nginx all found it`);

  // The socket upstream sticks to the client's address: loopback addresses are tried until the buyer's socket is on
  // another process than the farmer's.
  await countsWhenTotal(0);
  const farmerSocket = await openSocket(seller.cookie, {
    transports: ['websocket'],
    localAddress: '127.0.0.2',
  });
  const farmerOn = (await countsWhenTotal(1)).findIndex((n) => n > 0);
  let buyerSocket;
  let buyerOn = -1;
  for (let host = 3; host < 40 && !buyerSocket; host += 1) {
    const candidate = await openSocket(buyer.cookie, {
      transports: ['websocket'],
      localAddress: `127.0.0.${host}`,
    });
    const counts = await countsWhenTotal(2);
    buyerOn = counts.findIndex((n, i) => i !== farmerOn && n > 0);
    if (buyerOn >= 0) buyerSocket = candidate;
    else {
      candidate.socket.close();
      await countsWhenTotal(1);
    }
  }
  check(buyerSocket, 'no loopback address reached another process than the farmer socket');
  step(
    `websockets through nginx: the farmer's on process ${farmerOn + 1}, the buyer's on process ${buyerOn + 1}`,
  );

  // The web app's way: long polling first, then the upgrade, every request of it on the same process.
  const farmerTab = await openSocket(seller.cookie, { transports: ['polling', 'websocket'] });
  if (farmerTab.socket.io.engine.transport.name !== 'websocket')
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the polling socket never upgraded')), WAIT_MS);
      farmerTab.socket.io.engine.once('upgrade', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  await countsWhenTotal(3);
  step("the farmer's second tab started with long polling and upgraded to a websocket");

  const clientId = randomUUID();
  const sent = await json(
    await call(`/api/v1/message/send/${seller.user._id}`, {
      method: 'POST',
      cookie: buyer.cookie,
      json: {
        message: 'Is the onion still available? I can collect on Friday.',
        clientId,
        productId: product._id,
      },
    }),
    [200, 201],
    'send a chat message',
  );
  check(sent.data.message.clientId === clientId, 'the stored message is not the one sent');
  const arrived = (client) => client.messages.some((message) => message.clientId === clientId);
  await until(() => arrived(farmerSocket), "the message on the farmer's socket");
  await until(() => arrived(farmerTab), "the message on the farmer's second tab");
  await until(() => arrived(buyerSocket), "the message on the buyer's own socket");
  step(`the buyer's message reached sockets on both processes (process ${farmerOn + 1} and ${buyerOn + 1})`);

  for (const client of [farmerSocket, farmerTab, buyerSocket]) client.socket.close();
}

try {
  await main();
  step('passed');
  process.exit(0);
} catch (error) {
  console.error(`journey: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
