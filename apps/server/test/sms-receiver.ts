import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface SmsReceiver {
  url: string;
  received: ReceivedRequest[];
  /** What the next answers are (status and JSON body); each call answers once, then the default returns. */
  answerNext(status: number, body?: unknown): void;
  /**
   * Keeps the next request waiting for its answer (a provider slow to answer) until the returned function is called;
   * the request is recorded as it arrives.
   */
  holdNext(): () => void;
  /** The code of the last SMS to `to` (webhook bodies carry `code`). */
  lastCode(to: string): string;
  close(): Promise<void>;
}

/**
 * A local HTTP endpoint standing in for an SMS provider: it records every request as sent and answers with
 * `defaultBody` (status 200) unless a test queued another answer.
 */
export async function startSmsReceiver(defaultBody: unknown = { ok: true }): Promise<SmsReceiver> {
  const received: ReceivedRequest[] = [];
  const queued: { status: number; body: unknown }[] = [];
  const holds: Promise<void>[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
      });
      const answer = queued.shift() ?? { status: 200, body: defaultBody };
      void (holds.shift() ?? Promise.resolve()).then(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body ?? {}));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerNext: (status, body) => queued.push({ status, body }),
    holdNext() {
      let release = () => {};
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    lastCode(to) {
      const last = received.filter((r) => r.body.to === to).at(-1);
      if (!last) throw new Error(`no SMS to ${to}`);
      return String(last.body.code);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let serial = 0;
/** A mobile number no other test uses (random, so PostgreSQL and Redis runs that share counts do not meet). */
export function uniqueMobile(): string {
  serial += 1;
  const tail =
    String(Math.floor(Math.random() * 1e5)).padStart(5, '0') + String(serial % 10000).padStart(4, '0');
  return `9${tail}`;
}
