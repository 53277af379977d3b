import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@kisansetu/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends on who asks even without a session (login): never stored by any cache. */
    privateAnswer?: boolean;
  }
}

/**
 * `Cache-Control: no-store` on every `/api/v1` answer that depends on who asks: anything sent with a session
 * (cookie or Bearer), and routes marked `privateAnswer`. A shared cache (a proxy, a CDN, the phone's back/forward
 * cache) must never hand one person's wishlist, chat or profile to another.
 */
export const privateAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: it runs on every answer, and a promise per answer is measurable on the list's hot path.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        request.url.startsWith(API_PREFIX) &&
        (request.routeOptions.config.privateAnswer || request.sessionToken() !== undefined)
      ) {
        void reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'private-answers', dependencies: ['auth'] },
);
