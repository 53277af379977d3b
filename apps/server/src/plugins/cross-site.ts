import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '../errors';
import { isOwnOrigin, ownOrigins } from '../lib/origin';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CrossSiteOptions {
  publicOrigins: string[] | undefined;
  trustProxy: unknown;
}

/**
 * Why a request with an unsafe method is refused as cross-site, or undefined when it may pass. Browsers send
 * `Sec-Fetch-Site` (and `Origin` on every unsafe request), so a form or script on another site, or on a sibling
 * subdomain, cannot act with the user's cookie. Requests with neither header (curl, apps with a Bearer token) carry
 * no ambient credentials a third party could ride, and pass.
 */
export function crossSiteRefusal(request: FastifyRequest, options: CrossSiteOptions): string | undefined {
  if (!UNSAFE_METHODS.has(request.method)) return undefined;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return `sec-fetch-site: ${site}`;
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  const own = ownOrigins(request.headers, {
    publicOrigins: options.publicOrigins,
    trustProxy: options.trustProxy,
    encrypted: request.protocol === 'https',
  });
  return isOwnOrigin(origin, own) ? undefined : 'foreign origin';
}

/** One hook for the whole server: unsafe methods from other sites get 403 `cross_site_request`. */
export const crossSitePlugin = fp(
  async (app: FastifyInstance, options: CrossSiteOptions) => {
    // A callback hook, not an async one: it runs on every request, and most are safe methods it only glances at.
    app.addHook('onRequest', (request, _reply, done) => {
      if (crossSiteRefusal(request, options) === undefined) done();
      else done(new AppError('cross_site_request', 'server.crossSiteRequest'));
    });
  },
  { name: 'cross-site' },
);
