import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory } from 'fastify';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
/** Answers a request before Fastify, or returns false to leave it to Fastify (`next`, which it may also call later). */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse, next: Handler) => boolean;

/**
 * The HTTP server under Fastify, with one place where a request may be answered before the framework: the
 * answers that are only bytes already made (see products/cached-list-answer.ts, ADR 0016). The server is set up as
 * Fastify sets up its own (keep-alive, request and connection timeouts).
 */
export function createFrontDoor() {
  let answer: FrontAnswer | undefined;
  const serverFactory: FastifyServerFactory = (handler: Handler, options) => {
    const settings = options as {
      http?: ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server: Server = createServer(settings.http ?? {}, (request, response) => {
      if (!answer?.(request, response, handler)) handler(request, response);
    });
    if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
  return {
    serverFactory,
    /** Sets the answer tried before Fastify (once the app has made what it needs). */
    use(front: FrontAnswer): void {
      answer = front;
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
