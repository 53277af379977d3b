import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One record as data.gov.in's API gives it (lower-case fields, prices as text). */
export interface ApiRecord {
  state: string;
  district: string;
  market: string;
  commodity: string;
  variety: string;
  grade: string;
  arrival_date: string;
  min_price: string;
  max_price: string;
  modal_price: string;
}

/** `n` records of one day at Nashik's markets, in the API's shape. */
export function apiRecords(n: number, arrivalDate = '20/11/2025'): ApiRecord[] {
  const markets = ['Lasalgaon', 'Pimpalgaon', 'Nashik'];
  return Array.from({ length: n }, (_, i) => ({
    state: 'Maharashtra',
    district: 'Nashik',
    market: markets[i % markets.length]!,
    commodity: i % 2 === 0 ? 'Onion' : 'Tomato',
    variety: `Variety ${i}`,
    grade: 'FAQ',
    arrival_date: arrivalDate,
    min_price: String(1500 + i),
    max_price: String(2500 + i),
    modal_price: String(2000 + i),
  }));
}

export interface FakeMandiApi {
  url: string;
  /** Every request's query, in order. */
  requests: URLSearchParams[];
  /** Answers the next `n` requests with this status instead of records. */
  failNext(n: number, status: number): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server answering as data.gov.in's resource API does: `{ records, total, count, offset, limit }` for
 * `offset` and `limit`, 403 without an `api-key`.
 */
export async function startFakeMandiApi(records: readonly ApiRecord[]): Promise<FakeMandiApi> {
  const requests: URLSearchParams[] = [];
  const failures: number[] = [];
  const server: Server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    requests.push(query);
    const failure = failures.shift();
    if (failure !== undefined) {
      res.writeHead(failure, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (!query.get('api-key')) {
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"Key not authorised"}');
      return;
    }
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 10);
    const page = records.slice(offset, offset + limit);
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        title: 'Current daily price of various commodities from various markets (Mandi)',
        total: records.length,
        count: page.length,
        offset: String(offset),
        limit: String(limit),
        records: page,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/resource/9ef84268-d588-465a-a308-a864a43d0070`,
    requests,
    failNext(n, status) {
      for (let i = 0; i < n; i += 1) failures.push(status);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
