import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest, FastifyServerFactory } from 'fastify';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
/** Answers a request before Fastify, or returns false to leave it to Fastify (`next`, which it may also call later). */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse, next: Handler) => boolean;

/**
 * The HTTP server under Fastify, with one place where a request may be answered before the framework: the
 * answers that are only bytes already made (see {@link keptAnswer}, ADR 0016). The server is set up as
 * Fastify sets up its own (keep-alive, request and connection timeouts).
 */
export function createFrontDoor() {
  const answers: FrontAnswer[] = [];
  const answer: FrontAnswer = (request, response, next) =>
    answers.some((front) => front(request, response, next));
  const serverFactory: FastifyServerFactory = (handler: Handler, options) => {
    const settings = options as {
      http?: ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server: Server = createServer(settings.http ?? {}, (request, response) => {
      if (!answer(request, response, handler)) handler(request, response);
    });
    if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
  return {
    serverFactory,
    /** Adds an answer tried before Fastify (once the app has made what it needs), after those added before. */
    use(front: FrontAnswer): void {
      answers.push(front);
    },
  };
}

/** The HTTP server factory and the hook for answers made before the framework. */
export type FrontDoor = ReturnType<typeof createFrontDoor>;

/**
 * The caller's address as Fastify's `request.ip` has it under the same `trustProxy`: the socket's peer, or with
 * trusted proxies (a hop count or their addresses) the nearest untrusted address of X-Forwarded-For.
 */
export function clientAddress(trustProxy: false | number | string[]): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust =
    typeof trustProxy === 'number'
      ? (_address: string, hop: number) => hop < trustProxy
      : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}

/** What every answer kept as bytes needs from the app, whichever route made it. */
export interface KeptAnswerDeps {
  /** The headers the app sets on every API answer (plugins/security.ts). */
  headers: Readonly<Record<string, string>>;
  /** The caller's address as Fastify's `request.ip` gives it (the same proxy trust). */
  clientIp(request: IncomingMessage): string;
  /** Counts an anonymous read against the caller's address; rejects when over the limit. */
  countRead(ip: string): Promise<void>;
  /** Whether the server is closing: new requests then get Fastify's 503. */
  closing(): boolean;
  /** Logs and counts an answer sent from `route`'s kept bytes, as the app's log controller does for the others. */
  answered(route: KeptRoute, ms: number): void;
}

/**
 * Whether a request carries no session and no would-be one (no `Cookie`, no `Authorization`): only then may it get an
 * answer kept for everyone, since a session may change it (the caller's place, blocked sellers).
 */
export function withoutSession(request: IncomingMessage | FastifyRequest): boolean {
  return request.headers.cookie === undefined && request.headers.authorization === undefined;
}

/** Bytes a route made and keeps, and whether a cache may keep them too (an answer to a position may not). */
export interface Kept {
  body: Buffer;
  noStore: boolean;
}

/** A route whose answers to anonymous callers are kept as bytes, and how a request's query finds them. */
export interface KeptRoute {
  /** The route's path, without a query. */
  path: string;
  /** The cache the route keeps them in, as the metrics name it. */
  cache: 'newest' | 'search';
  /** The kept answer to the query (`''`, or from its `?`), else undefined to leave the request to the route. */
  find(query: string): Kept | undefined;
}

/**
 * Answers a route's kept bytes to anonymous callers before the framework runs, as a caching proxy in front would:
 * the same bytes and headers the route sent, the same per-address read limit, a log line at debug level and the
 * same metrics. Only a kept answer is sent here; everything else (nothing kept, a session or a would-be one, a
 * refusal of the limit) goes on to Fastify unchanged. See ADR 0016.
 */
export function keptAnswer(deps: KeptAnswerDeps, route: KeptRoute): FrontAnswer {
  // Headers made once for each body kept (a body is sent thousands of times while it lives under load).
  const headersOf = {
    store: new WeakMap<Buffer, HeaderValues>(),
    noStore: new WeakMap<Buffer, HeaderValues>(),
  };
  const headersFor = ({ body, noStore }: Kept) => {
    const made = noStore ? headersOf.noStore : headersOf.store;
    let headers = made.get(body);
    if (headers === undefined) {
      headers = {
        ...deps.headers,
        ...(noStore ? { 'cache-control': 'no-store' } : {}),
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      };
      made.set(body, headers);
    }
    return headers;
  };
  return (request, response, next) => {
    const url = request.url ?? '';
    if (request.method !== 'GET' || !url.startsWith(route.path)) return false;
    const query = url.slice(route.path.length);
    if (query !== '' && !query.startsWith('?')) return false;
    if (!withoutSession(request)) return false;
    if (deps.closing()) return false;
    const kept = route.find(query);
    if (kept === undefined) return false;
    const started = performance.now();
    deps.countRead(deps.clientIp(request)).then(
      () => {
        response.writeHead(200, headersFor(kept));
        response.end(kept.body);
        deps.answered(route, Math.round((performance.now() - started) * 10) / 10);
      },
      // Over the limit (or the limit could not be read): the route answers, with its 429 and Retry-After.
      () => next(request, response),
    );
    return true;
  };
}

type HeaderValues = Record<string, string | number>;
