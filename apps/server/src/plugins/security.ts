import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { API_PREFIX } from '@kisansetu/contract';

/**
 * Security headers with a strict CSP: scripts only from our origin, images from our origin (and blob: for the
 * upload previews), fetches and sockets to our origin only. The API docs page sets its own CSP for its own routes
 * (swagger-ui's staticCSP). Helmet is run once, at start, and its headers are set on every answer as one object:
 * rebuilding the middleware, CSP parsing and all, on every request, or even running its eleven middlewares each
 * time, costs CPU that setting the same headers at once does not. Nothing in them depends on the request.
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // A voice note kept on the phone after it was heard plays from a blob: URL.
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers socket.io's ws:/wss: on our own origin; bare ws:/wss: would let a script talk to any host.
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Uploaded images are fetched by our own pages; same-site keeps other sites from hot-linking them into theirs.
  crossOriginResourcePolicy: { policy: 'same-site' },
});

/** The headers helmet sets, captured from one run against a response that only records them. */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  let finished = false;
  applySecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet's middlewares are synchronous; one that waited for the request would make this capture wrong.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * What a JSON answer of the API needs of those: no browser renders it, so the page-only headers (a CSP for scripts
 * and styles, frame options, DNS prefetch, origin clustering...) are bytes of nothing on every call, which a
 * phone on 2G pays for each list page and chat message. Kept: HTTPS only, no MIME sniffing (a JSON body is never run
 * as a script), no embedding by other sites, and a CSP that allows nothing should one ever be opened as a page.
 */
function apiSecurityHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const kept = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'];
  return {
    ...Object.fromEntries(kept.flatMap((name) => (pageHeaders[name] ? [[name, pageHeaders[name]]] : []))),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

/** Every page, static file and upload's security headers, captured once. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(securityHeaders());
/** Every `/api/v1` answer's security headers: the route's, and the cached list answer's before Fastify (ADR 0016). */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  apiSecurityHeaders(PAGE_SECURITY_HEADERS),
);

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(API_PREFIX) ? API_SECURITY_HEADERS : PAGE_SECURITY_HEADERS);
    done();
  });
});
