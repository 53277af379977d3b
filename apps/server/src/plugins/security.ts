import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers with a strict CSP: scripts only from our origin, images from our origin (and blob: for the
 * upload previews), sockets to our origin. The API docs page sets its own CSP for its own routes (swagger-ui's
 * staticCSP). The middleware is built once: @fastify/helmet rebuilt it, CSP parsing and all, on every request, about
 * 5% of the CPU of serving a cached product/new page (issue #19's same-bytes bench).
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
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Uploaded images are fetched by our own pages; same-site keeps other sites from hot-linking them into theirs.
  crossOriginResourcePolicy: { policy: 'same-site' },
});

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
});
