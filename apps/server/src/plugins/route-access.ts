import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { API_PREFIX, ROLE } from '@kisansetu/contract';
import { requireRole, requireUser } from '../auth';
import { AppError } from '../errors';
import type { Access } from '@kisansetu/contract/endpoints';

const checks: Record<Exclude<Access, 'public'>, (request: FastifyRequest) => Promise<unknown>> = {
  session: requireUser,
  buyer: (request) => requireRole(request, ROLE.buyer),
  seller: (request) => requireRole(request, 'seller'),
  moderator: async (request) => {
    const user = await requireUser(request);
    if (user.role !== 'moderator') throw new AppError('forbidden', 'server.forbidden');
  },
};

/**
 * Enforces each endpoint's declared access before the route reads its input (a signed-out caller gets 401, a wrong
 * role 403, whatever the body holds), so what the API document says is what the server does. A route under the API
 * prefix that was not registered from a declaration stops the start; other routes (the web app's files, health) are
 * left out of the document. Register before any route.
 */
export function enforceRouteAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (!endpoint) {
      // A hidden route is not an operation of its own (a 405 answer for other methods, health, link previews).
      if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
      if (route.url.startsWith(API_PREFIX))
        throw new Error(
          `${String(route.method)} ${route.url} is not declared (packages/contract/src/endpoints/)`,
        );
      route.schema = { ...route.schema, hide: true };
      return;
    }
    if (endpoint.access === 'public') return;
    const check = checks[endpoint.access];
    const guard: onRequestAsyncHookHandler = async (request) => {
      await check(request);
    };
    const existing = route.onRequest;
    route.onRequest =
      existing === undefined ? [guard] : [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
