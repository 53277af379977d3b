import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from '@kisansetu/contract';
import type { NewestPageCache } from './newest-page-cache';

/** What the front answer needs from the app: the cache the route fills, and what every answer gets. */
export interface CachedListAnswerOptions {
  pages: NewestPageCache;
  /** The headers the app sets on every API answer (plugins/security.ts). */
  headers: Readonly<Record<string, string>>;
  /** The caller's address as Fastify's `request.ip` gives it (the same proxy trust). */
  clientIp(request: IncomingMessage): string;
  /** Counts an anonymous read against the caller's address; rejects when over the limit. */
  countRead(ip: string): Promise<void>;
  /** Whether the server is closing: new requests then get Fastify's 503. */
  closing(): boolean;
  /** The one log line a request, as the app's log controller writes it. */
  logLine(line: { method: string; path: string; status: number; ms: number; cache: 'hit' }): void;
}

const LIST_PATH = `${API_PREFIX}/product/new`;
// The only query forms answered here: none, or a page number as the web asks for it. Anything else (a point, a
// radius, a page with leading zeros or out of range) goes to the route, which validates it.
const PAGE_QUERY = /^\?page=([1-9][0-9]?|100)$/;

/**
 * product/new pages for anonymous callers, answered from the newest-page cache before the framework runs, as a
 * caching proxy in front would: the same bytes and headers the route sent, the same per-address read limit and the
 * same log line (at debug level). Only a hit is answered here; everything else (a miss, a session, other queries, a refusal of the
 * limit) goes on to Fastify unchanged. Returns whether the request was taken. See ADR 0016.
 */
export function createCachedListAnswer(options: CachedListAnswerOptions) {
  // A page's headers, made once for each body the cache holds (a page lives about a second, and is sent thousands
  // of times in it under load).
  const headersOf = new WeakMap<Buffer, Record<string, string | number>>();
  const headersFor = (body: Buffer) => {
    let headers = headersOf.get(body);
    if (headers === undefined) {
      headers = {
        ...options.headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      };
      headersOf.set(body, headers);
    }
    return headers;
  };
  return function answer(
    request: IncomingMessage,
    response: ServerResponse,
    next: (request: IncomingMessage, response: ServerResponse) => void,
  ): boolean {
    const url = request.url ?? '';
    if (request.method !== 'GET' || !url.startsWith(LIST_PATH)) return false;
    const query = url.slice(LIST_PATH.length);
    let page = 1;
    if (query !== '') {
      const match = PAGE_QUERY.exec(query);
      if (!match) return false;
      page = Number(match[1]);
    }
    // A session (or a would-be one) may change the page: the caller's place, blocked sellers.
    if (request.headers.cookie !== undefined || request.headers.authorization !== undefined) return false;
    if (options.closing()) return false;
    const body = options.pages.get(page);
    if (body === undefined) return false;
    const started = performance.now();
    options.countRead(options.clientIp(request)).then(
      () => {
        response.writeHead(200, headersFor(body));
        response.end(body);
        options.logLine({
          method: 'GET',
          path: LIST_PATH,
          status: 200,
          ms: Math.round((performance.now() - started) * 10) / 10,
          cache: 'hit',
        });
      },
      // Over the limit (or the limit could not be read): the route answers, with its 429 and Retry-After.
      () => next(request, response),
    );
    return true;
  };
}
