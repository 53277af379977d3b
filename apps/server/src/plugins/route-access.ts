import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { API_PREFIX } from '@kisansetu/contract';
import { requireRole, requireUser } from '../auth';
import { AppError } from '../errors';
import { operationOf, type Access } from './api-operations';

const checks: Record<Exclude<Access, 'public'>, (request: FastifyRequest) => Promise<unknown>> = {
  session: requireUser,
  buyer: (request) => requireRole(request, 'user'),
  seller: (request) => requireRole(request, 'seller'),
  moderator: async (request) => {
    const user = await requireUser(request);
    if (user.role !== 'moderator') throw new AppError('forbidden', 'server.forbidden');
  },
};

/**
 * Enforces each operation's access from API_OPERATIONS before the route reads its input (a signed-out caller gets
 * 401, a wrong role 403, whatever the body holds), so what the API document says is what the server does. Other routes
 * outside the API (the web app's files) are left out of the document. Register before any route.
 */
export function enforceRouteAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const declared = route.config?.endpoint;
    // A hidden route is not an operation of its own (a 405 answer for other methods, health, link previews).
    if (!declared && (route.schema as { hide?: boolean } | undefined)?.hide) return;
    const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
    const operation = declared ?? operationOf(method, route.url);
    if (!operation) {
      if (route.url.startsWith(API_PREFIX))
        throw new Error(`${method} ${route.url} has no entry in API_OPERATIONS (plugins/api-operations.ts)`);
      route.schema = { ...route.schema, hide: true };
      return;
    }
    if (operation.access === 'public') return;
    const check = checks[operation.access];
    const guard: onRequestAsyncHookHandler = async (request) => {
      await check(request);
    };
    const existing = route.onRequest;
    route.onRequest =
      existing === undefined ? [guard] : [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
