import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '@fastify/cookie';
import { SESSION_COOKIE, type Role } from '@kisansetu/contract';
import { AppError } from '../errors';
import type { SessionStore, SessionUser } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, looked up once per request and only when a route asks. */
    sessionUser(): Promise<SessionUser | null>;
    /** The raw session token from the cookie or the Bearer header. */
    sessionToken(): string | undefined;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

const userCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Reads the token from the httpOnly cookie, or from `Authorization: Bearer` for non-browser clients. */
export function tokenFrom(
  cookieHeader: string | undefined,
  authorization: string | undefined,
  cookies?: Record<string, string | undefined>,
): string | undefined {
  const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
  if (bearer) return bearer;
  if (cookies) return cookies[SESSION_COOKIE];
  const match = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(SESSION_COOKIE.length + 1)) : undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionStore }) => {
    app.decorate('sessions', options.sessions);
    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      return tokenFrom(undefined, this.headers.authorization, this.cookies);
    });
    app.decorateRequest('sessionUser', function (this: FastifyRequest) {
      let cached = userCache.get(this);
      if (!cached) {
        const token = this.sessionToken();
        cached = token ? options.sessions.find(token) : Promise.resolve(null);
        userCache.set(this, cached);
      }
      return cached;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) throw new AppError('unauthorized', 'server.unauthorized');
  return user;
}

/** The signed-in user with this role: 401 when signed out, 403 for the other role. */
export async function requireRole(request: FastifyRequest, role: Role): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== role) throw new AppError('forbidden', 'server.forbidden');
  return user;
}

/** Sets the session cookie: httpOnly so scripts never see it, SameSite=Lax against cross-site posts. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
