import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One POST the local push service received. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 for the tests (web-push only speaks HTTPS): a self-signed certificate made with openssl
 * for this run, an `agent` that trusts it, and every POST it received. `status` is what it answers next, after
 * `delayMs`; `maxInFlight` is the most requests it held unanswered at once.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  status = 201;
  delayMs = 0;
  maxInFlight = 0;
  private inFlight = 0;
  readonly agent: Agent;
  private readonly server: Server;
  private port = 0;

  constructor() {
    const dir = mkdtempSync(path.join(tmpdir(), 'ks-push-'));
    try {
      const key = path.join(dir, 'key.pem');
      const cert = path.join(dir, 'cert.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
      const tls = { key: readFileSync(key), cert: readFileSync(cert) };
      this.agent = new Agent({ ca: tls.cert });
      this.server = createServer(tls, (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          this.received.push({
            path: request.url ?? '',
            headers: request.headers,
            body: Buffer.concat(chunks),
          });
          this.inFlight += 1;
          this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
          setTimeout(() => {
            this.inFlight -= 1;
            response.writeHead(this.status).end();
          }, this.delayMs);
        });
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    this.port = address.port;
    return this;
  }

  endpoint(name: string): string {
    return `https://127.0.0.1:${this.port}/push/${name}`;
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager would make them. */
export interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  json(endpoint: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: (endpoint) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    }),
  };
}

/**
 * Decrypts an `aes128gcm` push body as the browser does (RFC 8188 framing, RFC 8291 keys): header salt(16) | rs(4)
 * | idlen(1) | the sender's public key; then one record, AES-128-GCM, ending in the padding delimiter 0x02.
 */
export function decryptPush(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}
