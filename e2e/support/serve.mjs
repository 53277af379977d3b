// Starts the built server for the browser tests, isolated from everything else on the machine:
// - a fresh embedded database (PGlite) in a new temporary DATA_DIR, so the demo data is seeded on this start;
// - a private copy of the built web app (WEB_DIST), so a rebuild of apps/web/dist during the run cannot swap the
//   files under the pages being tested;
// - no DATABASE_URL or REDIS_URL even when the shell has CI's set;
// - two moderator accounts (support/moderator.ts), added with the project's `npm run moderator` script. That script
//   needs the embedded database closed, and the demo data is only seeded into an empty database, so the server is
//   first started once on a spare port (seeding the demo), stopped, the moderators added, and then started for real.
//   The second factor each enrolment printed (the otpauth URL's secret, the recovery codes) is written as JSON to
//   E2E_MODERATOR_FACTORS for the journeys, which compute the authenticator's codes from it.
// E2E_WEB_DIST=<dir> serves another build of the web app instead (for example a deliberately broken copy, to see
// that the journeys notice).
// - an SMS inbox (support/sms.ts reads it): the server delivers phone sign-in codes and SMS alerts to its webhook, on
//   E2E_SMS_PORT (4179);
// - a WhatsApp stand-in (support/whatsapp.ts reads it) answering as Meta's Cloud API does, on E2E_WHATSAPP_PORT (4181):
//   the server sends WhatsApp alerts to it.
// On SIGTERM (Playwright stops the whole process group) the server shuts down gracefully and the directory goes.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = mkdtempSync(path.join(tmpdir(), 'ks-e2e-'));
const web = path.join(root, 'web');
cpSync(process.env.E2E_WEB_DIST ?? path.join(repo, 'apps', 'web', 'dist'), web, { recursive: true });

const smsPort = Number(process.env.E2E_SMS_PORT ?? 4179);
const whatsappPort = Number(process.env.E2E_WHATSAPP_PORT ?? 4181);
/** The stand-in's phone number id and token, as a business's would be: the server must send both. */
const WHATSAPP_PHONE_NUMBER_ID = '1234567890';
const WHATSAPP_ACCESS_TOKEN = 'e2e-token';
const env = {
  ...process.env,
  DATA_DIR: path.join(root, 'data'),
  WEB_DIST: web,
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: `http://127.0.0.1:${smsPort}/sms`,
  WHATSAPP_PROVIDER: 'meta',
  WHATSAPP_BASE_URL: `http://127.0.0.1:${whatsappPort}`,
  WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_ACCESS_TOKEN,
  WHATSAPP_TEMPLATES:
    'messages:ks_message,messagesNoCrop:ks_message_no_crop,deals:ks_deal,requests:ks_request,savedSearches:ks_search,summary:ks_summary,helpedListing:ks_helped_listing,helpedDeal:ks_helped_deal,offersDeadline:ks_offers_deadline',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;

const serverJs = path.join(repo, 'apps', 'server', 'dist', 'server.js');
const cleanUp = () => {
  rmSync(root, { recursive: true, force: true });
  rmSync(factorsFile, { force: true });
  rmSync(`${factorsFile}.steps`, { recursive: true, force: true });
};

/** The moderators the journeys sign in as; the same values are in support/moderator.ts. */
const MODERATORS = [
  {
    email: process.env.E2E_MODERATOR_EMAIL ?? 'e2e.moderator@gmail.com',
    fullName: 'E2E Moderator',
    password: process.env.E2E_MODERATOR_PASSWORD ?? 'Moderator-e2e-2026!',
  },
  { email: 'e2e.staff@gmail.com', fullName: 'E2E Staff', password: 'Staff-e2e-2026!' },
];
const factorsFile =
  process.env.E2E_MODERATOR_FACTORS ??
  path.join(tmpdir(), `ks-e2e-moderators-${process.env.PORT ?? 4173}.json`);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(child, port) {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the seeding start of the server exited with ${child.exitCode}`);
    try {
      const response = await globalThis.fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** First start on a spare port: migrations and demo data; then stopped so the moderator script can open the database. */
async function seed() {
  const port = await freePort();
  const child = spawn(process.execPath, [serverJs], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    await waitUntilReady(child, port);
  } finally {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
  }
  const tsx = path.join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const factors = {};
  for (const moderator of MODERATORS) {
    const added = spawnSync(
      process.execPath,
      [tsx, path.join('src', 'scripts', 'moderator.ts'), 'add', moderator.email, moderator.fullName],
      {
        cwd: path.join(repo, 'apps', 'server'),
        env: { ...env, MODERATOR_PASSWORD: moderator.password },
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
      },
    );
    if (added.status !== 0) throw new Error(`npm run moderator failed (exit ${added.status})`);
    const url = /^otpauth:\/\/totp\/\S+$/m.exec(added.stdout)?.[0];
    if (!url) throw new Error('npm run moderator printed no otpauth:// URL');
    factors[moderator.email] = {
      secret: new URL(url).searchParams.get('secret'),
      recoveryCodes: [...added.stdout.matchAll(/^ {2}([0-9a-z]{4}(?:-[0-9a-z]{4}){3})$/gm)].map((m) => m[1]),
    };
  }
  writeFileSync(factorsFile, JSON.stringify(factors), { mode: 0o600 });
  rmSync(`${factorsFile}.steps`, { recursive: true, force: true });
}

/** A request's JSON body. */
function readJson(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(globalThis.Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * The phone's inbox: POST /sms is the server's webhook; GET /sms?to=+91… answers the last code sent to that number,
 * GET /sms?to=+91…&purpose=alert the last alert. Codes and alerts are kept apart: an alert that arrives while a journey
 * waits for a sign-in code must not take the code's place.
 */
function startSmsInbox() {
  const codes = new Map();
  const alerts = new Map();
  const inbox = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'POST') {
      readJson(request).then(
        (sms) => {
          (sms.purpose === 'alert' ? alerts : codes).set(sms.to, sms);
          response.writeHead(202).end();
        },
        () => response.writeHead(400).end(),
      );
      return;
    }
    const kept = url.searchParams.get('purpose') === 'alert' ? alerts : codes;
    const sms = kept.get(url.searchParams.get('to'));
    response
      .writeHead(sms ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(sms ?? {}));
  });
  return listen(inbox, smsPort);
}

/**
 * WhatsApp's Cloud API as the server meets it: POST /{version}/{phone number id}/messages with the bearer token answers
 * as Meta does (the number as `wa_id`, a `wamid.` message id); a wrong path or token gets Meta's error shape. GET
 * /messages?to=91… answers the last message body sent to that number (with or without the +).
 */
function startWhatsApp() {
  const last = new Map();
  const metaError = (response, status, code, message) =>
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message, type: 'OAuthException', code } }));
  const standIn = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/messages') {
      const message = last.get((url.searchParams.get('to') ?? '').replace(/^\+/, ''));
      response
        .writeHead(message ? 200 : 404, { 'content-type': 'application/json' })
        .end(JSON.stringify(message ?? {}));
      return;
    }
    const sendPath = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(url.pathname);
    if (request.method !== 'POST' || sendPath?.[1] !== WHATSAPP_PHONE_NUMBER_ID)
      return metaError(response, 404, 803, 'Unknown path components');
    if (request.headers.authorization !== `Bearer ${WHATSAPP_ACCESS_TOKEN}`)
      return metaError(response, 401, 190, 'Invalid OAuth access token');
    readJson(request).then(
      (message) => {
        last.set(message.to, message);
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: message.to, wa_id: message.to }],
            messages: [{ id: `wamid.${randomBytes(16).toString('hex')}` }],
          }),
        );
      },
      () => metaError(response, 400, 100, 'Invalid parameter'),
    );
  });
  return listen(standIn, whatsappPort);
}

try {
  await startSmsInbox();
  await startWhatsApp();
  await seed();
} catch (error) {
  process.stderr.write(`e2e server: ${error instanceof Error ? error.message : String(error)}\n`);
  cleanUp();
  process.exit(1);
}

const server = spawn(process.execPath, [serverJs], { env, stdio: 'inherit' });

// The signal reaches the server too (same process group); forward it only if it was sent to this process alone.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => server.kill(signal), 200).unref();
  });
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
